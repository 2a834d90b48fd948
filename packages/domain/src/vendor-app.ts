// The vendor's part of the domain for the native app (docs/decisions/0071): what the app's vendor screens need beyond
// the shopper's entry (shopper.ts), each file named here. Metro does not tree-shake, so the app does not import the
// domain's barrels, which load the operations console too. A rule or word a vendor screen needs is added here.

// sign-in, the vendor area's navigation, and the app's own words
export * from "./vendors/sign-in-words.ts";
export * from "./vendors/nav-words.ts";
export * from "./vendors/app-words.ts";
export * from "./accounts/vendor-web-link.ts";
export * from "./accounts/vendor-web-link-schemas.ts";

// the dashboard, the vendor's profile and its sections (booking alerts are the contact section's)
export * from "./vendors/dashboard.ts";
export * from "./vendors/dashboard-schemas.ts";
export * from "./vendors/todos.ts";
// the operators' review of the business, as its dashboard says it
export { PAUSED_TEXT, REVIEW_SECTION_LABELS, VENDOR_REVIEW_TEXT } from "./operations/review.ts";
export * from "./vendors/profile-schemas.ts";
export * from "./vendors/profile.ts";

// the calendar's month grid (its words, rules and checks are the shopper's entry's)
export * from "./availability/months.ts";

// payouts
export * from "./payments/payout-schemas.ts";
export * from "./payments/payout-words.ts";

// briefs: the vendor's requests pages' words and a quote's checks
export * from "./briefs/quote-messages.ts";
export * from "./briefs/quotes.ts";
