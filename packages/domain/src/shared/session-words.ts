// Ending a vendor's or an operator's session. Their own file: only the vendor area, the console and the vendors' sign-in
// show them, so the storefront's first script does not carry them.

export const SESSION_COPY = {
  signOut: "Sign out",
  signingOut: "Signing out…",
  /** From the vendor area or the console back to the storefront. */
  backToShopping: "Back to shopping",
} as const;
