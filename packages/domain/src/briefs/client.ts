// Requests for proposals: briefs, matching, quotes and acceptance (docs/decisions/0023). Without zod: what
// @utsav/domain/client re-exports.
export * from "./messages.ts";
export * from "./form-words.ts";
export * from "./quote-messages.ts";
export * from "./rules.ts";
export * from "./draft.ts";
export * from "./quotes.ts";
export * from "./matching.ts";
