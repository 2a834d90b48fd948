import { z } from "zod";
import { bookingAttributeSchema, isValidSlug, offeringIdSchema } from "@utsav/domain";
import type { BookingLink } from "../../shared/lib/booking-link";

// The link is typed by whoever shares it: read it defensively. The server checks the booking against its own copy
// of the offering anyway (POST /api/public/booking), so this only decides whether the form can be drawn.
const bookingLinkSchema = z.object({
  offeringId: offeringIdSchema,
  offeringSlug: z.string().refine(isValidSlug),
  vendorName: z.string().min(1).max(120),
  offeringName: z.string().min(1).max(200),
  bookingAttributes: z.array(bookingAttributeSchema).min(1).max(20),
  leadTimeDays: z.number().int().min(0).max(365).nullable().optional(),
});

/** The booking link in `data`, or null when it is missing, not base64, not JSON, or not the expected shape. */
export function decodeBookingLink(data: string | null): BookingLink | null {
  if (!data || data.length > 8000) return null;
  let json: unknown;
  try {
    const binary = atob(data);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    json = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
  const parsed = bookingLinkSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
