// The vendor's profile, offerings, gallery and identity documents (KYC). Without zod: what @utsav/domain/client re-
// exports.
export * from "./constants.ts";
export * from "./profile.ts";
export * from "./service-area-copy.ts";
export * from "./categories.ts";
export * from "./dashboard.ts";
export * from "./offering.ts";
export * from "./offering-labels.ts";
export * from "./kyc.ts";
export * from "./identity.ts";
export * from "./change-labels.ts";
export * from "./team.ts";
export * from "./nav-words.ts";
export * from "./sign-in-words.ts";
export * from "./todos.ts";
