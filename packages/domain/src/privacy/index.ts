// Downloading one's data and deleting one's account (docs/decisions/0031): its rules and words (client.ts) and its
// zod schemas.
export * from "./client.ts";
export * from "./schemas.ts";
export * from "./vendor-export-schemas.ts";
