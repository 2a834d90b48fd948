// The operators' console: vendor review, oversight and audit (docs/decisions/0020). Without zod: what
// @utsav/domain/client re-exports.
export * from "./console-words.ts";
export * from "./constants.ts";
export * from "./operator-accounts.ts";
export * from "./responsiveness.ts";
export * from "./review.ts";
export * from "./waiting.ts";
export * from "./problems.ts";
export * from "./nav-words.ts";
