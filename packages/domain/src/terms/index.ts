// Vendors' terms and service areas, the localities gazetteer and serviceability (docs/decisions/0022). Its rules and
// words (client.ts) and its zod schemas.
export * from "./client.ts";
export * from "./cookies.ts";
export * from "./schemas.ts";
export * from "./locality-name.ts";
export * from "./offering-terms-schemas.ts";
export * from "./refund-schedule-schemas.ts";
