// Sign-in by code, sessions, the consumer's profile and operators' accounts. Without zod: what @utsav/domain/client re-
// exports.
export * from "./constants.ts";
export * from "./login-flow.ts";
export * from "./otp-code.ts";
export * from "./onboarding.ts";
export * from "./profile-editor.ts";
export * from "./sign-out-everywhere-words.ts";
export * from "./vendor-web-link.ts";
