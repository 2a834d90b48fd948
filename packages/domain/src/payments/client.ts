// Paying the advance, refunds and payouts (docs/decisions/0048). Without zod: what @utsav/domain/client re-exports.
export * from "./rules.ts";
export * from "./words.ts";
export * from "./checkout.ts";
export * from "./shopper-words.ts";
export * from "./booking-payment-words.ts";
export * from "./payout-rules.ts";
export * from "./payout-words.ts";
export * from "./operator-words.ts";
