import type { BookingAttribute } from "@utsav/domain";

/**
 * What the phone's booking page needs to draw the form (application §2 Routes: "/booking?data={encoded} … the base64
 * of a JSON object with offeringId, offeringSlug, vendorName, offeringName, bookingAttributes").
 */
export interface BookingLink {
  offeringId: string;
  offeringSlug: string;
  vendorName: string;
  offeringName: string;
  bookingAttributes: BookingAttribute[];
  /**
   * The vendor's lead time in days (null: none), so the form asks for the event date and the locality (decision
   * 0022); a link made before vendor terms existed has none, and its form asks only the offering's fields.
   */
  leadTimeDays?: number | null;
}

/** base64 of the JSON, through UTF-8 so names such as 'Café' or '₹' survive btoa. */
export function encodeBookingLink(link: BookingLink): string {
  const { offeringId, offeringSlug, vendorName, offeringName, bookingAttributes, leadTimeDays } = link;
  const bytes = new TextEncoder().encode(
    JSON.stringify({ offeringId, offeringSlug, vendorName, offeringName, bookingAttributes, leadTimeDays }),
  );
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
