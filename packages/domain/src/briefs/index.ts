// Requests for proposals: briefs, matching, quotes and acceptance (docs/decisions/0023). Its rules and words
// (client.ts) and its zod schemas.
export * from "./client.ts";
export * from "./schemas.ts";
