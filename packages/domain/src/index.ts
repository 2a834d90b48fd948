export * from "./client.ts";
export * from "./envelope.ts";
export * from "./schemas/offering.ts";
export * from "./schemas/collection.ts";
export * from "./schemas/footer.ts";
export * from "./schemas/home.ts";
export * from "./schemas/search.ts";
export * from "./schemas/account.ts";
export * from "./schemas/common.ts";
export * from "./schemas/fields.ts";
export * from "./schemas/waitlist.ts";
export * from "./schemas/auth.ts";
export * from "./schemas/leads.ts";
export * from "./schemas/vendor-gallery.ts";
export * from "./schemas/vendor-kyc.ts";
export * from "./schemas/vendor-profile.ts";
export * from "./schemas/vendor-offering.ts";
export * from "./schemas/terms.ts";
export * from "./schemas/vendor-terms.ts";
export * from "./schemas/review.ts";
export * from "./schemas/admin.ts";
// bookings after they are placed: lifecycle, vendor and shopper views (docs/decisions/0021)
export * from "./schemas/bookings.ts";
// requests for proposals: briefs and quotes (docs/decisions/0023)
export * from "./schemas/briefs.ts";
