// What the browser may load: constants, messages and rules, without zod. Types come from "@utsav/domain".
export * from "./constants.ts";
export * from "./messages.ts";
export * from "./rules/slug.ts";
export * from "./rules/display.ts";
export * from "./rules/collections.ts";
export * from "./rules/phone.ts";
export * from "./rules/phone-entry.ts";
export * from "./rules/email.ts";
export * from "./rules/booking.ts";
export * from "./rules/dates.ts";
export * from "./rules/fields.ts";
export * from "./rules/waitlist.ts";
export * from "./rules/kyc.ts";
export * from "./rules/vendor-profile.ts";
export * from "./rules/vendor-offering.ts";
export * from "./rules/widgets.ts";
export * from "./rules/offering-filters.ts";
export * from "./rules/otp-code.ts";
export * from "./rules/countdown.ts";
export * from "./rules/onboarding.ts";
export * from "./rules/profile-editor.ts";
export * from "./rules/file-check.ts";
export * from "./rules/carousel-window.ts";
export * from "./rules/login-flow.ts";
export * from "./rules/search-state.ts";
export * from "./rules/suggestion-target.ts";
// vendor terms and service areas (docs/decisions/0022)
export * from "./rules/localities.ts";
export * from "./rules/vendor-terms.ts";
export * from "./rules/page-paths.ts";
export * from "./rules/review.ts";
// bookings after they are placed: lifecycle, messages, notification templates (docs/decisions/0021)
export * from "./booking-messages.ts";
export * from "./rules/booking-lifecycle.ts";
export * from "./rules/notification-templates.ts";
// requests for proposals: briefs, matching and quotes (docs/decisions/0023)
export * from "./brief-messages.ts";
export * from "./quote-messages.ts";
export * from "./rules/briefs.ts";
export * from "./rules/quotes.ts";
export * from "./rules/brief-matching.ts";
