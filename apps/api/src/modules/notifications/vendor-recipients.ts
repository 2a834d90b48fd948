import { sql } from "drizzle-orm";
import type { BookingAlerts } from "@utsav/domain";
import { users, vendorProfiles, vendors } from "@utsav/db";

/**
 * Where a vendor is told of bookings and leads, as columns of a query joined with the vendor's owner (users) and
 * profile: the account's phone (else the listed one), the Contact section's e-mail, and the channels the vendor chose
 * there (null before it chose).
 */
export const recipientColumns = {
  vendorName: vendors.name,
  phone: sql<string | null>`coalesce(${users.phone}, ${vendors.phone})`,
  email: sql<string | null>`${vendorProfiles.sections} -> 'contact' ->> 'email'`,
  whatsapp: sql<string | null>`${vendorProfiles.sections} -> 'contact' ->> 'whatsappNumber'`,
  alerts: sql<Partial<BookingAlerts> | null>`${vendorProfiles.sections} -> 'contact' -> 'bookingAlerts'`,
};

/**
 * Where a vendor is told of bookings and leads: the account's phone (or, for the catalogue's vendors, which have no
 * account, the listed one), and the e-mail and WhatsApp number they gave.
 */
export interface VendorRecipients {
  vendorName: string;
  phone: string | null;
  email: string | null;
  /** The Contact section's WhatsApp number ('+91…'), or null. */
  whatsapp: string | null;
  /** The channels chosen in the Contact section; null before the vendor chose (both). */
  alerts: Partial<BookingAlerts> | null;
}
