import { bookingAddress, bookingReference, isBookingStatus } from "@utsav/domain";
import type { BookingAttribute, BookingStatus, VendorBookingSummary } from "@utsav/domain";
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
    consumerName: b.consumerName,
    consumerPhone: b.consumerPhone,
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
 * One booking as a row of the CSV: what the consumer filled in as `field: value` pairs, then the event's date
 * (YYYY-MM-DD, which a spreadsheet reads as a date), its locality and its address.
 */
export function bookingCsvRow(b: BookingListRow & Pick<BookingRow, "bookingData">, fields: readonly BookingAttribute[]): string[] {
  const details = Object.entries(b.bookingData).map(([field, value]) => `${field}: ${value}`);
  return [
    bookingReference(b.id),
    b.createdAt.toISOString(),
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
