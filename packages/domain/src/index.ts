// Everything: the constants, messages and rules of the client entry, and the zod schemas. One line per business
// module (docs/decisions/0027-business-modules.md).
export * from "./shared/index.ts";
export * from "./accounts/index.ts";
export * from "./catalogue/index.ts";
export * from "./search/index.ts";
export * from "./waitlist/index.ts";
export * from "./bookings/index.ts";
export * from "./leads/index.ts";
export * from "./briefs/index.ts";
export * from "./vendors/index.ts";
export * from "./terms/index.ts";
export * from "./operations/index.ts";
export * from "./notifications/index.ts";
export * from "./uploads/index.ts";
export * from "./privacy/index.ts";
export * from "./payments/index.ts";
export * from "./availability/index.ts";
export * from "./reviews/index.ts";
export * from "./content/index.ts";
