import { z } from "zod";
import { messageFor } from "../messages.ts";
import { VENDOR_OFFERING_LIMITS } from "../rules/vendor-offering.ts";
import { boundedRecord } from "./common.ts";
import { offeringIdSchema } from "./offering.ts";
import { bookingTermsFieldsSchema } from "./terms.ts";

// spec: application §3 (Booking payload, Call lead payload), §7 (POST /public/booking, POST /consumer/call-lead)

export const idempotencyKeySchema = z
  .string()
  .min(8, "Idempotency-Key must be 8 to 100 letters, digits, '-', '_', ':' or '.'")
  .max(100, "Idempotency-Key must be 8 to 100 letters, digits, '-', '_', ':' or '.'")
  .regex(/^[A-Za-z0-9_.:-]+$/, "Idempotency-Key must be 8 to 100 letters, digits, '-', '_', ':' or '.'");

export const bookingRequestSchema = z
  .object({
    offeringId: offeringIdSchema,
    vendorName: z.string().max(120),
    offeringName: z.string().max(200),
    /** The offering's own fields only (the route refuses any other name): at most as many as an offering may ask. */
    bookingData: boundedRecord(
      z
        .string()
        .max(40)
        .regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/, "Booking field names must be identifiers"),
      z.string().max(2000, "A booking field can hold at most 2000 characters"),
      VENDOR_OFFERING_LIMITS.bookingAttributes.max,
      messageFor.tooManyBookingFields(VENDOR_OFFERING_LIMITS.bookingAttributes.max),
    ),
    /** The event date and the address's locality, checked against the vendor's terms (docs/decisions/0022). */
    ...bookingTermsFieldsSchema,
  })
  .strict();

export const bookingResponseSchema = z.object({ bookingId: z.string(), status: z.literal("received") });

export const callLeadRequestSchema = z
  .object({ offeringId: offeringIdSchema, vendorName: z.string().max(120), offeringName: z.string().max(200) })
  .strict();
export const callLeadResponseSchema = z.object({ vendorName: z.string(), phoneNumber: z.string() });

export const offeringEventSchema = z.object({ name: z.enum(["buy_click", "call_click"]), offeringId: offeringIdSchema }).strict();
export const recordedSchema = z.object({ recorded: z.literal(true) });
