// What several modules share: constants, the words (MESSAGES, COPY…), formats, field checks and the answers' envelope.
// Its rules and words (client.ts) and its zod schemas.
export * from "./client.ts";
export * from "./envelope.ts";
export * from "./schemas.ts";
export * from "./field-schemas.ts";
export * from "./dev-clock-schemas.ts";
