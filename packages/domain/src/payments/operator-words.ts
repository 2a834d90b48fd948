import type { LedgerKind, PaymentOrderStatus, RefundReason, RefundStatus, TransferStatus } from "./rules.ts";
import { money } from "./money.ts";
import { PAYMENT_MESSAGES } from "./messages.ts";
import { COMMON_COPY } from "../shared/common-words.ts";
import { BOOKING_STATUS_LABELS } from "../bookings/lifecycle.ts";

// The operators' payments console (docs/decisions/0052): the payments of every booking that asked an advance, a
// booking's money, refunds by hand, the reconciliation and the export. The spec names none of it; it follows its voice.

/** The most characters an operator's reason for a refund may have. */
export const OPERATOR_REFUND_REASON_MAX = 500;

/** What the reconciliation compares, for each booking: the ledger's sum of a kind against the provider's figure. */
export const RECONCILIATION_CHECKS = ["payment", "refund", "transfer", "reversal"] as const;
export type ReconciliationCheck = (typeof RECONCILIATION_CHECKS)[number];

/** A reconciliation: everything matched, or some booking's figures differ. */
export const RECONCILIATION_STATUSES = ["ok", "differences"] as const;
export type ReconciliationStatus = (typeof RECONCILIATION_STATUSES)[number];

/** What the console's API answers when it refuses. */
export const OPERATOR_PAYMENT_MESSAGES = {
  notFound: "No payment was found for this booking",
  reasonTooLong: `Keep the reason to ${OPERATOR_REFUND_REASON_MAX} characters`,
  amountInvalid: "Enter the amount in rupees, like 250 or 87.50",
  providerOff: "Payments are off, so there is no provider to compare the ledger with",
  failed: "That did not work. Please try again.",
} as const;

/** An order's state as the console reads it. */
export const ORDER_STATUS_LABELS: Readonly<Record<PaymentOrderStatus, string>> = {
  created: BOOKING_STATUS_LABELS.awaiting_payment,
  paid: "Paid",
  expired: "Expired unpaid",
};

/** A refund's state as operators read it (the shopper's words are REFUND_STATUS_LABELS). */
export const OPERATOR_REFUND_STATUS_LABELS: Readonly<Record<RefundStatus, string>> = {
  requested: "Requested",
  pending: "At the provider",
  processed: "Processed",
  failed: "Failed",
};

/** Why a refund was made, as operators read it. */
export const OPERATOR_REFUND_REASON_LABELS: Readonly<Record<RefundReason, string>> = {
  declined: "Declined by the vendor",
  expired: "The booking expired",
  vendor_cancelled: "Cancelled by the vendor",
  consumer_cancelled: "Cancelled by the shopper",
  operator: "Refunded by an operator",
  surplus_payment: "A second payment of the same order",
};

/** The vendor's share as operators read it (the vendor's words are TRANSFER_STATUS_LABELS). */
export const OPERATOR_TRANSFER_STATUS_LABELS: Readonly<Record<TransferStatus, string>> = {
  waiting: "Waiting for the vendor's bank account",
  on_hold: "On hold until the event is completed",
  released: "Released to the vendor",
  reversed: "Taken back with a refund",
};

/** Each ledger movement as the console reads it. */
export const LEDGER_KIND_LABELS: Readonly<Record<LedgerKind, string>> = {
  payment: "Payment in",
  refund: "Refund out",
  fee: "Platform fee",
  transfer: "Transfer to the vendor",
  reversal: "Taken back from the vendor",
};

/** What each reconciliation check compares. */
export const RECONCILIATION_CHECK_LABELS: Readonly<Record<ReconciliationCheck, string>> = {
  payment: "Payments captured",
  refund: "Refunded",
  transfer: "Transferred to the vendor",
  reversal: "Taken back from the vendor",
};

/** The console's words. */
export const OPERATOR_PAYMENT_COPY = {
  navLabel: COMMON_COPY.payments,
  title: "Payments",
  lead: "Every booking that asked an advance: what was paid, refunded and passed on to the vendor, newest first.",
  statusLabel: "Payment",
  refundLabel: "Refunds",
  searchLabel: "Booking, offering or vendor",
  anyStatus: "All",
  anyRefund: "Any",
  apply: "Apply",
  listTitle: "Bookings with an advance",
  /** The name of a table that scrolls sideways on a phone, apart from its card's. */
  tableOf: (title: string) => `${title}: table`,
  empty: "No payments match these filters.",
  more: COMMON_COPY.showMore,
  exportCsv: COMMON_COPY.exportCsv,
  booking: "Booking",
  offering: "Offering",
  vendor: "Vendor",
  status: "Payment",
  paid: "Paid",
  refunded: "Refunded",
  share: "Vendor's share",
  fee: "Fee",
  none: "—",
  allPayments: "All payments",
  detailTitle: (reference: string) => `Payment for booking ${reference}`,
  orderTitle: "Order",
  orderLine: (provider: string, id: string) => `${provider} order ${id}`,
  advance: "Advance",
  placedOn: (at: string) => `Ordered on ${at}`,
  paidOn: (at: string) => `Paid on ${at}`,
  paymentsTitle: "Payments",
  noPayments: "No payment has been made for this order.",
  surplus: "Second payment: refunded in full",
  failedPayment: (reason: string | null) => (reason ? `Failed: ${reason}` : "Failed"),
  refundsTitle: "Refunds",
  noRefunds: "Nothing has been refunded.",
  refundBy: (name: string) => `By ${name}`,
  refundNote: (note: string) => `Reason: ${note}`,
  transferTitle: "Vendor's share",
  noTransfer: "No share yet: the advance has not been captured.",
  transferLine: (share: number, fee: number, percent: number) => `${money(share)} to the vendor, ${money(fee)} fee (${percent}%)`,
  reversedLine: (amount: number) => `${money(amount)} taken back with refunds`,
  ledgerTitle: "Ledger",
  ledgerKind: "Movement",
  ledgerAmount: "Amount",
  ledgerRef: "Provider's reference",
  ledgerAt: "When",
  noLedger: "No money has moved yet.",
  refundable: (left: number) => `Left to refund: ${money(left)}`,
  refund: "Refund",
  refundTitle: (reference: string) => `Refund booking ${reference}?`,
  refundLead:
    "The money goes back to the shopper's way of paying, and the vendor's share is reduced in the same proportion. It cannot be undone; the reason is written to the audit log.",
  amountLabel: "Amount (₹)",
  amountHint: (left: number) => `Leave it empty to refund everything left: ${money(left)}`,
  reasonLabel: "Reason",
  willRefund: (amount: number) => `The shopper gets back ${money(amount)}.`,
  confirmRefund: (amount: number) => `Refund ${money(amount)}`,
  refunding: "Refunding…",
  keep: "Keep",
  refundAsked: (amount: number) => `A refund of ${money(amount)} was asked of the payment provider.`,
  reconciliationTitle: "Reconciliation",
  reconciliationLead: "Each night the ledger is compared with what the payment provider reports, booking by booking.",
  runNow: "Run now",
  running: "Running…",
  neverRun: "It has not run yet.",
  ranAt: (at: string, checked: number) => `Ran ${at} over ${checked} ${checked === 1 ? "booking" : "bookings"}.`,
  matched: "Everything matches.",
  differences: (count: number) => `${count} ${count === 1 ? "difference" : "differences"} to look into.`,
  differenceWhat: "What",
  differenceLedger: "Ledger",
  differenceProvider: "Provider",
  ran: (count: number) => (count === 0 ? "Reconciliation done: everything matches." : `Reconciliation done: ${count} to look into.`),
  exported: (count: number) => `Exported ${count} ${count === 1 ? "row" : "rows"}.`,
} as const;

/** The CSV export's header (amounts in rupees, two decimals). */
export const OPERATOR_PAYMENTS_CSV_HEADER = [
  "Booking",
  "Booking ID",
  "Offering",
  "Vendor",
  "Payment",
  "Advance (₹)",
  "Paid (₹)",
  "Refunded (₹)",
  "Refund status",
  "Vendor's share status",
  "Fee (₹)",
  "Ordered at (India)",
] as const;

const RUPEES_TYPED = /^\d{1,7}(\.\d{1,2})?$/;

/** The paise of an amount an operator typed in rupees ('250', '87.50'); null when it is not one, undefined when empty. */
export function typedPaise(text: string): number | null | undefined {
  const typed = text.trim().replace(/,/g, "");
  if (typed === "") return undefined;
  if (!RUPEES_TYPED.test(typed)) return null;
  const paise = Math.round(Number(typed) * 100);
  return paise > 0 ? paise : null;
}

/** What is wrong with a refund's amount as typed, against what is left of the payment (paise); null when fine. */
export function refundAmountProblem(text: string, leftPaise: number): string | null {
  const paise = typedPaise(text);
  if (paise === undefined) return null;
  if (paise === null) return OPERATOR_PAYMENT_MESSAGES.amountInvalid;
  return paise > leftPaise ? PAYMENT_MESSAGES.refundTooLarge : null;
}

/** What is wrong with a refund's reason; null when fine. */
export function refundReasonProblem(reason: string): string | null {
  const trimmed = reason.trim();
  if (trimmed === "") return PAYMENT_MESSAGES.refundReasonRequired;
  return trimmed.length > OPERATOR_REFUND_REASON_MAX ? OPERATOR_PAYMENT_MESSAGES.reasonTooLong : null;
}
