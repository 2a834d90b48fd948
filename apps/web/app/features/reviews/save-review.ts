import { thrownMessage } from "@utsav/api-client/core/errors";
import type { ApiTransport } from "@utsav/api-client/core/transport";
import { saveMyBookingReview } from "@utsav/api-client/reviews/save-my-booking-review";
import { SHOPPER_REVIEW_MESSAGES } from "@utsav/domain/client";
import type { SubmittedBody } from "../../shared/lib/forms/json-action";

// The shopper writes or changes a completed booking's review (docs/decisions/0060): the review page sends the checked
// form as JSON to its route's clientAction (docs/decisions/0030), which calls the API from the browser; the page is
// then read again and shows the review as it shows to others.

/** Whether the form wrote the booking's first review or changed the one written. */
export type ReviewMode = "post" | "update";

/** What the review form sends: the stars as text ("1" to "5"), the comment and the uploaded photos' addresses. */
export interface ReviewSubmission {
  mode: ReviewMode;
  rating: string;
  comment: string;
  photos: string[];
}

/** Saved (posted or updated), or the API's refusal to show above the button; undefined before any act. */
export type ReviewActionResult = { saved: ReviewMode } | { error: string } | undefined;

/** Saves the review sent; the API checks it again (whole stars, length, contact details, its own photos, the window). */
export async function saveReview(api: ApiTransport, bookingId: string, body: SubmittedBody): Promise<ReviewActionResult> {
  const mode: ReviewMode = body.text("mode") === "update" ? "update" : "post";
  try {
    const result = await saveMyBookingReview(api, bookingId, {
      rating: Number(body.text("rating")),
      comment: body.text("comment").trim(),
      photos: body.list("photos"),
    });
    return result.ok ? { saved: mode } : { error: result.errorMessage ?? SHOPPER_REVIEW_MESSAGES.saveFailed };
  } catch (error) {
    return { error: thrownMessage(error, SHOPPER_REVIEW_MESSAGES.saveFailed) };
  }
}
