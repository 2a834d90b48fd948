// The home feed, sections, collections and offerings as consumers read them. Its rules and words (client.ts) and its zod
// schemas.
export * from "./client.ts";
export * from "./schemas.ts";
export * from "./home-schemas.ts";
export * from "./store-schemas.ts";
