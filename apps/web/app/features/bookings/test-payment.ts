import type { BookingPayment, ConsumerBookingDetail, Receipt, RefundView } from "@utsav/domain";

// A shopper's booking whose vendor asks a 25% advance of ₹3,500 (₹875 online, ₹2,625 in cash on the day), in each
// state its payment passes through (docs/decisions/0048), for the booking page's, the list's and the receipt's tests.

export const ORDER = "po_0123456789abcdef0123456789abcdef";
export const PLACED_AT = "2026-03-12T06:30:00.000Z";
export const PAID_AT = "2026-03-12T06:40:00.000Z";

const open: BookingPayment = {
  orderId: ORDER,
  status: "created",
  advancePaise: 87_500,
  cashOnTheDay: 2625,
  expiresAt: "2026-03-12T07:00:00.000Z",
  checkoutPath: `/pay/${ORDER}`,
  paymentId: null,
  method: null,
  paidAt: null,
  refunds: [],
};

const base: ConsumerBookingDetail = {
  id: "bk_1",
  reference: "#0000BK01",
  offeringId: "VND1",
  offeringName: "Balloon arch",
  offeringSlug: "balloon-arch-vnd1",
  vendorName: "Bloom Studio",
  status: "awaiting_payment",
  createdAt: PLACED_AT,
  updatedAt: PLACED_AT,
  eventDate: "2026-04-14",
  eventDay: "14 April 2026",
  price: 3500,
  locality: "HSR Layout",
  address: null,
  details: [{ label: "Name", value: "Meera" }],
  events: [{ id: "e1", actor: "consumer", fromStatus: null, toStatus: "awaiting_payment", reason: null, createdAt: PLACED_AT }],
  canCancel: true,
  cancellationTerms: { title: "Payment and cancellation terms", lines: ["Full refund up to 48 hours before."] },
  refundIfCancelled: null,
  refund: null,
  payment: open,
  receipts: [],
  answerBy: null,
  timing: { answerBy: null, completesAt: null, problem: null, canReportProblem: false },
};

export const paymentReceipt: Receipt = {
  id: "pay_1",
  kind: "payment",
  bookingId: "bk_1",
  bookingReference: "#0000BK01",
  offeringName: "Balloon arch",
  vendorName: "Bloom Studio",
  amountPaise: 87_500,
  method: "upi",
  providerRef: "pay_LOCAL123",
  status: "captured",
  at: PAID_AT,
};

export const refundOf = (status: RefundView["status"], reason: RefundView["reason"] = "declined"): RefundView => ({
  id: "rf_1",
  amountPaise: 87_500,
  reason,
  status,
  providerRefundId: status === "requested" ? null : "rfnd_LOCAL9",
  createdAt: "2026-03-13T04:30:00.000Z",
  processedAt: status === "processed" ? "2026-03-13T05:30:00.000Z" : null,
});

export const refundReceipt: Receipt = {
  ...paymentReceipt,
  id: "rf_1",
  kind: "refund",
  method: null,
  providerRef: "rfnd_LOCAL9",
  status: "processed",
  at: "2026-03-13T05:30:00.000Z",
};

const received = {
  id: "e2",
  actor: "system" as const,
  fromStatus: "awaiting_payment" as const,
  toStatus: "received" as const,
  reason: null,
  createdAt: PAID_AT,
};

/** The booking in one of its payment's states. */
export const bookingWith = {
  awaiting: (): ConsumerBookingDetail => base,
  paid: (): ConsumerBookingDetail => ({
    ...base,
    status: "received",
    events: [...base.events, received],
    payment: { ...open, status: "paid", paymentId: "pay_1", method: "upi", paidAt: PAID_AT },
    receipts: [paymentReceipt],
  }),
  refunded: (status: RefundView["status"]): ConsumerBookingDetail => ({
    ...base,
    status: "declined",
    canCancel: false,
    events: [
      ...base.events,
      received,
      {
        id: "e3",
        actor: "vendor",
        fromStatus: "received",
        toStatus: "declined",
        reason: "Fully booked that day",
        createdAt: "2026-03-13T04:30:00.000Z",
      },
    ],
    refund: { percent: 100, amount: 3500, of: 3500 },
    payment: { ...open, status: "paid", paymentId: "pay_1", method: "upi", paidAt: PAID_AT, refunds: [refundOf(status)] },
    receipts: status === "requested" ? [paymentReceipt] : [paymentReceipt, { ...refundReceipt, status }],
  }),
  expired: (): ConsumerBookingDetail => ({
    ...base,
    status: "expired",
    canCancel: false,
    events: [
      ...base.events,
      {
        id: "e2",
        actor: "system",
        fromStatus: "awaiting_payment",
        toStatus: "expired",
        reason: "The advance was not paid in time",
        createdAt: "2026-03-12T07:00:00.000Z",
      },
    ],
    payment: { ...open, status: "expired" },
  }),
};
