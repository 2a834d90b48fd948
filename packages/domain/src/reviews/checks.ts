import { hasContactDetails, REVIEW_LIMITS } from "./rules.ts";
import type { ReviewErrors, ReviewInput } from "./rules.ts";
import { SHOPPER_REVIEW_MESSAGES } from "./words.ts";

/** Errors by field of a shopper's review: whole stars 1–5, 10–2000 characters without contact details, ≤ 3 photos. */
export function validateReview(input: ReviewInput): ReviewErrors {
  const errors: ReviewErrors = {};
  const { rating } = input;
  if (rating === null || !Number.isInteger(rating) || rating < REVIEW_LIMITS.ratingMin || rating > REVIEW_LIMITS.ratingMax) {
    errors.rating = SHOPPER_REVIEW_MESSAGES.ratingRequired;
  }
  const comment = input.comment.trim();
  if (comment.length < REVIEW_LIMITS.commentMin) errors.comment = SHOPPER_REVIEW_MESSAGES.commentTooShort;
  else if (comment.length > REVIEW_LIMITS.commentMax) errors.comment = SHOPPER_REVIEW_MESSAGES.commentTooLong;
  else if (hasContactDetails(comment)) errors.comment = SHOPPER_REVIEW_MESSAGES.contactDetails;
  if (input.photos.length > REVIEW_LIMITS.photosMax) errors.photos = SHOPPER_REVIEW_MESSAGES.tooManyPhotos;
  return errors;
}

/** The error of a vendor's answer, or null. */
export function answerProblem(text: string): string | null {
  const answer = text.trim();
  if (!answer) return SHOPPER_REVIEW_MESSAGES.answerRequired;
  if (answer.length > REVIEW_LIMITS.answerMax) return SHOPPER_REVIEW_MESSAGES.answerTooLong;
  if (hasContactDetails(answer)) return SHOPPER_REVIEW_MESSAGES.contactDetails;
  return null;
}

/** The error of a report's or a hiding's reason, or null. */
export function reviewReasonProblem(text: string): string | null {
  const reason = text.trim();
  if (!reason) return SHOPPER_REVIEW_MESSAGES.reasonRequired;
  if (reason.length > REVIEW_LIMITS.reasonMax) return SHOPPER_REVIEW_MESSAGES.reasonTooLong;
  return null;
}
