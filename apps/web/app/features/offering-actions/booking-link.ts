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
}

/** base64 of the JSON, through UTF-8 so names such as 'Café' or '₹' survive btoa. */
export function encodeBookingLink(link: BookingLink): string {
  const { offeringId, offeringSlug, vendorName, offeringName, bookingAttributes } = link;
  const bytes = new TextEncoder().encode(JSON.stringify({ offeringId, offeringSlug, vendorName, offeringName, bookingAttributes }));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
