// Reviews from completed bookings (docs/decisions/0060). Without zod: what @utsav/domain/client re-exports.
export * from "./rules.ts";
export * from "./words.ts";
export * from "./card-words.ts";
export * from "./checks.ts";
