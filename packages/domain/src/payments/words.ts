import { rupees } from "../shared/display.ts";
import { COMMON_COPY } from "../shared/common-words.ts";
import type { PayoutAccountStatus, RefundReason, RefundStatus, TransferStatus } from "./rules.ts";

// The words of paying the advance, refunds and payouts (docs/decisions/0048). The spec names none of them; they follow
// its voice. Its own note, 'Payment will be COD.', stays as it is: the balance is still paid in cash on the day.

export { money } from "./money.ts";
export { PAYMENT_EXPIRY_REASON, PAYMENT_MESSAGES } from "./messages.ts";

/** The shopper's words: the booking form, the checkout page, the return, My bookings and receipts. */
export const PAYMENT_COPY = {
  advanceTitle: "Advance to confirm",
  formNote: (advance: number, percent: number, rest: number) =>
    `This vendor asks a ${percent}% advance of ${rupees(advance)}, paid online by UPI or card after you submit. The rest, ${rupees(rest)}, is paid in cash on the day.`,
  payButton: (advance: number) => `Pay ${rupees(advance)} advance`,
  payTitle: "Pay the advance",
  payFor: (offering: string, vendor: string) => `${offering} by ${vendor}`,
  heldUntil: (time: string) => `Your booking is held until ${time}. It reaches the vendor once the advance is paid.`,
  checking: "Checking your payment…",
  paid: (amount: string) => `Advance paid: ${amount}`,
  cashRest: (amount: string) => `To pay in cash on the day: ${amount}`,
  failed: "The payment did not go through and no money was taken. You can try again.",
  expired: "The time to pay ran out, so this booking was released and no money was taken.",
  backToBooking: "View my booking",
  payNow: "Pay now",
  paymentTitle: "Payment",
  refundsTitle: "Refunds",
  receiptsTitle: "Receipts",
  receipt: "Receipt",
  receiptOfPayment: "Payment received",
  receiptOfRefund: "Refund",
  receiptFor: (reference: string) => `For booking ${reference}`,
  paidOn: (date: string) => `Paid on ${date}`,
  method: "Method",
  paymentId: "Payment ID",
  refundId: "Refund ID",
  amount: "Amount",
  status: "Status",
  printReceipt: "Print",
} as const;

/** A refund's state as the shopper and the vendor read it. */
export const REFUND_STATUS_LABELS: Readonly<Record<RefundStatus, string>> = {
  requested: "Refund requested",
  pending: "Refund on its way",
  processed: "Refunded",
  failed: "Refund delayed: our team is on it",
};

/** Why a refund was made, as every side reads it. */
export const REFUND_REASON_LABELS: Readonly<Record<RefundReason, string>> = {
  declined: "The vendor declined the booking",
  expired: "The booking expired",
  vendor_cancelled: "The vendor cancelled the booking",
  consumer_cancelled: "You cancelled the booking",
  operator: "Refunded by Utsav support",
  surplus_payment: "A second payment for the same booking",
};

/** The vendor's share as the vendor's Payments page reads it. */
export const TRANSFER_STATUS_LABELS: Readonly<Record<TransferStatus, string>> = {
  waiting: "Waiting for your bank account",
  on_hold: "Held until the event is completed",
  released: "Released to your bank",
  reversed: "Returned with a refund",
};

export const PAYOUT_ACCOUNT_STATUS_LABELS: Readonly<Record<PayoutAccountStatus, string>> = {
  in_review: COMMON_COPY.inReview,
  approved: "Approved",
  rejected: "Rejected",
};

/** The local provider's checkout page (local runs only). */
export const LOCAL_PAYMENT_COPY = {
  title: "Local payment page",
  intro: "This page stands in for the payment provider on local runs: no money moves.",
  payUpi: "UPI (local)",
  fail: "Make the payment fail",
  done: "Payment sent. Returning to your booking…",
} as const;
