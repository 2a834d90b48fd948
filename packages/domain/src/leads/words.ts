// This module's part of the words every screen and answer shares: MESSAGES, messageFor, API_MESSAGES, apiMessageFor,
// COPY and copyFor (shared/messages.ts and shared/copy.ts put the parts together). Not exported by the module's
// index: the apps read each of them as one object.

export const messages = {
  // messages for situations the spec leaves to us
  contactUnavailable: "Contact is not available for this vendor.",
  contactFailed: "We could not load the contact. Please try again.",
} as const;

export const messageFor = {
  contactNotFound: (vendor: string) => `Contact info not found: ${vendor}`,
} as const;
