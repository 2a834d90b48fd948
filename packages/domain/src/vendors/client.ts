// The vendor's profile, offerings, gallery and identity documents (KYC). Without zod: what @utsav/domain/client re-
// exports.
export * from "./constants.ts";
export * from "./profile.ts";
export * from "./offering.ts";
export * from "./kyc.ts";
export * from "./identity.ts";
