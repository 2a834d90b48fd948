// The checkout page of a booking's advance (docs/decisions/0050), on the web and in the app: how long it asks the
// server whether a payment was captured, and the words of its states that PAYMENT_COPY (words.ts) does not have.

/**
 * While a payment is under way the page asks the server (POST …/refresh) every 2 s for up to a minute: UPI requests
 * are approved on the phone within seconds, and the webhook usually comes first.
 */
export const CHECKOUT_POLL = { everyMs: 2000, forMs: 60_000 } as const;

export const CHECKOUT_COPY = {
  /** The name Razorpay's checkout shows at its top. */
  merchant: "Utsav",
  /** Polled for a minute without the payment being captured: it may still come, so nothing is said to have failed. */
  unconfirmed:
    "We have not heard about your payment yet. If money was taken, this page will show the advance as paid: check again in a minute.",
  checkAgain: "Check again",
  /** Razorpay's checkout could not be loaded (offline, or a blocker). */
  checkoutUnavailable: "The payment window could not be opened. Please check your connection and try again.",
  amountsLabel: "What you pay",
  statusLabel: "Payment status",
} as const;
