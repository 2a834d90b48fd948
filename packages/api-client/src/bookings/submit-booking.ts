import { TIMEOUTS_MS } from "@utsav/domain/shared/constants";
import type { bookingRequestSchema, bookingResponseSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { apiPaths } from "../paths.ts";

/**
 * POST /api/public/booking (no sign-in). The idempotency key names one booking attempt: a retry of the same values
 * sends the same key, so the server records the booking once however often the button is pressed.
 */
export function submitBooking(
  api: ApiTransport,
  body: z.input<typeof bookingRequestSchema>,
  idempotencyKey: string,
  { signal }: CallOptions = {},
) {
  return send<z.output<typeof bookingResponseSchema>>(api, {
    method: "POST",
    path: apiPaths.booking(),
    body,
    headers: { "Idempotency-Key": idempotencyKey },
    timeoutMs: TIMEOUTS_MS.booking,
    signal,
  });
}
