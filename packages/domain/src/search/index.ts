// Search and suggestions. Its rules and words (client.ts) and its zod schemas.
export * from "./client.ts";
export * from "./schemas.ts";
