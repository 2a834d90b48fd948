import { index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { offeringAndVendor } from "./columns.ts";

// Call leads: what consumers ask of vendors by phone (docs/decisions/0027-business-modules.md, leads).

/** A consumer revealing a vendor's number (application §7 call-lead); one row per consumer, offering and day. */
export const callLeads = pgTable(
  "call_leads",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    ...offeringAndVendor(),
    day: text("day").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("call_leads_once_a_day_idx").on(t.userId, t.offeringId, t.day),
    index("call_leads_vendor_idx").on(t.vendorId, t.createdAt),
  ],
);
