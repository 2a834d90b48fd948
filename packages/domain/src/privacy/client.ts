// Downloading one's data and deleting one's account (docs/decisions/0031). Without zod: what @utsav/domain/client
// re-exports.
export * from "./constants.ts";
export * from "./words.ts";
export * from "./rules.ts";
