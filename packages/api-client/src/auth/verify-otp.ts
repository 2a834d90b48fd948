import { TIMEOUTS_MS } from "@utsav/domain/shared/constants";
import type { otpVerifyRequestSchema, otpVerifyResponseSchema, UserType } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { apiPaths } from "../paths.ts";

/**
 * POST /api/auth/{userType}/otp/verify: checks the code and starts a session. A cookie client gets the session
 * cookie; a bearer client (fetchTransport with bearerToken) gets `token` in the data, to send from then on.
 */
export function verifyOtp(
  api: ApiTransport,
  userType: UserType,
  body: z.input<typeof otpVerifyRequestSchema>,
  { signal }: CallOptions = {},
) {
  return send<z.output<typeof otpVerifyResponseSchema>>(api, {
    method: "POST",
    path: apiPaths.otpVerify(userType),
    body,
    timeoutMs: TIMEOUTS_MS.otpVerify,
    signal,
  });
}
