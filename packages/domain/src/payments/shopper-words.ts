import { REFUND_STATUSES } from "./rules.ts";
import type { RefundStatus } from "./rules.ts";
import { REFUND_STATUS_LABELS } from "./words.ts";

// The shopper's words beside PAYMENT_COPY (words.ts), first written for the app (docs/decisions/0053): how a payment's
// method and a receipt's state read, and what the app's pay button says it does. The provider names a method in its own
// words ('upi', 'netbanking'); a screen never shows them raw.

/** The app opens the site's checkout page in its in-app browser: its pay button says so to a screen reader. */
export const APP_PAYMENT_COPY = {
  checkoutHint: "Opens the payment page in a browser",
} as const;

/** Razorpay's payment methods (https://razorpay.com/docs/api/payments/), as a shopper reads them. */
const METHOD_LABELS: Readonly<Record<string, string>> = {
  upi: "UPI",
  card: "Card",
  netbanking: "Net banking",
  wallet: "Wallet",
  emi: "EMI",
  cardless_emi: "Cardless EMI",
  paylater: "Pay later",
};

/** 'UPI' for 'upi'; a method the list does not name, as the provider wrote it; null when none was recorded. */
export function paymentMethodLabel(method: string | null): string | null {
  if (!method) return null;
  return METHOD_LABELS[method] ?? method;
}

/** A captured payment reads 'Paid'; a refund, its state (REFUND_STATUS_LABELS). */
export const RECEIPT_PAID_LABEL = "Paid";

const isRefundStatus = (status: string): status is RefundStatus => (REFUND_STATUSES as readonly string[]).includes(status);

/** A receipt's state as the shopper reads it: the payment's, or the refund's. */
export function receiptStatusLabel(receipt: { kind: "payment" | "refund"; status: string }): string {
  if (receipt.kind === "payment") return RECEIPT_PAID_LABEL;
  return isRefundStatus(receipt.status) ? REFUND_STATUS_LABELS[receipt.status] : receipt.status;
}
