import { formOutcome, submitBooking } from "@utsav/api-client";
import type { FormOutcome } from "@utsav/api-client";
import { responseSchemas, validating } from "@utsav/api-client/validate";
import { MESSAGES } from "@utsav/domain/client";
import type { Api } from "../../../api/api-provider";

const submitChecked = validating(submitBooking, responseSchemas.submitBooking);

/** The offering's fields and the event date the form asked for (docs/decisions/0022). */
export type BookingRequest = Parameters<typeof submitBooking>[1];

/**
 * POST /api/public/booking (no sign-in). The idempotency key names one attempt, so pressing Submit again after a
 * lost answer records the booking once. Failures say the server's message, else application §8's.
 */
export function sendBooking(api: Api, booking: BookingRequest, idempotencyKey: string): Promise<FormOutcome> {
  return formOutcome(submitChecked(api.transport, booking, idempotencyKey), MESSAGES.bookingFailed, MESSAGES.bookingThrown);
}
