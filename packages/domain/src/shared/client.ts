// What several modules share: constants, the words (MESSAGES, COPY…), formats, field checks and the answers' envelope.
// Without zod: what @utsav/domain/client re-exports.
export * from "./constants.ts";
export * from "./messages.ts";
export * from "./common-words.ts";
export * from "./app-words.ts";
export * from "./photo-words.ts";
export * from "./copy.ts";
export * from "./locality-words.ts";
export * from "./serves-words.ts";
export * from "./session-words.ts";
export * from "./slug.ts";
export * from "./display.ts";
export * from "./phone.ts";
export * from "./phone-entry.ts";
export * from "./email.ts";
export * from "./dates.ts";
export * from "./fields.ts";
export * from "./countdown.ts";
export * from "./file-check.ts";
export * from "./page-paths.ts";
export * from "./work-page-paths.ts";
export * from "./app-links.ts";
