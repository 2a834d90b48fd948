import { text } from "drizzle-orm/pg-core";
import { offerings, vendors } from "./catalogue.ts";

// Columns that tables of several modules share. Not a table file: index.ts does not export it.

/** The offering a booking or a call lead is about and its vendor, both required to exist. */
export const offeringAndVendor = () => ({
  offeringId: text("offering_id")
    .notNull()
    .references(() => offerings.id),
  vendorId: text("vendor_id")
    .notNull()
    .references(() => vendors.id),
});
