// The brief form's hints and the sign-in lines around it (docs/decisions/0065), which the web's and the app's forms
// share. Apart from BRIEF_COPY, so pages that only link to the form do not carry its words.

export const BRIEF_FORM_COPY = {
  localityHint: "A Bengaluru locality or pincode",
  guestsHint: "People, or hampers and boxes",
  budgetFrom: "Budget from (₹)",
  budgetUpTo: "Budget up to (₹)",
  notesHint: "A theme, the venue, colours, timings: anything vendors should know.",
  signInAtSend: "You sign in with a code sent to your phone when you send.",
  signInLead: "Sign in with your phone number to see your requests and the quotes vendors sent.",
  whoSeesIt: "We send your brief to the vendors who match it; your name and number reach only the vendor whose quote you accept.",
} as const;
