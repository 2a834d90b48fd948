import { TIMEOUTS_MS } from "@utsav/domain/shared/constants";
import type { otpGenerateRequestSchema, otpGenerateResponseSchema, UserType } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { apiPaths } from "../paths.ts";

/** POST /api/auth/{userType}/otp/generate: sends a sign-in code by SMS (resend after 90 s). */
export function generateOtp(
  api: ApiTransport,
  userType: UserType,
  body: z.input<typeof otpGenerateRequestSchema>,
  { signal }: CallOptions = {},
) {
  return send<z.output<typeof otpGenerateResponseSchema>>(api, {
    method: "POST",
    path: apiPaths.otpGenerate(userType),
    body,
    timeoutMs: TIMEOUTS_MS.otpGenerate,
    signal,
  });
}
