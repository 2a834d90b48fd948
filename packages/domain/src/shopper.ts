// The shopper's part of the domain, for the native app (docs/decisions/0067): the rules, words and schemas of the
// modules a shopper's screens use, each file named here. Metro does not tree-shake, so the app does not import the
// "@utsav/domain" and "@utsav/domain/client" barrels, which load every module's files: the operations console, the
// vendor's area (KYC, team, dashboard, profile) and the localities gazetteer. A name the app needs from a file not
// listed here is added here, file by file; test/shopper-bundle.test.ts fails if a listed file reaches one of those.

// accounts
export * from "./accounts/constants.ts";
export * from "./accounts/login-flow.ts";
export * from "./accounts/onboarding.ts";
export * from "./accounts/otp-code.ts";
export * from "./accounts/profile-editor.ts";
export * from "./accounts/schemas.ts";
export * from "./accounts/sign-out-everywhere-words.ts";

// availability
export * from "./availability/checks.ts";
export * from "./availability/my-date-label.ts";
export * from "./availability/my-date-words.ts";
export * from "./availability/rules.ts";
export * from "./availability/schemas.ts";
export * from "./availability/words.ts";

// bookings
export * from "./bookings/answer-words.ts";
export * from "./bookings/event-details.ts";
export { BOOKING_EVENT_COPY } from "./bookings/event-words.ts";
export * from "./bookings/event.ts";
export * from "./bookings/lifecycle.ts";
export * from "./bookings/messages.ts";
export * from "./bookings/outcome.ts";
export * from "./bookings/rules.ts";
export * from "./bookings/schemas.ts";
export * from "./bookings/shopper.ts";
export { BOOKING_TIMING } from "./bookings/timing-periods.ts";
export * from "./bookings/timing.ts";

// briefs
export * from "./briefs/draft.ts";
export * from "./briefs/form-words.ts";
export { BRIEF_LIMITS } from "./briefs/limits.ts";
export * from "./briefs/messages.ts";
export * from "./briefs/rules.ts";
export * from "./briefs/schemas.ts";

// catalogue
export * from "./catalogue/carousel-window.ts";
export * from "./catalogue/constants.ts";
export * from "./catalogue/home-schemas.ts";
export * from "./catalogue/offering-filters.ts";
export * from "./catalogue/offering-support.ts";
export * from "./catalogue/schemas.ts";
export * from "./catalogue/store-schemas.ts";
export * from "./catalogue/store-words.ts";
export * from "./catalogue/widgets.ts";

// content
export * from "./content/blog-posts.ts";
export * from "./content/legal-documents.ts";
export * from "./content/words.ts";

// leads
export * from "./leads/schemas.ts";

// notifications: the app's push tokens, the words that ask to turn pushes on, and the SMS-as-well choice (decisions 0070, 0073, 0074)
export * from "./notifications/app-words.ts";
export * from "./notifications/message-words.ts";
export * from "./notifications/schemas.ts";

// payments
export * from "./payments/checkout.ts";
export { money } from "./payments/money.ts";
export * from "./payments/rules.ts";
export * from "./payments/schemas.ts";
export * from "./payments/shopper-words.ts";
export * from "./payments/words.ts";

// privacy
export * from "./privacy/constants.ts";
export * from "./privacy/rules.ts";
export * from "./privacy/schemas.ts";
export * from "./privacy/words.ts";

// reviews
export * from "./reviews/checks.ts";
export * from "./reviews/rules.ts";
export * from "./reviews/schemas.ts";
export * from "./reviews/words.ts";

// search
export * from "./search/constants.ts";
export * from "./search/filter-words.ts";
export * from "./search/schemas.ts";
export * from "./search/search-state.ts";
export * from "./search/sort-choice.ts";
export * from "./search/suggestion-target.ts";

// shared
export * from "./shared/app-links.ts";
export * from "./shared/app-words.ts";
export * from "./shared/common-words.ts";
export * from "./shared/constants.ts";
export * from "./shared/copy.ts";
export * from "./shared/countdown.ts";
export * from "./shared/dates.ts";
export * from "./shared/display.ts";
export * from "./shared/email.ts";
export * from "./shared/envelope.ts";
export * from "./shared/file-check.ts";
export * from "./shared/locality-words.ts";
export * from "./shared/messages.ts";
export * from "./shared/page-paths.ts";
export * from "./shared/phone-entry.ts";
export * from "./shared/phone.ts";
export * from "./shared/photo-words.ts";
export * from "./shared/serves-words.ts";
export * from "./shared/session-words.ts";
export * from "./shared/slug.ts";
export * from "./shared/work-page-paths.ts";

// terms
export * from "./terms/offering-terms-schemas.ts";
export * from "./terms/refund-calculator.ts";
export * from "./terms/rules.ts";
export * from "./terms/schemas.ts";
export { TERMS_COPY } from "./terms/words.ts";

// uploads
export * from "./uploads/schemas.ts";

// waitlist
export * from "./waitlist/schemas.ts";
