// The payments module's timed work (docs/decisions/0048), each kind run by its handler (money-jobs.ts, payout-jobs.ts),
// each job keyed so asking twice keeps one.

export const PAYMENT_JOBS = {
  /** An order still unpaid when it expires: asks the provider once more, then expires it and frees the booking. */
  expireOrder: { kind: "payments.expire-order", key: (orderId: string) => `payments.expire-order:${orderId}` },
  /** A refund row to ask of the provider, then to follow until processed. */
  refund: { kind: "payments.refund", key: (refundId: string) => `payments.refund:${refundId}` },
  /** A booking's money to settle after it changed: refunds owed, the transfer to release or reverse. */
  settle: { kind: "payments.settle", key: (bookingId: string, cause: string) => `payments.settle:${bookingId}:${cause}` },
  /** The vendor's share of a captured payment, transferred on hold to its linked account. */
  transfer: {
    kind: "payments.transfer",
    /** Once when the payment is captured, once when the booking ends (release), once when the vendor's account is linked. */
    key: (bookingId: string, cause: "captured" | "ended" | "linked") => `payments.transfer:${bookingId}:${cause}`,
  },
  /** A vendor whose payout account and documents are approved: its linked account at the provider. */
  linkAccount: {
    kind: "payments.link-account",
    key: (vendorId: string, version: string) => `payments.link-account:${vendorId}:${version}`,
  },
  /** The daily comparison of the ledger with the provider. */
  reconcile: { kind: "payments.reconcile", key: (day: string) => `payments.reconcile:${day}` },
} as const;
