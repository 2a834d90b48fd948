import { TIMEOUTS_MS } from "@utsav/domain/shared/constants";
import type { consumerProfileSchema, consumerUpdateSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { apiPaths } from "../paths.ts";

/**
 * PUT /api/consumer: saves the onboarding answers (fullName, companyName) or the profile (with email and
 * profileImage; an empty e-mail or company clears it), and answers with the stored profile.
 */
export function updateConsumer(api: ApiTransport, body: z.input<typeof consumerUpdateSchema>, { signal }: CallOptions = {}) {
  return send<z.output<typeof consumerProfileSchema>>(api, {
    method: "PUT",
    path: apiPaths.consumer(),
    body,
    timeoutMs: TIMEOUTS_MS.consumerProfile,
    signal,
  });
}
