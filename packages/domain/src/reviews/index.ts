// Reviews from completed bookings (docs/decisions/0060): rules and words (client.ts) and the zod schemas.
export * from "./client.ts";
export * from "./schemas.ts";
