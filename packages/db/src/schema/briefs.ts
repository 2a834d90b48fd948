import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { Category } from "@utsav/domain";
import { users } from "./accounts.ts";
import { offerings, vendors } from "./catalogue.ts";
import { bookings } from "./bookings.ts";

// Requests for proposals (docs/decisions/0023-request-proposals.md): a consumer's brief, the vendors it was matched
// to and each one's answer (a quote or a decline), and the brief's reference photos.

/** A consumer's brief: what, when, where, for how many, for how much. */
export const briefs = pgTable(
  "briefs",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    /** One of BRIEF_OCCASIONS: the hero's occasions and Other. */
    occasion: text("occasion").notNull(),
    /** YYYY-MM-DD, a day in India; the brief expires after it. */
    eventDate: text("event_date").notNull(),
    /** The gazetteer's name of the locality. */
    locality: text("locality").notNull(),
    guests: integer("guests").notNull(),
    /** Whole rupees. */
    budgetMin: integer("budget_min").notNull(),
    budgetMax: integer("budget_max").notNull(),
    /** decor, gifts, sweets: at least one. */
    categories: jsonb("categories").$type<Category[]>().notNull(),
    notes: text("notes").notNull().default(""),
    /** open | booked | expired (BRIEF_STATES): the scheduler stores expired after the date (docs/decisions/0054). */
    status: text("status").notNull().default("open"),
    /** The booking the accepted quote became. */
    bookingId: text("booking_id").references(() => bookings.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("briefs_user_idx").on(t.userId, t.createdAt)],
);

/**
 * A vendor a brief was matched to when it was sent, and its answer: new, quoted (the quote's fields set), declined,
 * and once the consumer chooses, accepted or closed (BRIEF_ANSWERS). One row per brief and vendor, so a vendor has
 * at most one quote per brief; quoting again changes it. Only a matched vendor sees the brief.
 */
export const briefMatches = pgTable(
  "brief_matches",
  {
    id: text("id").primaryKey(),
    briefId: text("brief_id")
      .notNull()
      .references(() => briefs.id),
    vendorId: text("vendor_id")
      .notNull()
      .references(() => vendors.id),
    /** The brief's categories this vendor can take (matchingCategories), in the brief's order. */
    categories: jsonb("categories").$type<Category[]>().notNull(),
    answer: text("answer").notNull().default("new"),
    /** The quote: whole rupees, what it includes, an offering of the vendor's, valid through a date in India. */
    price: integer("price"),
    included: text("included"),
    offeringId: text("offering_id").references(() => offerings.id),
    validUntil: text("valid_until"),
    quotedAt: timestamp("quoted_at", { withTimezone: true }),
    /** Why the vendor declined, for Utsav's team; the consumer is not shown it. */
    declineReason: text("decline_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("brief_matches_brief_vendor_idx").on(t.briefId, t.vendorId),
    index("brief_matches_vendor_idx").on(t.vendorId, t.createdAt),
  ],
);

/**
 * A reference photo a consumer uploaded for a brief: stored re-encoded under media/briefs, kept here with its owner so
 * a brief can name only its own consumer's photos, and each photo once (brief_id is set when the brief is sent).
 */
export const briefPhotos = pgTable(
  "brief_photos",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    briefId: text("brief_id").references(() => briefs.id),
    imageKey: text("image_key").notNull(),
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("brief_photos_user_idx").on(t.userId, t.createdAt), index("brief_photos_brief_idx").on(t.briefId)],
);
