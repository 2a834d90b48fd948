// Sign-in by code, sessions, the consumer's profile and operators' accounts. Its rules and words (client.ts) and its
// zod schemas.
export * from "./client.ts";
export * from "./schemas.ts";
export * from "./vendor-web-link-schemas.ts";
