// Placing a booking, its lifecycle, and the consumer's and the vendor's views of it (docs/decisions/0021). Without zod:
// what @utsav/domain/client re-exports.
export * from "./rules.ts";
export * from "./lifecycle.ts";
export * from "./messages.ts";
export * from "./event.ts";
export * from "./event-details.ts";
export * from "./answer-words.ts";
export * from "./outcome.ts";
export * from "./shopper.ts";
export * from "./timing.ts";
