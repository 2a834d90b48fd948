// The vendor's profile, offerings, gallery and identity documents (KYC). Its rules and words (client.ts) and its zod
// schemas.
export * from "./client.ts";
export * from "./profile-schemas.ts";
export * from "./dashboard-schemas.ts";
export * from "./offering-schemas.ts";
export * from "./gallery-schemas.ts";
export * from "./kyc-schemas.ts";
export * from "./identity-schemas.ts";
export * from "./team-schemas.ts";
