import { COMMON_COPY } from "../shared/common-words.ts";

// The vendor area's navigation (docs/decisions/0009, 0042): its name, its pages and the More button that holds the
// pages a phone's tab bar has no room for.

export const VENDOR_NAV_COPY = {
  label: "Vendor area",
  dashboard: "Dashboard",
  bookings: "Bookings",
  /** What shoppers wrote after their bookings (docs/decisions/0060). */
  reviews: "Reviews",
  requests: "Requests",
  offerings: "Offerings",
  gallery: "Gallery",
  documents: "Documents",
  documentsHint: "KYC",
  profile: "Profile",
  calendar: "Calendar",
  team: "Team",
  payments: COMMON_COPY.payments,
  /** How the vendor hears of new bookings (the Contact section's choice on the web; its own screen in the app). */
  bookingAlerts: "Booking alerts",
  more: "More",
} as const;

export const vendorNavCopyFor = {
  /** What More says to a screen reader when the page shown is one of those it holds. */
  current: (page: string) => `Current page: ${page}`,
} as const;
