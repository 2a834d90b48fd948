import { eventMonthOf, reviewEditableUntil, reviewWindowEnd, SHOPPER_REVIEW_MESSAGES } from "@utsav/domain";
import type { BookingReview, MyReview } from "@utsav/domain";
import { reviewAnswer, reviewMonth, reviewPhotos } from "../catalogue/index.ts";
import type { ReviewRow } from "../catalogue/index.ts";

// How a booking's review reads to its shopper (docs/decisions/0060).

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
    answer: reviewAnswer(row),
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
  return {
    bookingId: booking.id,
    vendorName: booking.vendorName,
    offeringName: booking.offeringName,
    eventMonth: reviewMonth({ eventMonth: eventMonthOf(booking.eventDate) }),
    canWrite: !review && refusal === null,
    writeBy: booking.status === "completed" && completedAt ? reviewWindowEnd(completedAt).toISOString() : null,
    refusal,
    review: review ? myReview(review, now, url) : null,
  };
}
