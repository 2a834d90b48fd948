import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import type { ReviewSource } from "@utsav/domain";
import { vendors } from "./catalogue.ts";

/**
 * A vendor's reviews (docs/decisions/0025, 0060): the catalogue's, imported with it (source 'catalogue'), and those
 * shoppers write after a completed booking (source 'booking', one per booking). Hidden ones (hidden_at) count nowhere.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: text("id").primaryKey(),
    vendorId: text("vendor_id")
      .notNull()
      .references(() => vendors.id),
    rating: smallint("rating").notNull(),
    comment: text("comment").notNull(),
    userName: text("user_name").notNull(),
    userTitle: text("user_title").notNull(),
    reviewDate: text("review_date").notNull().default(""),
    position: integer("position").notNull().default(0),
    source: text("source").$type<ReviewSource>().notNull().default("catalogue"),
    /** The completed booking it reviews; unique, so a booking has one review. */
    bookingId: text("booking_id").unique(),
    /** The shopper who wrote it. */
    userId: text("user_id"),
    offeringId: text("offering_id"),
    offeringName: text("offering_name"),
    /** "2026-11": the month of the booked event, shown as "Event in November 2026". */
    eventMonth: text("event_month"),
    /** Storage keys of up to three photos. */
    photoKeys: jsonb("photo_keys")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** The vendor's one public answer. */
    answer: text("answer"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** The vendor asked operators to look at it. */
    reportedAt: timestamp("reported_at", { withTimezone: true }),
    reportReason: text("report_reason"),
    /** Operators hid it, with the reason the author reads; restoring clears both. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
  },
  (t) => [
    index("reviews_vendor_idx").on(t.vendorId, t.position),
    index("reviews_user_idx").on(t.userId),
    index("reviews_reported_idx").on(t.reportedAt),
  ],
);
