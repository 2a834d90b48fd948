import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { BookingActor, BookingStatus, RefundSchedule } from "@utsav/domain";

/** The terms a booking keeps from when it was placed. */
export interface BookingTermsAtBooking {
  advancePercent: number | null;
  refunds: RefundSchedule | null;
  price: number;
}
import { offeringAndVendor } from "./columns.ts";

// Bookings: what consumers book (application §7 POST /public/booking), and what happens to a booking after it is
// placed (docs/decisions/0021-booking-lifecycle-and-notifications.md).

/** Booking requests (application §7 POST /public/booking); cash on delivery, no sign-in needed. */
export const bookings = pgTable(
  "bookings",
  {
    id: text("id").primaryKey(),
    ...offeringAndVendor(),
    /** The server's own copy of the names at the time of booking, not what the client sent. */
    offeringName: text("offering_name").notNull(),
    vendorName: text("vendor_name").notNull(),
    bookingData: jsonb("booking_data").$type<Record<string, string>>().notNull(),
    /** The event's date (YYYY-MM-DD) and the address's locality, checked against the vendor's terms (docs/decisions/0022). */
    eventDate: text("event_date"),
    locality: text("locality"),
    /** BOOKING_STATUSES: awaiting_payment, received, confirmed, declined, completed, cancelled, expired; each change is a booking_events row. */
    status: text("status").$type<BookingStatus>().notNull().default("received"),
    userId: text("user_id"),
    /**
     * The name and phone number the consumer gave (the offering's first text and tel fields; the phone as
     * '+91XXXXXXXXXX'): the vendor searches by them, status changes are sent to the phone, and a consumer who proves
     * the number by code finds the booking.
     */
    consumerName: text("consumer_name"),
    consumerPhone: text("consumer_phone"),
    /**
     * A retry key belongs to its caller (issue 36): `idempotency_scope` names who sent it ('user:<id>' when signed
     * in, 'phone:<+91…>' for a guest, the booking's phone), and a key is unique only within its scope, so another
     * caller's same key places a booking of their own.
     */
    /**
     * The vendor's refund terms when the booking was placed (docs/decisions/0035): the advance and the schedule, kept so
     * a later, harsher change cannot reach a booking already made. Null for bookings placed before they were kept.
     */
    termsAtBooking: jsonb("terms_at_booking").$type<BookingTermsAtBooking>(),
    /** What cancelling gave back, fixed when the booking was cancelled: the percent, the rupees and what they are of. */
    refundPercent: integer("refund_percent"),
    refundAmount: integer("refund_amount"),
    refundOf: integer("refund_of"),
    /**
     * The advance paid online to place it (docs/decisions/0048), in rupees: null where the vendor asks none (cash on the
     * day). A booking with an advance waits in awaiting_payment until the payment is captured.
     */
    advanceAmount: integer("advance_amount"),
    /** The platform's commission on the advance, in percent, fixed when the booking was placed; null without an advance. */
    commissionPercent: integer("commission_percent"),
    /**
     * When the booking reached its vendor: placed (the default), or its advance captured (null until then). The vendor
     * sees only bookings that have.
     */
    receivedAt: timestamp("received_at", { withTimezone: true }).defaultNow(),
    /**
     * When the vendor must have answered (docs/decisions/0054), fixed when the booking reached it; a received booking
     * still unanswered then expires. Null for one placed before the deadline was kept.
     */
    answerBy: timestamp("answer_by", { withTimezone: true }),
    /** A problem either side reported on a confirmed booking: it then does not complete by itself; operators see it. */
    problemReportedAt: timestamp("problem_reported_at", { withTimezone: true }),
    problemReportedBy: text("problem_reported_by").$type<"consumer" | "vendor">(),
    problemNote: text("problem_note"),
    idempotencyKey: text("idempotency_key"),
    idempotencyScope: text("idempotency_scope"),
    requestHash: text("request_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Newest first with the id as tie-breaker, as the vendor's list pages (docs/decisions/0021): the cursor's row
    // comparison (created_at, id) < (…) is read straight from the index.
    index("bookings_vendor_idx").on(t.vendorId, t.createdAt, t.id),
    index("bookings_vendor_status_idx").on(t.vendorId, t.status, t.createdAt, t.id),
    index("bookings_user_idx").on(t.userId, t.createdAt),
    index("bookings_consumer_phone_idx").on(t.consumerPhone, t.createdAt),
    index("bookings_problem_idx").on(t.problemReportedAt),
    // What needs a vendor's answer, the soonest deadline first (docs/decisions/0054): read straight from the index.
    index("bookings_vendor_answer_idx")
      .on(t.vendorId, t.answerBy.asc().nullsLast(), t.createdAt, t.id)
      .where(sql`${t.status} = 'received'`),
    // A vendor's bookings of one day: availability counts those that hold it (docs/decisions/0056).
    index("bookings_vendor_day_idx").on(t.vendorId, t.eventDate),
    uniqueIndex("bookings_idempotency_idx").on(t.idempotencyScope, t.idempotencyKey),
  ],
);

/** Every change of a booking's status, written in the same transaction as the change: who, when, from, to and why. */
export const bookingEvents = pgTable(
  "booking_events",
  {
    id: text("id").primaryKey(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id),
    /** vendor | consumer | operator | system (BOOKING_ACTORS; system: a payment or a timed change). */
    actor: text("actor").$type<BookingActor>().notNull(),
    /** The account that made the change; null for a guest placing a booking. */
    actorUserId: text("actor_user_id"),
    /** Null for the booking being placed. */
    fromStatus: text("from_status").$type<BookingStatus>(),
    toStatus: text("to_status").$type<BookingStatus>().notNull(),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("booking_events_booking_idx").on(t.bookingId, t.createdAt)],
);
