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
  // The refund calculator of the policy sheet (web) and of the offering's terms sheet (app).
  workOutRefund: "Work out a refund",
  cancelOn: "Cancel on",
  chooseBeforeEvent: "Choose a day on or before the event date",
  chooseBothDates: "Choose both dates",
  noticeCounted: "Notice is counted from the start of the day you cancel to the start of the event date.",
} as const;
