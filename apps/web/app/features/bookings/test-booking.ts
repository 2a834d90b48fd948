import type { BookingLink } from "../../shared/lib/booking-link";

export function makeBookingLink(fields: Partial<BookingLink> = {}): BookingLink {
  return {
    offeringId: "JSS1",
    offeringSlug: "studio-shoot-jss1",
    vendorName: "JSS Studio",
    offeringName: "Studio Shoot",
    bookingAttributes: [
      { label: "Name", field: "name", type: "input", inputType: "text", required: true },
      { label: "Mobile Number", field: "mobile", type: "input", inputType: "tel", required: true },
      { label: "Email", field: "email", type: "input", inputType: "email", required: false },
      { label: "Requirements", field: "notes", type: "textarea", inputType: "text", required: false },
    ],
    ...fields,
  };
}

export function envelopeResponse(status: number, body: { success: boolean; data: unknown; errorMessage: string | null }): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}
