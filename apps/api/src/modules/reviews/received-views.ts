import type { OperatorReview, ReceivedReview } from "@utsav/domain";
import { reviewAnswer, reviewMonth, reviewPhotos } from "../catalogue/index.ts";
import type { ReviewRow } from "../catalogue/index.ts";

// A review as its vendor reads it on its Reviews page, and as operators moderate it (docs/decisions/0060).

/** The public address of a stored file (storage.url). */
export type PhotoUrl = (key: string) => string;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function toReceivedReview(row: ReviewRow, photoUrl: PhotoUrl): ReceivedReview {
  return {
    id: row.id,
    bookingId: row.bookingId,
    rating: row.rating,
    comment: row.comment,
    userName: row.userName,
    offeringName: row.offeringName,
    eventMonth: reviewMonth(row),
    photos: reviewPhotos(row.photoKeys, row.userName, photoUrl),
    createdAt: row.createdAt.toISOString(),
    answer: reviewAnswer(row),
    reportedAt: iso(row.reportedAt),
    reportReason: row.reportedAt ? row.reportReason : null,
    hiddenReason: row.hiddenAt ? row.hiddenReason : null,
  };
}

export function toOperatorReview(row: ReviewRow & { vendorName: string }, photoUrl: PhotoUrl): OperatorReview {
  return {
    ...toReceivedReview(row, photoUrl),
    vendorId: row.vendorId,
    vendorName: row.vendorName,
    source: row.source,
    hiddenAt: iso(row.hiddenAt),
  };
}
