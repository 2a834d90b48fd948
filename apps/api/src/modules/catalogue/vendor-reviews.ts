import { monthText, REVIEW_COPY } from "@utsav/domain";
import type { Review, ReviewAnswer, ReviewPhoto } from "@utsav/domain";
import type { reviews } from "@utsav/db";

// A vendor's reviews as shoppers read them, on an offering's page and on the vendor's store alike (decision 0025,
// docs/decisions/0059, 0060): the one shaping of them. Reviews from bookings come first, newest first, then the
// catalogue's imported ones in their order (CatalogueRepository.reviewsOfVendor); hidden ones are not read. Each says
// where it comes from, and one from a booking its event's month, photos and the vendor's answer. The reviews module
// shapes the shopper's, the vendor's and the operators' views of a review with the same parts.

export type ReviewRow = typeof reviews.$inferSelect;

/** A review's photos as shown: public addresses, each with the alt text naming whose review it is. */
export function reviewPhotos(keys: readonly string[], userName: string, url: (key: string) => string): ReviewPhoto[] {
  return keys.map((key, i) => ({ url: url(key), alt: REVIEW_COPY.photoAlt(userName, i + 1) }));
}

/** The vendor's one answer, and when it was given; null before it answers. */
export function reviewAnswer(row: Pick<ReviewRow, "answer" | "answeredAt">): ReviewAnswer | null {
  return row.answer !== null && row.answeredAt ? { text: row.answer, date: row.answeredAt.toISOString() } : null;
}

/** The booked event's month as pages say it ("November 2026"); null without one. */
export function reviewMonth(row: Pick<ReviewRow, "eventMonth">): string | null {
  return row.eventMonth ? monthText(row.eventMonth) : null;
}

export function shownReviews(rows: readonly ReviewRow[], vendorName: string, fileUrl: (key: string) => string): Review[] {
  return rows.map((r) => ({
    id: r.id,
    rating: r.rating,
    comment: r.comment,
    userName: r.userName,
    userTitle: r.userTitle,
    date: r.reviewDate,
    vendorName,
    source: r.source,
    eventMonth: reviewMonth(r),
    photos: reviewPhotos(r.photoKeys, r.userName, fileUrl),
    answer: reviewAnswer(r),
  }));
}

/** How many reviews the vendor shows (vendors.reviews_count, kept with its rating); null where it has none (N/A). */
export function reviewsCount(vendor: { reviewsCount: number }): number | null {
  return vendor.reviewsCount > 0 ? vendor.reviewsCount : null;
}
