import { TIMEOUTS_MS } from "@utsav/domain/client";
import type { BookingPayload } from "@utsav/domain";
import { apiPaths } from "../../../lib/paths";
import { sendEnvelope } from "../../../lib/api-client";

/**
 * POST /api/public/booking (no sign-in). The idempotency key names one booking attempt: a retry of the same values
 * sends the same key, so the server records the booking once however often the button is pressed.
 */
export function submitBooking(payload: BookingPayload, idempotencyKey: string) {
  return sendEnvelope<{ bookingId: string; status: "received" }>(apiPaths.booking(), { method: "POST",
    body: payload,
    headers: { "Idempotency-Key": idempotencyKey },
    timeoutMs: TIMEOUTS_MS.booking,
  });
}
