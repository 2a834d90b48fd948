import { monthText, REVIEW_COPY } from "@utsav/domain";
import type { Review } from "@utsav/domain";
import type { reviews } from "@utsav/db";

// A vendor's reviews as shoppers read them, on an offering's page and on the vendor's store alike (decision 0025,
// docs/decisions/0059, 0060): the one shaping of them. Reviews from bookings come first, newest first, then the
// catalogue's imported ones in their order (CatalogueRepository.reviewsOfVendor); hidden ones are not read. Each says
// where it comes from, and one from a booking its event's month, photos and the vendor's answer.

type ReviewRow = typeof reviews.$inferSelect;

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
    eventMonth: r.eventMonth ? monthText(r.eventMonth) : null,
    photos: r.photoKeys.map((key, i) => ({ url: fileUrl(key), alt: REVIEW_COPY.photoAlt(r.userName, i + 1) })),
    answer: r.answer && r.answeredAt ? { text: r.answer, date: r.answeredAt.toISOString() } : null,
  }));
}

/** How many reviews the vendor shows (vendors.reviews_count, kept with its rating); null where it has none (N/A). */
export function reviewsCount(vendor: { reviewsCount: number }): number | null {
  return vendor.reviewsCount > 0 ? vendor.reviewsCount : null;
}
