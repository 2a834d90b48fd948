import type { EnvelopeResult } from "@utsav/api-client/core/envelope";
import { thrownMessage } from "@utsav/api-client/core/errors";
import { BOOKING_MESSAGES } from "@utsav/domain/client";
import type { BookingProblemRequest } from "@utsav/domain";
import type { SubmittedBody } from "../../shared/lib/forms/json-action";

// Reporting a problem with a confirmed booking (docs/decisions/0054), from the shopper's page or the vendor's: the
// form sends its note, named by this intent, to the page's clientAction as JSON (docs/decisions/0030), which calls
// the API from the browser; the page is then read again and shows the problem reported.

/** What the problem form sends, beside the page's other acts (a cancel, a vendor's answer). */
export const PROBLEM_INTENT = "problem";

export interface ProblemSubmission {
  note: string;
}

/** Sent, or the API's refusal (409 before the event's day, once reported) to show in the form. */
export type ProblemActionResult = { problemSent: true } | { problemError: string };

/** Sends the note typed, trimmed, by the page's own call (the shopper's or the vendor's). */
export async function sendProblem(
  call: (request: BookingProblemRequest) => Promise<EnvelopeResult<unknown>>,
  body: SubmittedBody,
): Promise<ProblemActionResult> {
  try {
    const result = await call({ note: body.text("note").trim() });
    return result.ok ? { problemSent: true } : { problemError: result.errorMessage ?? BOOKING_MESSAGES.bookingUpdateFailed };
  } catch (error) {
    return { problemError: thrownMessage(error, BOOKING_MESSAGES.bookingUpdateFailed) };
  }
}
