import { reportVendorBookingProblem } from "@utsav/api-client/vendor/bookings/report-vendor-booking-problem";
import { setVendorBookingStatus } from "@utsav/api-client/vendor/bookings/set-vendor-booking-status";
import { thrownMessage } from "@utsav/api-client/core/errors";
import type { ApiTransport } from "@utsav/api-client/core/transport";
import { BOOKING_MESSAGES } from "@utsav/domain/client";
import type { BookingStatus, BookingStatusRequest } from "@utsav/domain";
import type { SubmittedBody } from "../../../shared/lib/forms/json-action";
import { PROBLEM_INTENT, sendProblem } from "../problem-act";
import type { ProblemActionResult } from "../problem-act";

// The vendor's answers to a booking (docs/decisions/0021): each button or reason form of the booking's page sends one,
// named by the status it moves the booking to, to the page's clientAction, which calls the API from the browser
// (docs/decisions/0030). One function an act; the API checks the lifecycle, then the page is read again.

/**
 * The statuses a vendor moves a booking to; "received" is where a booking starts, never an answer, and only the system
 * moves one out of awaiting_payment, to received (paid) or expired (docs/decisions/0048).
 */
export type BookingAnswer = Exclude<BookingStatus, "received" | "awaiting_payment" | "expired">;

/** What the booking page's buttons and forms send: the answer, and for a decline or a cancel the reason typed. */
export type BookingAct = { intent: BookingAnswer; reason?: string };

/**
 * What the page's action answered: done, or the refusal to show above the buttons; for a problem reported
 * (docs/decisions/0054), sent or the refusal to show in its form.
 */
export type BookingActionResult = { done: true } | { error: string } | ProblemActionResult | undefined;

type Act = (api: ApiTransport, bookingId: string, body: SubmittedBody) => Promise<BookingActionResult>;

/** Sends one answer; a refusal, or a server out of reach, is the page's error (application §8). */
async function answer(api: ApiTransport, bookingId: string, request: BookingStatusRequest): Promise<BookingActionResult> {
  try {
    const result = await setVendorBookingStatus(api, bookingId, request);
    return result.ok ? { done: true } : { error: result.errorMessage ?? BOOKING_MESSAGES.bookingUpdateFailed };
  } catch (error) {
    return { error: thrownMessage(error, BOOKING_MESSAGES.bookingUpdateFailed) };
  }
}

/** The reason typed, trimmed; none when left blank (a cancel's reason is optional). */
const reasonOf = (body: SubmittedBody) => body.text("reason").trim() || undefined;

const ACTS: Record<BookingAnswer, Act> = {
  confirmed: (api, bookingId) => answer(api, bookingId, { status: "confirmed" }),
  declined: (api, bookingId, body) => answer(api, bookingId, { status: "declined", reason: reasonOf(body) }),
  completed: (api, bookingId) => answer(api, bookingId, { status: "completed" }),
  cancelled: (api, bookingId, body) => answer(api, bookingId, { status: "cancelled", reason: reasonOf(body) }),
};

/** Whether a status is one a vendor answers with (the buttons offer the booking's next statuses). */
export const isBookingAnswer = (status: string): status is BookingAnswer => Object.hasOwn(ACTS, status);

/** Runs the answer (or the problem) the page sent; one the page does not know is refused without asking the API. */
export function runBookingAct(api: ApiTransport, bookingId: string, body: SubmittedBody): Promise<BookingActionResult> {
  const intent = body.text("intent");
  if (intent === PROBLEM_INTENT) return sendProblem((problem) => reportVendorBookingProblem(api, bookingId, problem), body);
  return isBookingAnswer(intent) ? ACTS[intent](api, bookingId, body) : Promise.resolve({ error: BOOKING_MESSAGES.bookingUpdateFailed });
}
