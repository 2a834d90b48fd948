// The shopper's calls, for the native app (docs/decisions/0067): what its screens call, each file named here. Metro
// does not tree-shake, so the app does not import this package's root (index.ts), which loads every call of the
// vendor's area and the operations console. A call a shopper screen needs is added here, with its answer's schema in
// shopper-validate.ts.
export * from "./core/transport.ts";
export * from "./core/envelope.ts";
export * from "./core/errors.ts";
export * from "./core/api-error.ts";
export * from "./core/fetch-transport.ts";
export * from "./core/upload-file.ts";
export * from "./core/form-outcome.ts";

// auth
export * from "./auth/generate-otp.ts";
export * from "./auth/logout-everywhere.ts";
export * from "./auth/logout.ts";
export * from "./auth/verify-otp.ts";

// bookings
export * from "./bookings/submit-booking.ts";

// briefs
export * from "./briefs/accept-quote.ts";
export * from "./briefs/create-brief.ts";
export * from "./briefs/get-my-brief.ts";
export * from "./briefs/list-my-briefs.ts";
export * from "./briefs/upload-brief-photos.ts";

// catalogue
export * from "./catalogue/get-collection.ts";
export * from "./catalogue/get-home.ts";
export * from "./catalogue/get-not-free.ts";
export * from "./catalogue/get-offering-availability.ts";
export * from "./catalogue/get-offering.ts";
export * from "./catalogue/list-offerings.ts";

// consumer
export * from "./consumer/cancel-my-booking.ts";
export * from "./consumer/create-call-lead.ts";
export * from "./consumer/delete-my-account.ts";
export * from "./consumer/export-my-data.ts";
export * from "./consumer/get-consumer.ts";
export * from "./consumer/get-my-booking.ts";
export * from "./consumer/list-my-bookings.ts";
export * from "./consumer/report-my-booking-problem.ts";
export * from "./consumer/update-consumer.ts";
export * from "./consumer/upload-profile-image.ts";

// events
export * from "./events/record-offering-event.ts";

// localities
export * from "./localities/get-localities.ts";
export * from "./localities/get-location.ts";
export * from "./localities/get-serviceability.ts";
export * from "./localities/get-unserved.ts";
export * from "./localities/set-location.ts";

// notifications: this phone's push token, for the shopper and the vendor alike, and the shopper's SMS-as-well choice
// (docs/decisions/0070, 0073, 0074)
export * from "./notifications/forget-push-token.ts";
export * from "./notifications/register-push-token.ts";
export * from "./notifications/shopper-messages.ts";

// payments
export * from "./payments/refresh-checkout.ts";

// reviews
export * from "./reviews/get-my-booking-review.ts";
export * from "./reviews/save-my-booking-review.ts";
export * from "./reviews/upload-review-photo.ts";

// search
export * from "./search/get-search-page-data.ts";
export * from "./search/get-suggestions.ts";
export * from "./search/search-id.ts";
export * from "./search/search-offerings.ts";

// stores
export * from "./stores/get-store.ts";

// waitlist
export * from "./waitlist/join-user-waitlist.ts";
