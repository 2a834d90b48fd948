// Paying the advance, refunds and payouts (docs/decisions/0048): its rules and words (client.ts) and its zod schemas.
export * from "./client.ts";
export * from "./schemas.ts";
export * from "./payout-schemas.ts";
export * from "./operator-schemas.ts";
