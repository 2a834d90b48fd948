import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { offerings, vendors } from "./catalogue.ts";

// Availability (docs/decisions/0056): the days a vendor blocks, how many events it takes on one day (per vendor, and
// per offering where that differs), and the secret of its calendar feed. A day is full when the bookings that hold it
// (awaiting payment, received, confirmed) reach the capacity.

/** A vendor's calendar settings: its daily capacity (null: no limit) and its iCalendar feed's secret (null: none yet). */
export const vendorCalendars = pgTable("vendor_calendars", {
  vendorId: text("vendor_id")
    .primaryKey()
    .references(() => vendors.id, { onDelete: "cascade" }),
  dailyCapacity: integer("daily_capacity"),
  /** The feed's secret, stored as its SHA-256 (hex): the link holds the secret, the database only its hash. */
  feedTokenHash: text("feed_token_hash").unique(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** An offering whose daily capacity differs from its vendor's. */
export const offeringCapacities = pgTable(
  "offering_capacities",
  {
    offeringId: text("offering_id")
      .primaryKey()
      .references(() => offerings.id, { onDelete: "cascade" }),
    vendorId: text("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    dailyCapacity: integer("daily_capacity").notNull(),
  },
  (t) => [index("offering_capacities_vendor_idx").on(t.vendorId)],
);

/** Days a vendor does not take bookings: one day (starts_on = ends_on) or a range, both inclusive, YYYY-MM-DD. */
export const vendorBlockedDays = pgTable(
  "vendor_blocked_days",
  {
    id: text("id").primaryKey(),
    vendorId: text("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    startsOn: text("starts_on").notNull(),
    endsOn: text("ends_on").notNull(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("vendor_blocked_days_vendor_idx").on(t.vendorId, t.endsOn)],
);
