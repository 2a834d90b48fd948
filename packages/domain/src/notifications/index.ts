// The messages Utsav sends, and the local outbox page. Its rules and words (client.ts) and its zod schemas.
export * from "./client.ts";
export * from "./schemas.ts";
