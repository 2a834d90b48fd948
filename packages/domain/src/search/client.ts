// Search and suggestions. Without zod: what @utsav/domain/client re-exports.
export * from "./constants.ts";
export * from "./search-state.ts";
export * from "./suggestion-target.ts";
export * from "./sort-choice.ts";
export * from "./filter-words.ts";
