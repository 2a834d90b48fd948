// Availability: blocked days, daily capacity, the calendar feed (docs/decisions/0056). Without zod: what
// @utsav/domain/client re-exports.
export * from "./rules.ts";
export * from "./words.ts";
export * from "./checks.ts";
export * from "./months.ts";
export * from "./my-date-words.ts";
export * from "./my-date-label.ts";
