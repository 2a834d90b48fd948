// Availability: blocked days, daily capacity, the calendar feed (docs/decisions/0056). Its rules and words (client.ts)
// and its zod schemas.
export * from "./client.ts";
export * from "./schemas.ts";
