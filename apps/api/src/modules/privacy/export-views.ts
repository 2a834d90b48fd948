import type { ExportedBookingRows, ExportedReviewRow } from "./account-data-repository.ts";

// How stored rows read in a download (docs/decisions/0031): a booking with its history and money, a review.

const iso = (value: Date) => value.toISOString();

export function toBooking({ booking, history, payments, refunds }: ExportedBookingRows) {
  return {
    id: booking.id,
    offeringId: booking.offeringId,
    offeringName: booking.offeringName,
    vendorName: booking.vendorName,
    status: booking.status,
    eventDate: booking.eventDate,
    locality: booking.locality,
    answers: booking.bookingData,
    consumerName: booking.consumerName,
    consumerPhone: booking.consumerPhone,
    placedAt: iso(booking.createdAt),
    updatedAt: iso(booking.updatedAt),
    history: history.map((event) => ({
      at: iso(event.createdAt),
      actor: event.actor,
      from: event.fromStatus,
      to: event.toStatus,
      reason: event.reason,
    })),
    advance: booking.advanceAmount,
    money: [
      ...payments.map((p) => ({
        kind: "payment" as const,
        id: p.id,
        amountPaise: p.amount,
        status: p.status,
        reason: p.errorReason,
        at: iso(p.createdAt),
      })),
      ...refunds.map((r) => ({
        kind: "refund" as const,
        id: r.providerRefundId ?? r.id,
        amountPaise: r.amount,
        status: r.status,
        reason: r.reason,
        at: iso(r.createdAt),
      })),
    ],
  };
}

/** A review the shopper wrote after a booking (docs/decisions/0060), with its photos' addresses. */
export function toReview({ review, vendorName }: ExportedReviewRow, fileUrl: (key: string) => string) {
  return {
    id: review.id,
    bookingId: review.bookingId,
    vendorName,
    offeringName: review.offeringName,
    rating: review.rating,
    comment: review.comment,
    publicName: review.userName,
    eventMonth: review.eventMonth,
    photos: review.photoKeys.map(fileUrl),
    createdAt: iso(review.createdAt),
    updatedAt: iso(review.updatedAt),
    answer: review.answer,
    hiddenReason: review.hiddenReason,
  };
}
