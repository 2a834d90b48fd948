// One schema for PGlite and PostgreSQL, one file by business module (docs/decisions/0027); snake_case columns
// (STYLE.md). drizzle-kit reads this file.
export * from "./platform.ts";
export * from "./accounts.ts";
export * from "./catalogue.ts";
export * from "./reviews.ts";
export * from "./search.ts";
export * from "./waitlist.ts";
export * from "./bookings.ts";
export * from "./leads.ts";
export * from "./briefs.ts";
export * from "./vendors.ts";
export * from "./terms.ts";
export * from "./operations.ts";
export * from "./notifications.ts";
export * from "./privacy.ts";
export * from "./payments.ts";
export * from "./availability.ts";
