import { z } from "zod";
import { BOOKING_MESSAGES, bookingMessageFor } from "./messages.ts";
import { BOOKING_ACTORS, BOOKING_REASON_MAX, BOOKING_STATUSES } from "./lifecycle.ts";
import { BOOKING_ANSWER_MAX } from "./rules.ts";
import { messageFor } from "../shared/messages.ts";
import { VENDOR_OFFERING_LIMITS } from "../vendors/offering.ts";
import { boundedRecord } from "../shared/schemas.ts";
import { offeringIdSchema } from "../catalogue/schemas.ts";
import { bookingTermsFieldsSchema } from "../terms/schemas.ts";
import { bookingTimingSchema } from "./timing-schemas.ts";
import { bookingPaymentSchema, placedPaymentSchema, receiptSchema } from "../payments/schemas.ts";

// Placing a booking (spec: application §3 Booking payload, §7 POST /public/booking), and the Buy and Call presses
// recorded beside it.

const BOOKING_FIELDS_MAX = VENDOR_OFFERING_LIMITS.bookingAttributes.max;

export const bookingPayloadSchema = z.object({
  offeringId: z.string().min(1).max(40),
  vendorName: z.string().max(120),
  offeringName: z.string().max(200),
  bookingData: boundedRecord(
    z.string().max(40),
    z.string().max(BOOKING_ANSWER_MAX),
    BOOKING_FIELDS_MAX,
    messageFor.tooManyBookingFields(BOOKING_FIELDS_MAX),
  ),
});
export type BookingPayload = z.infer<typeof bookingPayloadSchema>;

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
      // Said of the field by name when it is too long ("Address can hold at most 2000 characters", platform/errors.ts).
      z.string().max(BOOKING_ANSWER_MAX),
      VENDOR_OFFERING_LIMITS.bookingAttributes.max,
      messageFor.tooManyBookingFields(VENDOR_OFFERING_LIMITS.bookingAttributes.max),
    ),
    /** The event date and the address's locality, checked against the vendor's terms (docs/decisions/0022). */
    ...bookingTermsFieldsSchema,
  })
  .strict();

/**
 * A booking placed: received by its vendor, or, where the vendor asks an advance paid online, awaiting payment with the
 * order to pay it (docs/decisions/0048).
 */
export const bookingResponseSchema = z.object({
  bookingId: z.string(),
  status: z.enum(["received", "awaiting_payment"]),
  payment: placedPaymentSchema.nullable(),
});

export const offeringEventSchema = z.object({ name: z.enum(["buy_click", "call_click"]), offeringId: offeringIdSchema }).strict();
export const recordedSchema = z.object({ recorded: z.literal(true) });

// A booking after it is placed (docs/decisions/0021): the vendor's list, detail and answers, the vendor's leads,
// and the consumer's My bookings. Pages of lists are read newest first with an opaque cursor.

export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
export const bookingActorSchema = z.enum(BOOKING_ACTORS);

/** The page after the one that named it; opaque to clients. */
export const pageCursorSchema = z
  .string()
  .max(200, BOOKING_MESSAGES.cursorInvalid)
  .regex(/^[A-Za-z0-9_-]+$/, BOOKING_MESSAGES.cursorInvalid);

const reasonSchema = z
  .string()
  .max(BOOKING_REASON_MAX, bookingMessageFor.reasonTooLong(BOOKING_REASON_MAX))
  .transform((r) => r.trim())
  .optional();

export const bookingIdParamsSchema = z.object({ id: z.string().max(64) });

export const vendorBookingsQuerySchema = z.object({
  status: bookingStatusSchema.optional(),
  cursor: pageCursorSchema.optional(),
  /** A name or a phone number, or part of either. */
  q: z.string().trim().max(100).optional(),
});
export type VendorBookingsQuery = z.input<typeof vendorBookingsQuerySchema>;

export const bookingStatusRequestSchema = z.object({ status: bookingStatusSchema, reason: reasonSchema }).strict();
export type BookingStatusRequest = z.input<typeof bookingStatusRequestSchema>;

export const bookingCancelRequestSchema = z.object({ reason: reasonSchema }).strict();
export type BookingCancelRequest = z.input<typeof bookingCancelRequestSchema>;

export const pageQuerySchema = z.object({ cursor: pageCursorSchema.optional() });

const detailLineSchema = z.object({ label: z.string(), value: z.string() });

/** One change of a booking's status: who made it, when, from and to what, and why. */
export const bookingEventSchema = z.object({
  id: z.string(),
  actor: bookingActorSchema,
  /** Null for the booking being placed. */
  fromStatus: bookingStatusSchema.nullable(),
  toStatus: bookingStatusSchema,
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type BookingEvent = z.infer<typeof bookingEventSchema>;

const bookingSummaryFields = {
  id: z.string(),
  /** The short reference messages and screens show ("#3FA9C21B"). */
  reference: z.string(),
  offeringId: z.string(),
  offeringName: z.string(),
  status: bookingStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * The event's date (YYYY-MM-DD) and the locality checked against the vendor's area (docs/decisions/0022, 0034); null
   * for a booking placed without them.
   */
  eventDate: z.string().nullable(),
  locality: z.string().nullable(),
  /** While it waits for the vendor's answer: when it expires without one (docs/decisions/0054); else null. */
  answerBy: z.string().nullable(),
};

/** What a booking's page adds to its list row: the address written where the offering asks for one (docs/decisions/0034). */
const bookingPlaceFields = { address: z.string().nullable() };

export const vendorBookingSummarySchema = z.object({
  ...bookingSummaryFields,
  /** The name and phone number the consumer gave (the offering's first text and tel fields), if any. */
  consumerName: z.string().nullable(),
  consumerPhone: z.string().nullable(),
});
export type VendorBookingSummary = z.infer<typeof vendorBookingSummarySchema>;

export const vendorBookingListSchema = z.object({
  /**
   * What needs the vendor's answer first (docs/decisions/0054): received bookings, the soonest deadline first, on the
   * first page of the list without a status or a search (else empty); the rest of that list then leaves them out.
   */
  needsAnswer: z.array(vendorBookingSummarySchema),
  bookings: z.array(vendorBookingSummarySchema),
  nextCursor: z.string().nullable(),
});
export type VendorBookingList = z.infer<typeof vendorBookingListSchema>;

/** What a cancelled booking gives back, fixed when it was cancelled (docs/decisions/0035): percent, rupees, of what. */
export const keptRefundSchema = z.object({ percent: z.number().int(), amount: z.number().int(), of: z.number().int() });
export type KeptRefund = z.infer<typeof keptRefundSchema>;

/** What cancelling now would give back, with the sentence that says it. */
const refundQuoteSchema = z.object({ percent: z.number().int(), refund: z.number().int(), paid: z.number().int(), line: z.string() });

export const vendorBookingDetailSchema = vendorBookingSummarySchema.extend({
  ...bookingPlaceFields,
  timing: bookingTimingSchema,
  /** Every field the consumer filled, labelled as the offering asks for it. */
  details: z.array(detailLineSchema),
  events: z.array(bookingEventSchema),
  /** Where the vendor may move the booking now: not to completed before its event date (docs/decisions/0035). */
  nextStatuses: z.array(bookingStatusSchema),
  /** A confirmed booking whose event date is ahead: the date from which it can be marked completed; else null. */
  completableFrom: z.string().nullable(),
  /** While the vendor may cancel: what the vendor would owe back, everything paid (docs/decisions/0035); else null. */
  refundIfCancelled: refundQuoteSchema.nullable(),
  /** A cancelled booking's refund as it was fixed then; null otherwise, and for bookings cancelled before it was kept. */
  refund: keptRefundSchema.nullable(),
});
export type VendorBookingDetail = z.infer<typeof vendorBookingDetailSchema>;

export const vendorLeadSchema = z.object({
  id: z.string(),
  offeringId: z.string(),
  offeringName: z.string(),
  consumerName: z.string().nullable(),
  consumerPhone: z.string(),
  createdAt: z.string(),
});
export const vendorLeadListSchema = z.object({ leads: z.array(vendorLeadSchema), nextCursor: z.string().nullable() });
export type VendorLeadList = z.infer<typeof vendorLeadListSchema>;

export const consumerBookingSummarySchema = z.object({
  ...bookingSummaryFields,
  vendorName: z.string(),
  /** The offering's page, while it is live. */
  offeringSlug: z.string().nullable(),
  /**
   * The event's date as pages say it: the date picked in the form, else the shopper's answer to the offering's own
   * date question (bookingEventDay); null where the booking says neither (issue 38).
   */
  eventDay: z.string().nullable(),
  /** The price in rupees kept when it was booked (docs/decisions/0035); null where none was kept. */
  price: z.number().nonnegative().nullable(),
  /**
   * The booking's review (docs/decisions/0060): "can_write" while "Rate your vendor" is offered, "written" once the
   * shopper has written one; null otherwise (not completed, or the window closed unused).
   */
  reviewState: z.enum(["can_write", "written"]).nullable().optional(),
});
export type ConsumerBookingSummary = z.infer<typeof consumerBookingSummarySchema>;

export const consumerBookingListSchema = z.object({ bookings: z.array(consumerBookingSummarySchema), nextCursor: z.string().nullable() });
export type ConsumerBookingList = z.infer<typeof consumerBookingListSchema>;

export const cancellationTermsSchema = z.object({ title: z.string(), lines: z.array(z.string()) });
export type CancellationTerms = z.infer<typeof cancellationTermsSchema>;

export const consumerBookingDetailSchema = consumerBookingSummarySchema.extend({
  ...bookingPlaceFields,
  timing: bookingTimingSchema,
  details: z.array(detailLineSchema),
  events: z.array(bookingEventSchema),
  canCancel: z.boolean(),
  /** The vendor's own cancellation terms, or null where the vendor stated none. */
  cancellationTerms: cancellationTermsSchema.nullable(),
  /**
   * What cancelling now returns under the vendor's refund schedule ("Cancel on {date}: ₹x back of ₹y"), by the rule
   * the offering page's calculator uses, and the kinder of the schedule kept at booking and the vendor's current one
   * (docs/decisions/0035); null where the booking cannot be cancelled or no schedule gives an amount for it (no
   * schedule, or one counted by notice for a booking without an event date): no amount is promised then.
   */
  refundIfCancelled: refundQuoteSchema.nullable(),
  /** A cancelled booking's refund as it was fixed then (docs/decisions/0035); null otherwise. */
  refund: keptRefundSchema.nullable(),
  /** The advance paid online, its refunds (docs/decisions/0048); null for a booking without one. */
  payment: bookingPaymentSchema.nullable(),
  /** A receipt for each payment and each refund. */
  receipts: z.array(receiptSchema),
});
export type ConsumerBookingDetail = z.infer<typeof consumerBookingDetailSchema>;
