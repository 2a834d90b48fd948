// One schema for PGlite and PostgreSQL, split by area; snake_case columns (STYLE.md). drizzle-kit reads this file.
export * from "./catalogue.ts";
export * from "./accounts.ts";
export * from "./leads.ts";
export * from "./vendor.ts";
export * from "./terms.ts";
export * from "./operations.ts";
export * from "./bookings-lifecycle.ts";
export * from "./briefs.ts";
