// Call-backs (call leads) a consumer leaves with a vendor. Its zod schemas.
export * from "./schemas.ts";
