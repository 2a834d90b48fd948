// Signing out of all devices (docs/decisions/0015, 0066): the words of the web's profile and the app's, written once.

export const SIGN_OUT_EVERYWHERE_COPY = {
  title: "Signed in somewhere else?",
  lead: "Sign out on every phone and computer, this one included.",
  button: "Sign out of all devices",
  /** The app asks first, in a sheet: a press on a phone is easier to make by mistake than a click. */
  question: "Sign out of all devices?",
  confirm: "Yes, sign out everywhere",
  failed: "We could not sign you out of all devices. Please try again.",
} as const;
