import { cancelMyBooking } from "@utsav/api-client/consumer/cancel-my-booking";
import { thrownMessage } from "@utsav/api-client/core/errors";
import type { ApiTransport } from "@utsav/api-client/core/transport";
import { BOOKING_MESSAGES } from "@utsav/domain/client";
import type { SubmittedBody } from "../../shared/lib/forms/json-action";

// The consumer cancels one of their bookings (docs/decisions/0021): the booking's page sends the reason typed to its
// route's clientAction as JSON (docs/decisions/0030), which calls the API from the browser; the page is then read
// again, and shows the booking cancelled.

/** What the cancel form sends: the reason typed, which may be blank. */
export interface CancelSubmission {
  reason: string;
}

/** Cancelled, or the refusal to show above the button. */
export type CancelActionResult = { cancelled: true } | { error: string } | undefined;

/** Cancels the booking with the reason sent, trimmed, and none when it was left blank. */
export async function cancelBooking(api: ApiTransport, bookingId: string, body: SubmittedBody): Promise<CancelActionResult> {
  try {
    const result = await cancelMyBooking(api, bookingId, { reason: body.text("reason").trim() || undefined });
    return result.ok ? { cancelled: true } : { error: result.errorMessage ?? BOOKING_MESSAGES.bookingUpdateFailed };
  } catch (error) {
    return { error: thrownMessage(error, BOOKING_MESSAGES.bookingUpdateFailed) };
  }
}
