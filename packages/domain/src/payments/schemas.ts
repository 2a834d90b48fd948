import { z } from "zod";
import { PAYMENT_MESSAGES } from "./messages.ts";
import { PAYMENT_ORDER_STATUSES, REFUND_REASONS, REFUND_STATUSES } from "./rules.ts";

// The payments API's shapes (docs/decisions/0048). Amounts are in paise where they are named so (…Paise), in rupees
// otherwise.

export const paymentOrderIdSchema = z
  .string()
  .max(35, PAYMENT_MESSAGES.orderNotFound)
  .regex(/^po_[0-9a-f]{32}$/, PAYMENT_MESSAGES.orderNotFound)
  .describe("A payment order's id, 'po_' and 32 hex digits");

/** The advance of a booking just placed: where to pay it and by when. */
export const placedPaymentSchema = z.object({
  orderId: z.string(),
  /** Rupees. */
  advance: z.number().int().positive(),
  /** Rupees left to pay in cash on the day. */
  cashOnTheDay: z.number().int().nonnegative(),
  expiresAt: z.string(),
  /** The checkout page, on this site: '/pay/po_…'. */
  checkoutPath: z.string(),
});
export type PlacedPayment = z.infer<typeof placedPaymentSchema>;

/** A refund as the shopper, the vendor and the operators see it. */
export const refundViewSchema = z.object({
  id: z.string(),
  amountPaise: z.number().int(),
  reason: z.enum(REFUND_REASONS),
  status: z.enum(REFUND_STATUSES),
  providerRefundId: z.string().nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type RefundView = z.infer<typeof refundViewSchema>;

/** A booking's money as its shopper sees it: the order, the payment that paid it, and its refunds. */
export const bookingPaymentSchema = z.object({
  orderId: z.string(),
  status: z.enum(PAYMENT_ORDER_STATUSES),
  advancePaise: z.number().int(),
  cashOnTheDay: z.number().int().nonnegative(),
  expiresAt: z.string(),
  checkoutPath: z.string(),
  paymentId: z.string().nullable(),
  method: z.string().nullable(),
  paidAt: z.string().nullable(),
  refunds: z.array(refundViewSchema),
});
export type BookingPayment = z.infer<typeof bookingPaymentSchema>;

/** The checkout page: what is paid, to whom, and what the provider's checkout needs. No personal data. */
export const checkoutSchema = z.object({
  orderId: z.string(),
  bookingId: z.string(),
  bookingReference: z.string(),
  offeringName: z.string(),
  vendorName: z.string(),
  advancePaise: z.number().int(),
  cashOnTheDay: z.number().int().nonnegative(),
  currency: z.string(),
  status: z.enum(PAYMENT_ORDER_STATUSES),
  expiresAt: z.string(),
  provider: z.enum(["razorpay", "local"]),
  /** The provider's public key id (Razorpay Checkout); null for the local provider. */
  keyId: z.string().nullable(),
  providerOrderId: z.string(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

/** A receipt: one payment or one processed refund of a booking. */
export const receiptSchema = z.object({
  id: z.string(),
  kind: z.enum(["payment", "refund"]),
  bookingId: z.string(),
  bookingReference: z.string(),
  offeringName: z.string(),
  vendorName: z.string(),
  amountPaise: z.number().int(),
  method: z.string().nullable(),
  providerRef: z.string(),
  status: z.string(),
  at: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;
export const receiptListSchema = z.object({ receipts: z.array(receiptSchema) });

/** What the local payment page sends: pay, or make the payment fail. */
export const localPaymentRequestSchema = z.object({ outcome: z.enum(["paid", "failed"]), method: z.enum(["upi"]).default("upi") }).strict();
