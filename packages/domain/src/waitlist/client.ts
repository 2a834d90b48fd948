// The notify-me box and the vendors' and consumers' waitlists. Without zod: what @utsav/domain/client re-exports.
export * from "./rules.ts";
