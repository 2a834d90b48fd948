import { eventMonthOf, monthText, REVIEW_COPY, reviewEditableUntil, reviewWindowEnd, SHOPPER_REVIEW_MESSAGES } from "@utsav/domain";
import type { BookingReview, MyReview, ReviewPhoto } from "@utsav/domain";
import type { ReviewRow } from "./review-repository.ts";

// How a booking's review reads to its shopper (docs/decisions/0060).

/** A review's photos as shown: public addresses, each with the alt text naming whose review it is. */
export function reviewPhotos(keys: readonly string[], userName: string, url: (key: string) => string): ReviewPhoto[] {
  return keys.map((key, i) => ({ url: url(key), alt: REVIEW_COPY.photoAlt(userName, i + 1) }));
}

/** Until when a review may be changed: null once the time has passed or the vendor has answered it. */
export function editableUntil(review: Pick<ReviewRow, "createdAt" | "answeredAt">, now: Date): Date | null {
  const until = reviewEditableUntil(review.createdAt);
  return review.answeredAt === null && now < until ? until : null;
}

export function myReview(row: ReviewRow, now: Date, url: (key: string) => string): MyReview {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    photos: reviewPhotos(row.photoKeys, row.userName, url),
    createdAt: row.createdAt.toISOString(),
    editableUntil: editableUntil(row, now)?.toISOString() ?? null,
    hiddenReason: row.hiddenAt ? (row.hiddenReason ?? "") : null,
    answer: row.answer && row.answeredAt ? { text: row.answer, date: row.answeredAt.toISOString() } : null,
  };
}

/** What refuses a first review of a booking now: it has not completed, or its window has closed; null when none does. */
export function writeRefusal(booking: { status: string }, completedAt: Date | null, now: Date): string | null {
  if (booking.status !== "completed" || !completedAt) return SHOPPER_REVIEW_MESSAGES.notCompleted;
  return now < reviewWindowEnd(completedAt) ? null : SHOPPER_REVIEW_MESSAGES.windowClosed;
}

/** GET /api/consumer/bookings/{id}/review: whether a review may be written now, and the shopper's own. */
export function bookingReview(
  booking: { id: string; status: string; vendorName: string; offeringName: string; eventDate: string | null },
  completedAt: Date | null,
  review: ReviewRow | null,
  now: Date,
  url: (key: string) => string,
): BookingReview {
  const refusal = review ? null : writeRefusal(booking, completedAt, now);
  const month = eventMonthOf(booking.eventDate);
  return {
    bookingId: booking.id,
    vendorName: booking.vendorName,
    offeringName: booking.offeringName,
    eventMonth: month ? monthText(month) : null,
    canWrite: !review && refusal === null,
    writeBy: booking.status === "completed" && completedAt ? reviewWindowEnd(completedAt).toISOString() : null,
    refusal,
    review: review ? myReview(review, now, url) : null,
  };
}
