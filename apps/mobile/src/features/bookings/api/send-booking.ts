import { submitBooking } from "@utsav/api-client/shopper";
import { responseSchemas, validating } from "@utsav/api-client/shopper-validate";
import { DATE_UNAVAILABLE, MESSAGES } from "@utsav/domain/shopper";
import type { PlacedPayment } from "@utsav/domain";
import type { Api } from "../../../api/api-provider";

const submitChecked = validating(submitBooking, responseSchemas.submitBooking);

/** The offering's fields and the event date the form asked for (docs/decisions/0022). */
export type BookingRequest = Parameters<typeof submitBooking>[1];

/**
 * A booking placed, with the advance to pay online where the vendor asks one (docs/decisions/0048); or one message,
 * said at the event date when it is about a day the vendor cannot take (409 DATE_UNAVAILABLE, docs/decisions/0056).
 */
export type BookingSent = { ok: true; payment: PlacedPayment | null } | { ok: false; message: string; dateRefused?: true };

/**
 * POST /api/public/booking (no sign-in). The idempotency key names one attempt, so pressing Submit again after a
 * lost answer records the booking once. Failures say the server's message, else application §8's.
 */
export async function sendBooking(api: Api, booking: BookingRequest, idempotencyKey: string): Promise<BookingSent> {
  try {
    const result = await submitChecked(api.transport, booking, idempotencyKey);
    if (result.ok) return { ok: true, payment: result.data.payment };
    const message = result.errorMessage ?? MESSAGES.bookingFailed;
    return result.errorCode === DATE_UNAVAILABLE ? { ok: false, message, dateRefused: true } : { ok: false, message };
  } catch {
    return { ok: false, message: MESSAGES.bookingThrown };
  }
}
