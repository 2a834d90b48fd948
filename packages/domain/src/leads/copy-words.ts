// leads: its part of COPY and copyFor (shared/copy.ts); kept apart from its MESSAGES so each object is loaded only where it is used.

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
