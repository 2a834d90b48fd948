// This module's part of the words every screen and answer shares: MESSAGES, messageFor, API_MESSAGES, apiMessageFor,
// COPY and copyFor (shared/messages.ts and shared/copy.ts put the parts together). Not exported by the module's
// index: the apps read each of them as one object.

export const messages = {
  /** A query under the minimum length (application §5, 2): asked for instead of searching. */
  searchTooShort: "Type at least 2 letters",
} as const;
