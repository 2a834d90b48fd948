// The home feed, sections, collections and offerings as consumers read them. Without zod: what @utsav/domain/client re-
// exports.
export * from "./constants.ts";
export * from "./collections.ts";
export * from "./offering-filters.ts";
export * from "./widgets.ts";
export * from "./carousel-window.ts";
export * from "./offering-support.ts";
export * from "./store-slug.ts";
export * from "./store-words.ts";
