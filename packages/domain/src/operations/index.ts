// The operators' console: vendor review, oversight and audit (docs/decisions/0020). Its rules and words (client.ts) and
// its zod schemas.
export * from "./client.ts";
export * from "./responsiveness-schemas.ts";
export * from "./review-schemas.ts";
export * from "./schemas.ts";
export * from "./waiting-schemas.ts";
