import type { Review } from "@utsav/domain";
import type { reviews } from "@utsav/db";

// A vendor's reviews as shoppers read them, on an offering's page and on the vendor's store alike (decision 0025,
// docs/decisions/0059): today the catalogue's, in their order. Reviews written after a booking (issue 41) join here,
// once, so both pages keep showing the same figures.

type ReviewRow = typeof reviews.$inferSelect;

export function shownReviews(rows: readonly ReviewRow[], vendorName: string): Review[] {
  return rows.map((r) => ({
    id: r.id,
    rating: r.rating,
    comment: r.comment,
    userName: r.userName,
    userTitle: r.userTitle,
    date: r.reviewDate,
    vendorName,
  }));
}

/** How many reviews the vendor has; null where it has none (shown as N/A). */
export function reviewsCount(rows: readonly ReviewRow[]): number | null {
  return rows.length > 0 ? rows.length : null;
}
