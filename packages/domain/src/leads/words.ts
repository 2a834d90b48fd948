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

export const apiMessages = {
  callLeadsLimit: "You have viewed many vendor numbers today. Please try again tomorrow.",
} as const;

export const copy = {
  // the call sheet (application §2 Call sheet)
  callSheetTitle: "Before You Connect!",
  goodToKnow: "Good to Know",
  contactInfo: "Contact Info",
  howItWorks: "How it Works",
  howItWorksHint: "Press View Contact to see the vendor's number. We share your interest with the vendor so they know to expect your call.",
  viewContact: "View Contact",
  contactHidden: "Contact hidden",
  signInToViewContact: "Please sign in to view the contact.",
} as const;
