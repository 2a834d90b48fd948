import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

// The waitlists of consumers and vendors before launch.

/** Consumers waiting for launch (hero notify-me box); one row per address (application §1). */
export const waitlistUsers = pgTable("waitlist_users", {
  email: text("email").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Vendors who asked to join before onboarding opens; one row per normalised phone number. */
export const waitlistVendors = pgTable("waitlist_vendors", {
  phone: text("phone").primaryKey(),
  businessName: text("business_name").notNull(),
  contactName: text("contact_name").notNull(),
  email: text("email"),
  category: text("category").notNull(),
  city: text("city").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
