// Placing a booking, its lifecycle, and the consumer's and the vendor's views of it (docs/decisions/0021). Its rules
// and words (client.ts) and its zod schemas.
export * from "./client.ts";
export * from "./schemas.ts";
export * from "./timing-schemas.ts";
