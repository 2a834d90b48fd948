import type { OfferingDetail } from "@utsav/domain";

// What the booking form says of the advance (docs/decisions/0048): the offering's price and its vendor's advance, read
// from the offering as the API has it, never from the booking link a person may have typed. The server computes the
// order's amount itself; these figures only tell the shopper beforehand.

/** The offering's price in rupees and the percent its vendor asks ahead (null: none stated). */
export interface BookingAdvance {
  price: number;
  percent: number | null;
}

/** Where the advance is paid online (payments on, the vendor asks one); else the form says nothing of it: it is paid as before. */
export const bookingAdvanceOf = (offering: Pick<OfferingDetail, "price" | "terms">): BookingAdvance => ({
  price: offering.price,
  percent: offering.terms?.advancePaidOnline ? (offering.terms.advancePercent ?? null) : null,
});
