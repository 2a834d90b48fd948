import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { offerings, vendors } from "./catalogue.ts";
import { users } from "./accounts.ts";

// What consumers ask of vendors: bookings and call leads, and the waitlists of consumers and vendors before launch.

/** The offering a lead is about and its vendor, both required to exist. */
const offeringAndVendor = () => ({
  offeringId: text("offering_id")
    .notNull()
    .references(() => offerings.id),
  vendorId: text("vendor_id")
    .notNull()
    .references(() => vendors.id),
});

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
    /** received | confirmed | declined | completed | cancelled (BOOKING_STATUSES); each change is a booking_events row. */
    status: text("status").notNull().default("received"),
    userId: text("user_id"),
    /**
     * The name and phone number the shopper gave (the offering's first text and tel fields; the phone as
     * '+91XXXXXXXXXX'): the vendor searches by them, status changes are sent to the phone, and a shopper who proves
     * the number by code finds the booking.
     */
    customerName: text("customer_name"),
    customerPhone: text("customer_phone"),
    idempotencyKey: text("idempotency_key").unique(),
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
    index("bookings_customer_phone_idx").on(t.customerPhone, t.createdAt),
  ],
);

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
