// The vendor's calls, for the native app (docs/decisions/0071): what its vendor screens call, each file named here,
// beside the shopper's (shopper.ts), whose core the app takes from there. Metro does not tree-shake, so the app does
// not import this package's root (index.ts), which loads the operations console's calls too. A call a vendor screen
// needs is added here, with its answer's schema in vendor-app-validate.ts.

// the web's vendor pages opened signed in (docs/decisions/0072)
export * from "./auth/vendor-web-link.ts";

// the dashboard and the profile (booking alerts are the contact section's)
export * from "./vendor/dashboard/get-vendor-dashboard.ts";
export * from "./vendor/profile/get-vendor-profile.ts";
export * from "./vendor/profile/get-profile-section.ts";
export * from "./vendor/profile/save-profile-section.ts";

// bookings and leads
export * from "./vendor/bookings/list-vendor-bookings.ts";
export * from "./vendor/bookings/get-vendor-booking.ts";
export * from "./vendor/bookings/set-vendor-booking-status.ts";
export * from "./vendor/bookings/report-vendor-booking-problem.ts";
export * from "./vendor/bookings/list-vendor-leads.ts";

// briefs
export * from "./vendor/briefs/list-vendor-briefs.ts";
export * from "./vendor/briefs/get-vendor-brief.ts";
export * from "./vendor/briefs/send-quote.ts";
export * from "./vendor/briefs/decline-brief.ts";

// the calendar's blocked dates
export * from "./vendor/availability/get-vendor-calendar.ts";
export * from "./vendor/availability/block-dates.ts";
export * from "./vendor/availability/unblock-dates.ts";

// payouts
export * from "./vendor/payments/list-vendor-payments.ts";
export * from "./vendor/payments/get-payout-account.ts";

// reviews received
export * from "./reviews/list-received-reviews.ts";
export * from "./reviews/answer-review.ts";
export * from "./reviews/report-review.ts";
