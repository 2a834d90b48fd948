// The words around a vendor's terms, apart from the rules, so a page that needs only a label loads no rule.

/** The words around a vendor's terms on an offering page and in the booking form. */
export const TERMS_COPY = {
  advanceAndRefunds: "Advance and refunds",
  refundsAndCancellation: "Refunds and cancellation",
  paymentTerms: "Payment terms",
  ifYouCancel: "If you cancel",
  whenYouCancel: "When you cancel",
  refund: "Refund",
  eventDate: "Event date",
  /** The app's typed date, for a day past its row of days (docs/decisions/0018). */
  otherEventDate: "Or type a date (YYYY-MM-DD)",
} as const;
