import { integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { RefundSchedule, ServiceArea, VendorTerms } from "@utsav/domain";
import { vendors } from "./catalogue.ts";

// What vendors promise before a booking (docs/decisions/0022-vendor-terms-and-service-areas.md).

/**
 * Each vendor's terms (catalogue §9): seeded from the catalogue's terms table for its own vendors, written from the
 * Service and Terms sections for the others. Search's "Serves my area" filter and the booking checks read it.
 */
export const vendorTerms = pgTable("vendor_terms", {
  vendorId: text("vendor_id")
    .primaryKey()
    .references(() => vendors.id),
  serviceArea: jsonb("service_area").$type<ServiceArea>().notNull(),
  leadTimeDays: integer("lead_time_days"),
  leadTimeText: text("lead_time_text"),
  advancePercent: integer("advance_percent"),
  /** null: the vendor's refund terms are not shown. */
  refunds: jsonb("refunds").$type<RefundSchedule>(),
  /** Terms that differ for one category of the vendor's offerings. */
  byCategory: jsonb("by_category").$type<Partial<Record<string, Partial<VendorTerms>>>>().notNull().default({}),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
