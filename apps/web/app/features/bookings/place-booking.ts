import { submitBooking } from "@utsav/api-client/bookings/submit-booking";
import type { ApiTransport } from "@utsav/api-client/core/transport";
import { DATE_UNAVAILABLE, MESSAGES } from "@utsav/domain/client";
import { paths } from "../../lib/paths";
import type { SubmittedBody } from "../../shared/lib/forms/json-action";

// Placing a booking (application §2, §4, §8): the booking form sends its checked values to the /booking route's
// clientAction as JSON, through a fetcher so that the offering page under the dialog stays as it is
// (docs/decisions/0030); the action calls the API from the browser and answers what the form shows.

/** What the booking form sends. The offering's fields go as two lists in step, names and answers: a vendor names its fields, and a name such as "constructor" stays an ordinary entry. */
export interface BookingSubmission {
  offeringId: string;
  vendorName: string;
  offeringName: string;
  fields: string[];
  answers: string[];
  /** The vendor's terms (docs/decisions/0022), only when the form asked them. */
  eventDate?: string;
  locality?: string;
  /** Names one attempt: a retry of the same values sends the same key, so the server records the booking once. */
  idempotencyKey: string;
}

/**
 * Placed; placed and waiting for its advance, paid on the checkout page named (docs/decisions/0048); or the message to
 * show above the submit button with the form kept, or at the event date for a day the vendor cannot take (409
 * DATE_UNAVAILABLE, docs/decisions/0056).
 */
export type BookingActionResult = { booked: true } | { checkout: string } | { error: string; field?: "eventDate" } | undefined;

/** Sends the booking the form checked; a refusal is the server's message, else the booking's own fallbacks. */
export async function placeBooking(api: ApiTransport, body: SubmittedBody): Promise<BookingActionResult> {
  const answers = body.list("answers");
  const bookingData = Object.fromEntries(body.list("fields").map((field, index) => [field, answers[index] ?? ""]));
  const eventDate = body.text("eventDate");
  const locality = body.text("locality");
  const request = {
    offeringId: body.text("offeringId"),
    vendorName: body.text("vendorName"),
    offeringName: body.text("offeringName"),
    bookingData,
    ...(eventDate ? { eventDate } : {}),
    ...(locality ? { locality } : {}),
  };
  try {
    const result = await submitBooking(api, request, body.text("idempotencyKey"));
    if (!result.ok) {
      const error = result.errorMessage ?? MESSAGES.bookingFailed;
      return result.errorCode === DATE_UNAVAILABLE ? { error, field: "eventDate" } : { error };
    }
    // The checkout's address is built here from the order's id, not taken as the server wrote it (one paths helper).
    const { payment } = result.data;
    return payment ? { checkout: paths.checkout(payment.orderId) } : { booked: true };
  } catch {
    return { error: MESSAGES.bookingThrown };
  }
}
