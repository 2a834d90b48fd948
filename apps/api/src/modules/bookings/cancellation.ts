import {
  amountPaid,
  BOOKING_ANSWER_COPY,
  bookingAnswerCopyFor,
  completableFrom,
  completionRefused,
  fullRefund,
  indianDate,
  kinderRefund,
  nextBookingStatuses,
  refundLine,
} from "@utsav/domain";
import type { BookingActor, BookingStatus, KeptRefund, RefundQuote, VendorTerms } from "@utsav/domain";
import { HttpError } from "../../platform/http/http-errors.ts";
import type { BookingRow } from "./booking-repository.ts";

// What cancelling a booking gives back, and when it may be completed (docs/decisions/0035): the rules of the booking
// lifecycle that count money and dates, apart from the service that runs the changes.

/** What a refund is counted from besides the booking: its offering's price and category now, and the vendor's current terms. */
export interface RefundBasis {
  /**
   * The vendor's current terms for the offering's category; the kept ones where the current cannot count (a vendor's or
   * an operator's cancel, everything paid, of a booking that kept its terms).
   */
  current: Pick<VendorTerms, "advancePercent" | "refunds">;
  /** The offering's price now: what a booking placed before its terms were kept counts from. */
  price: number;
}

/** What a consumer paid to book: from the terms kept at booking, else (older bookings) from the terms and price now. */
export function paidFor(booking: BookingRow, basis: RefundBasis): number {
  const kept = booking.termsAtBooking;
  return kept ? amountPaid(kept.price, kept.advancePercent) : amountPaid(basis.price, basis.current.advancePercent);
}

/**
 * What a cancellation gives back: the shopper's own, the kinder of the schedule kept at booking and the vendor's
 * current one (null when neither gives an amount: none is promised); a vendor's or an operator's, everything paid,
 * since the shopper did not choose it. Only a confirmed booking has been paid for (the advance is paid to confirm): a
 * received one gives nothing back, and keeps no figure.
 */
export function refundOnCancel(actor: BookingActor, booking: BookingRow, basis: RefundBasis, now = new Date()): RefundQuote | null {
  // An advance paid online for a booking its vendor has not confirmed yet comes back whole (docs/decisions/0048).
  if (booking.status === "received" && booking.advanceAmount) return fullRefund(booking.advanceAmount);
  if (booking.status !== "confirmed") return null;
  const paid = paidFor(booking, basis);
  if (actor !== "consumer") return fullRefund(paid);
  const schedules = { kept: booking.termsAtBooking?.refunds ?? null, current: basis.current.refunds };
  return kinderRefund(schedules, { paid, eventDate: booking.eventDate, cancelAt: now, bookedAt: booking.createdAt });
}

/** The shopper's quote before cancelling: "Cancel on {today}: ₹x back of ₹y"; null where no amount is given. */
export function consumerQuote(booking: BookingRow, basis: RefundBasis, now = new Date()) {
  if (booking.status === "received" && booking.advanceAmount) {
    const whole = fullRefund(booking.advanceAmount);
    return { ...whole, line: refundLine(indianDate(now), whole) };
  }
  if (booking.status !== "confirmed") return { percent: 0, refund: 0, paid: 0, line: BOOKING_ANSWER_COPY.notConfirmedYet };
  const quote = refundOnCancel("consumer", booking, basis, now);
  if (!quote) return null;
  // Nothing paid ahead (no advance, cash on the day): "₹0 back of ₹0" would read as a promise of nothing; say so.
  return { ...quote, line: quote.paid > 0 ? refundLine(indianDate(now), quote) : BOOKING_ANSWER_COPY.nothingPaid };
}

/** The vendor's quote before cancelling, which a vendor does only to a confirmed booking: everything paid. */
export function vendorQuote(booking: BookingRow, basis: RefundBasis) {
  const quote = fullRefund(paidFor(booking, basis));
  return { ...quote, line: bookingAnswerCopyFor.vendorCancelRefund(quote.paid) };
}

/** The refund a cancelled booking keeps; null for any other booking, and for one cancelled before refunds were kept. */
export function keptRefund(booking: BookingRow): KeptRefund | null {
  const { refundPercent: percent, refundAmount: amount, refundOf: of } = booking;
  return percent === null || amount === null || of === null ? null : { percent, amount, of };
}

/** The refund's columns, written in the same statement as the status (docs/decisions/0035). */
export const refundColumns = (quote: RefundQuote | null) => ({
  refundPercent: quote?.percent ?? null,
  refundAmount: quote?.refund ?? null,
  refundOf: quote?.paid ?? null,
});

/** A vendor's completion before the event date in India: 409, with the date from which it can be done. */
export function checkCompletion(to: BookingStatus, booking: BookingRow, now = new Date()): void {
  if (to !== "completed") return;
  const refused = completionRefused(booking.eventDate, now);
  if (refused) throw new HttpError(409, refused, "BOOKING_TOO_EARLY_TO_COMPLETE");
}

/**
 * Where a vendor may move a booking now, the lifecycle's statuses without completed before the event date, and for a
 * confirmed booking whose event is ahead the date from which it can be marked completed (else null).
 */
export function vendorNext(booking: BookingRow, now = new Date()): { nextStatuses: BookingStatus[]; completableFrom: string | null } {
  const next = nextBookingStatuses("vendor", booking.status);
  const from = next.includes("completed") ? completableFrom(booking.eventDate, now) : null;
  return { nextStatuses: next.filter((status) => status !== "completed" || from === null), completableFrom: from };
}
