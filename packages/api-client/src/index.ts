// The typed client of the HTTP API: one function per call, each taking a transport (docs/decisions/0017).
// Request bodies and answers are typed from the schemas of @utsav/domain, imported as types only, so no zod is
// loaded; @utsav/api-client/validate checks answers against them for clients that want it. This entry is the
// whole client; the web imports each module from its own file (@utsav/api-client/catalogue/get-home), so a page
// or a test loads only what it calls.
export * from "./core/transport.ts";
export * from "./core/envelope.ts";
export * from "./core/errors.ts";
export * from "./core/api-error.ts";
export * from "./core/fetch-transport.ts";
export * from "./core/in-process-transport.ts";
export * from "./core/upload-file.ts";
export * from "./core/form-outcome.ts";
export * from "./paths.ts";
export * from "./vendor/paths.ts";

export * from "./auth/generate-otp.ts";
export * from "./auth/verify-otp.ts";
export * from "./auth/logout.ts";
export * from "./auth/logout-everywhere.ts";
export * from "./auth/get-session.ts";
export * from "./auth/vendor-web-link.ts";

export * from "./local/get-local-outbox.ts";
export * from "./notifications/register-push-token.ts";
export * from "./notifications/forget-push-token.ts";
export * from "./notifications/shopper-messages.ts";

export * from "./consumer/get-consumer.ts";
export * from "./consumer/update-consumer.ts";
export * from "./consumer/upload-profile-image.ts";
export * from "./consumer/create-call-lead.ts";

export * from "./catalogue/get-home.ts";
export * from "./catalogue/get-footer.ts";
export * from "./catalogue/list-offerings.ts";
export * from "./catalogue/get-offering.ts";
export * from "./catalogue/get-collection.ts";
export * from "./catalogue/get-offering-availability.ts";
export * from "./catalogue/get-not-free.ts";
export * from "./stores/get-store.ts";
export * from "./stores/list-stores.ts";

export * from "./search/search-id.ts";
export * from "./search/search-offerings.ts";
export * from "./search/get-suggestions.ts";
export * from "./search/get-search-page-data.ts";

export * from "./bookings/submit-booking.ts";

export * from "./localities/paths.ts";
export * from "./localities/get-localities.ts";
export * from "./localities/get-location.ts";
export * from "./localities/set-location.ts";
export * from "./localities/get-serviceability.ts";
export * from "./localities/get-unserved.ts";
export * from "./events/record-offering-event.ts";
export * from "./waitlist/join-user-waitlist.ts";
export * from "./waitlist/join-vendor-waitlist.ts";

export * from "./vendor/profile/get-vendor-profile.ts";
export * from "./vendor/profile/onboard-vendor.ts";
export * from "./vendor/profile/get-profile-section.ts";
export * from "./vendor/profile/save-profile-section.ts";
export * from "./vendor/profile/submit-vendor-profile.ts";
export * from "./vendor/dashboard/get-vendor-dashboard.ts";
export * from "./vendor/offerings/list-vendor-offerings.ts";
export * from "./vendor/offerings/get-vendor-offering.ts";
export * from "./vendor/offerings/save-vendor-offering.ts";
export * from "./vendor/offerings/set-vendor-offering-status.ts";
export * from "./vendor/gallery/get-gallery.ts";
export * from "./vendor/gallery/get-gallery-config.ts";
export * from "./vendor/gallery/update-gallery.ts";
export * from "./vendor/gallery/remove-gallery-images.ts";
export * from "./vendor/gallery/update-gallery-captions.ts";
export * from "./vendor/gallery/set-gallery-main-image.ts";
export * from "./vendor/kyc/get-kyc.ts";
export * from "./vendor/kyc/get-kyc-config.ts";
export * from "./vendor/kyc/get-kyc-status.ts";
export * from "./vendor/kyc/upload-kyc-document.ts";
export * from "./vendor/kyc/remove-kyc-documents.ts";
export * from "./vendor/kyc/update-kyc-document.ts";
export * from "./vendor/kyc/submit-kyc.ts";

// The operations console (docs/decisions/0020).
export * from "./operator/paths.ts";
export * from "./operator/list-operator-vendors.ts";
export * from "./operator/get-operator-vendor.ts";
export * from "./operator/decide-vendor.ts";
export * from "./operator/approve-identity-change.ts";
export * from "./operator/reject-identity-change.ts";
export * from "./operator/list-vendor-changes.ts";
export * from "./operator/reveal-document-number.ts";
export * from "./operator/make-document-link.ts";
export * from "./operator/pause-vendor.ts";
export * from "./operator/restore-vendor.ts";
export * from "./operator/hide-offering.ts";
export * from "./operator/restore-offering.ts";
export * from "./operator/get-audit.ts";
export * from "./operator/list-operators.ts";
export * from "./operator/invite-operator.ts";
export * from "./operator/disable-operator.ts";
export * from "./operator/enable-operator.ts";
export * from "./operator/get-overview.ts";
export * from "./operator/list-operator-bookings.ts";
export * from "./operator/list-operator-leads.ts";
export * from "./operator/get-waitlist.ts";
export * from "./operator/make-bookings-export-link.ts";
export * from "./operator/make-leads-export-link.ts";
export * from "./operator/make-waitlist-export-link.ts";
export * from "./operator/get-waiting.ts";
export * from "./operator/reveal-booking-contacts.ts";
export * from "./operator/reveal-brief-contacts.ts";
export * from "./operator/cancel-operator-booking.ts";
export * from "./operator/complete-operator-booking.ts";
export * from "./operator/resend-brief.ts";
// bookings after they are placed (docs/decisions/0021)
export * from "./vendor/bookings/list-vendor-bookings.ts";
export * from "./vendor/bookings/get-vendor-booking.ts";
export * from "./vendor/bookings/set-vendor-booking-status.ts";
export * from "./vendor/bookings/report-vendor-booking-problem.ts";
export * from "./vendor/bookings/list-vendor-leads.ts";
export * from "./consumer/list-my-bookings.ts";
export * from "./consumer/get-my-booking.ts";
export * from "./consumer/cancel-my-booking.ts";
export * from "./consumer/report-my-booking-problem.ts";
// requests for proposals (docs/decisions/0023)
export * from "./briefs/paths.ts";
export * from "./briefs/create-brief.ts";
export * from "./briefs/list-my-briefs.ts";
export * from "./briefs/get-my-brief.ts";
export * from "./briefs/accept-quote.ts";
export * from "./briefs/upload-brief-photos.ts";
export * from "./vendor/briefs/list-vendor-briefs.ts";
export * from "./vendor/briefs/get-vendor-brief.ts";
export * from "./vendor/briefs/send-quote.ts";
export * from "./vendor/briefs/decline-brief.ts";
// download my data, delete my account (docs/decisions/0031)
export * from "./consumer/export-my-data.ts";
export * from "./consumer/delete-my-account.ts";
export * from "./vendor/account/export-vendor-data.ts";
export * from "./vendor/account/delete-vendor-account.ts";
// the business's owner and team (docs/decisions/0033)
export * from "./vendor/team/get-vendor-team.ts";
export * from "./vendor/team/invite-team-member.ts";
export * from "./vendor/team/revoke-team-invite.ts";
export * from "./vendor/team/remove-team-member.ts";
export * from "./operator/invite-vendor-owner.ts";
export * from "./operator/revoke-vendor-owner-invite.ts";
// payouts: the bank account, the Payments page and its review (docs/decisions/0051)
export * from "./vendor/payments/get-payout-account.ts";
export * from "./vendor/payments/save-payout-account.ts";
export * from "./vendor/payments/list-vendor-payments.ts";
export * from "./operator/payouts/list-payout-accounts.ts";
export * from "./operator/payouts/get-vendor-payout-account.ts";
export * from "./operator/payouts/approve-payout-account.ts";
export * from "./operator/payouts/reject-payout-account.ts";
// paying the advance: the checkout page (docs/decisions/0050)
export * from "./payments/index.ts";
// the operators' payments console (docs/decisions/0052)
export * from "./operator/payments/index.ts";
// availability: the vendor's calendar, its blocks, capacities and feed (docs/decisions/0056)
export * from "./vendor/availability/index.ts";

// Reviews (docs/decisions/0060)
export * from "./reviews/answer-review.ts";
export * from "./reviews/get-my-booking-review.ts";
export * from "./reviews/get-standing.ts";
export * from "./reviews/hide-review.ts";
export * from "./reviews/list-operator-reviews.ts";
export * from "./reviews/list-received-reviews.ts";
export * from "./reviews/report-review.ts";
export * from "./reviews/restore-review.ts";
export * from "./reviews/save-my-booking-review.ts";
export * from "./reviews/upload-review-photo.ts";
