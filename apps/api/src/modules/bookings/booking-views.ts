import {
  autoCompleteAt,
  problemReportable,
  bookingAddress,
  bookingEventDay,
  bookingReference,
  indianDateTime,
  isBookingStatus,
} from "@utsav/domain";
import type {
  BookingReviewState,
  BookingTiming,
  BookingAttribute,
  BookingStatus,
  ConsumerBookingSummary,
  VendorBookingSummary,
} from "@utsav/domain";
import { bookingDetails } from "./booking-details.ts";
import type { BookingListRow, BookingRow } from "./booking-repository.ts";

// How a stored booking reads in the answers and the CSV export: its list row, and where and when its event is
// (docs/decisions/0021, 0034).

export const asStatus = (status: string): BookingStatus => (isBookingStatus(status) ? status : "received");

/** A booking as a line of a list: its reference, status, times, event date and locality, and who it is from. */
export function summary(b: BookingListRow): VendorBookingSummary {
  return {
    id: b.id,
    reference: bookingReference(b.id),
    offeringId: b.offeringId,
    offeringName: b.offeringName,
    status: asStatus(b.status),
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
    eventDate: b.eventDate,
    locality: b.locality,
    answerBy: b.status === "received" && b.answerBy ? b.answerBy.toISOString() : null,
    consumerName: b.consumerName,
    consumerPhone: b.consumerPhone,
  };
}

/**
 * What time means for a booking now (docs/decisions/0054): when it expires unanswered, when it completes by itself
 * unless a problem is reported, the problem reported, and whether one may be reported now.
 */
export function timingOf(b: BookingRow, now: Date): BookingTiming {
  const completesAt = b.status === "confirmed" && !b.problemReportedAt ? autoCompleteAt(b.eventDate) : null;
  const problem =
    b.problemReportedAt && b.problemReportedBy
      ? { reportedAt: b.problemReportedAt.toISOString(), reportedBy: b.problemReportedBy, note: b.problemNote ?? "" }
      : null;
  return {
    answerBy: b.status === "received" && b.answerBy ? b.answerBy.toISOString() : null,
    completesAt: completesAt?.toISOString() ?? null,
    problem,
    canReportProblem: b.status === "confirmed" && !problem && problemReportable(b.eventDate, now),
  };
}

/**
 * A booking as the shopper's own list reads it (issue 38): what the vendor's list says but whose name and number it
 * is, with the vendor, the offering's page, the event's date (picked, else their answer to the offering's date
 * question), the price kept when it was booked, and whether it may be or was reviewed (docs/decisions/0060).
 */
export function consumerSummary(
  booking: BookingRow,
  fields: readonly BookingAttribute[],
  offeringSlug: string | null,
  reviewState: BookingReviewState | null = null,
): ConsumerBookingSummary {
  const { consumerName: _name, consumerPhone: _phone, ...rest } = summary(booking);
  const price = booking.termsAtBooking?.price ?? 0;
  return {
    ...rest,
    vendorName: booking.vendorName,
    offeringSlug,
    eventDay: bookingEventDay({ eventDate: booking.eventDate, details: bookingDetails(booking.bookingData, fields) }),
    price: price > 0 ? price : null,
    reviewState,
  };
}

/** The address the shopper wrote, from the field of the offering that asks for it (its label says "Address"). */
export function addressOf(booking: Pick<BookingRow, "bookingData">, fields: readonly BookingAttribute[]): { address: string | null } {
  return { address: bookingAddress(fields, booking.bookingData) };
}

/** The CSV export's columns: the first seven as they always were, then the event's date, locality and address. */
export const BOOKINGS_CSV_HEADER = [
  "Reference",
  "Placed",
  "Status",
  "Offering",
  "Customer",
  "Phone",
  "Details",
  "Event date",
  "Locality",
  "Address",
];

/**
 * One booking as a row of the CSV: when it was placed, in India as the vendor's pages show it (YYYY-MM-DD HH:mm, which a
 * spreadsheet reads as a date and time), what the consumer filled in as `field: value` pairs, then the event's date
 * (YYYY-MM-DD, which a spreadsheet reads as a date), its locality and its address.
 */
export function bookingCsvRow(b: BookingListRow & Pick<BookingRow, "bookingData">, fields: readonly BookingAttribute[]): string[] {
  const details = Object.entries(b.bookingData).map(([field, value]) => `${field}: ${value}`);
  return [
    bookingReference(b.id),
    indianDateTime(b.createdAt),
    b.status,
    b.offeringName,
    b.consumerName ?? "",
    b.consumerPhone ?? "",
    details.join("; "),
    b.eventDate ?? "",
    b.locality ?? "",
    addressOf(b, fields).address ?? "",
  ];
}
