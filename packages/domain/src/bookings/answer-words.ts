import { formatLongDate } from "../shared/dates.ts";
import { rupees } from "../shared/display.ts";
import type { KeptRefund } from "./schemas.ts";

// The words of a booking's answers that ask first, and of what cancelling gives back
// (docs/decisions/0035-refund-schedules-and-lifecycle-rules.md). Payment is cash on delivery: a refund is what the
// vendor owes back, never a transfer by the marketplace (docs/decisions/0022).

/** The confirmation dialogs of decline, cancel and complete, on the vendor's and the shopper's booking pages. */
export const BOOKING_ANSWER_COPY = {
  declineTitle: "Decline this booking?",
  declineLead: "The customer is told at once, with your reason. A declined booking cannot be reopened.",
  vendorCancelTitle: "Cancel this booking?",
  vendorCancelLead: "The customer is told at once, and a cancelled booking cannot be restored.",
  completeTitle: "Mark this booking completed?",
  completeLead: "Do this once the event has taken place. The customer is told, and a completed booking cannot change again.",
  /** The shopper's cancel, when the vendor's terms give no amount (no schedule, or none that counts for this booking). */
  refundNotStated:
    "The vendor's terms say nothing about refunds for this booking, so no amount is promised. Please ask the vendor before you cancel.",
  /** After a cancellation: payment is cash on delivery, so the vendor pays back, directly. */
  cashOnDelivery: "Payment is cash on delivery: the vendor pays this back to you directly.",
  refundTitle: "Refund",
  /** Where nothing was paid ahead (no advance): nothing to give back, whoever cancels. */
  nothingPaid: "Nothing was paid in advance, so nothing is owed back.",
  /** A booking the vendor has not confirmed: the advance is paid to confirm, so nothing has been paid yet. */
  notConfirmedYet: "The vendor has not confirmed this booking yet, so nothing has been paid and cancelling costs nothing.",
} as const;

const NOTHING_PAID = BOOKING_ANSWER_COPY.nothingPaid;

export const bookingAnswerCopyFor = {
  /** Beside a confirmed booking whose event date is ahead: why Complete is not offered yet. */
  completeFrom: (eventDate: string) => `You can mark it completed from ${formatLongDate(eventDate)}, the event date.`,
  /** The vendor's cancel gives back everything paid (the shopper did not choose it). */
  vendorCancelRefund: (paid: number) =>
    paid > 0 ? `You will owe the customer everything paid: ${rupees(paid)} back of ${rupees(paid)}.` : NOTHING_PAID,
  /** A cancelled booking's refund, as the shopper reads it. */
  refundForConsumer: ({ percent, amount, of }: KeptRefund) =>
    of === 0
      ? NOTHING_PAID
      : amount > 0
        ? `The vendor owes you ${rupees(amount)} back of ${rupees(of)} (${percent}%).`
        : `Nothing comes back of ${rupees(of)} under the vendor's terms.`,
  /** A cancelled booking's refund, as the vendor reads it. */
  refundForVendor: ({ percent, amount, of }: KeptRefund) =>
    of === 0
      ? NOTHING_PAID
      : amount > 0
        ? `You owe the customer ${rupees(amount)} back of ${rupees(of)} (${percent}%).`
        : `Nothing is owed back of ${rupees(of)} under your terms.`,
} as const;
