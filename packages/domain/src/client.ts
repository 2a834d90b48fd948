// What the browser may load: constants, messages and rules, without zod. Types come from "@utsav/domain".
// One line per business module (docs/decisions/0027-business-modules.md).
export * from "./shared/client.ts";
export * from "./accounts/client.ts";
export * from "./catalogue/client.ts";
export * from "./search/client.ts";
export * from "./waitlist/client.ts";
export * from "./bookings/client.ts";
export * from "./briefs/client.ts";
export * from "./vendors/client.ts";
export * from "./terms/client.ts";
export * from "./operations/client.ts";
export * from "./availability/client.ts";
export * from "./notifications/client.ts";
export * from "./privacy/client.ts";
export * from "./payments/client.ts";
export * from "./reviews/client.ts";
export * from "./content/client.ts";
