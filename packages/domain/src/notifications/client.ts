// The messages Utsav sends, and the local outbox page. Without zod: what @utsav/domain/client re-exports.
export * from "./templates.ts";
export * from "./push.ts";
export * from "./message-words.ts";
