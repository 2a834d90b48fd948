// What the browser may load: constants, messages and rules, without zod. Types come from "@utsav/domain".
export * from "./constants.ts";
export * from "./messages.ts";
export * from "./rules/slug.ts";
export * from "./rules/display.ts";
export * from "./rules/collections.ts";
export * from "./rules/phone.ts";
export * from "./rules/email.ts";
export * from "./rules/booking.ts";
export * from "./rules/dates.ts";
export * from "./rules/fields.ts";
export * from "./rules/waitlist.ts";
export * from "./rules/kyc.ts";
export * from "./rules/vendor-profile.ts";
export * from "./rules/vendor-offering.ts";
