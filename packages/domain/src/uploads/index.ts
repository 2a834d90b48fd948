// The generic upload call (POST /api/upload). Its zod schemas.
export * from "./schemas.ts";
