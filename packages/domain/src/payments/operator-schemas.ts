import { z } from "zod";
import { pageCursorSchema } from "../bookings/schemas.ts";
import { OPERATOR_PAYMENT_MESSAGES, OPERATOR_REFUND_REASON_MAX, RECONCILIATION_CHECKS, RECONCILIATION_STATUSES } from "./operator-words.ts";
import { LEDGER_KINDS, PAYMENT_ORDER_STATUSES, REFUND_STATUSES, TRANSFER_STATUSES } from "./rules.ts";
import { refundViewSchema } from "./schemas.ts";
import { PAYMENT_MESSAGES } from "./messages.ts";

// The operators' payments console, /api/operator/payments… (docs/decisions/0052). Amounts are in paise.

/** A booking's id in the console's paths. */
export const operatorPaymentParamsSchema = z.object({
  bookingId: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\w-]+$/, OPERATOR_PAYMENT_MESSAGES.notFound),
});

/** The list's filters, which the export takes too: the order's status, a refund's status, and words to look for. */
export const operatorPaymentsFilterSchema = z.object({
  status: z.enum(PAYMENT_ORDER_STATUSES).optional(),
  refund: z.enum(REFUND_STATUSES).optional(),
  /** A booking's reference ('#3FA9C21B') or id, a payment id, or part of an offering's or a vendor's name. */
  q: z.string().trim().max(100).optional(),
});
export type OperatorPaymentsFilter = z.input<typeof operatorPaymentsFilterSchema>;

export const operatorPaymentsQuerySchema = operatorPaymentsFilterSchema.extend({ cursor: pageCursorSchema.optional() });
export type OperatorPaymentsQuery = z.input<typeof operatorPaymentsQuerySchema>;

/** POST /operator/payments/export: the list's filters. */
export const operatorPaymentsExportRequestSchema = operatorPaymentsFilterSchema.strict();

/** One booking with an order, as the list shows it. */
export const operatorPaymentRowSchema = z.object({
  bookingId: z.string(),
  reference: z.string(),
  offeringName: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  orderStatus: z.enum(PAYMENT_ORDER_STATUSES),
  advancePaise: z.number().int(),
  /** The captured payment that paid the order; 0 while unpaid. */
  paidPaise: z.number().int(),
  /** Refunds asked or made of any of the booking's payments (failed ones gave nothing back). */
  refundedPaise: z.number().int(),
  /** The latest refund's state; null without one. */
  refundStatus: z.enum(REFUND_STATUSES).nullable(),
  transferStatus: z.enum(TRANSFER_STATUSES).nullable(),
  feePaise: z.number().int().nullable(),
  createdAt: z.string(),
});
export type OperatorPaymentRow = z.infer<typeof operatorPaymentRowSchema>;

export const operatorPaymentPageSchema = z.object({ rows: z.array(operatorPaymentRowSchema), nextCursor: z.string().nullable() });
export type OperatorPaymentPage = z.infer<typeof operatorPaymentPageSchema>;

/** A refund as operators read it: who asked for it by hand and why, and the provider's last refusal. */
export const operatorRefundSchema = refundViewSchema.extend({
  note: z.string().nullable(),
  requestedBy: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type OperatorRefund = z.infer<typeof operatorRefundSchema>;

/** GET /operator/payments/{bookingId}: the order, its payments, refunds, the vendor's share and the ledger. */
export const operatorPaymentDetailSchema = z.object({
  bookingId: z.string(),
  reference: z.string(),
  offeringName: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  bookingStatus: z.string(),
  eventDate: z.string().nullable(),
  order: z.object({
    id: z.string(),
    provider: z.string(),
    providerOrderId: z.string(),
    status: z.enum(PAYMENT_ORDER_STATUSES),
    amountPaise: z.number().int(),
    createdAt: z.string(),
    expiresAt: z.string(),
    paidAt: z.string().nullable(),
  }),
  payments: z.array(
    z.object({
      id: z.string(),
      amountPaise: z.number().int(),
      status: z.enum(["captured", "failed"]),
      method: z.string().nullable(),
      surplus: z.boolean(),
      errorReason: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  refunds: z.array(operatorRefundSchema),
  transfer: z
    .object({
      status: z.enum(TRANSFER_STATUSES),
      amountPaise: z.number().int(),
      feePaise: z.number().int(),
      commissionPercent: z.number().int(),
      reversedPaise: z.number().int(),
      providerTransferId: z.string().nullable(),
      createdAt: z.string(),
      releasedAt: z.string().nullable(),
    })
    .nullable(),
  ledger: z.array(
    z.object({ id: z.string(), kind: z.enum(LEDGER_KINDS), amountPaise: z.number().int(), providerRef: z.string(), createdAt: z.string() }),
  ),
  /** What is left of the paying payment to refund. */
  refundablePaise: z.number().int().nonnegative(),
});
export type OperatorPaymentDetail = z.infer<typeof operatorPaymentDetailSchema>;

/** POST /operator/payments/{bookingId}/refund: an amount (everything left without one) and the reason, for the audit log. */
export const operatorRefundRequestSchema = z
  .object({
    amountPaise: z
      .number({ error: OPERATOR_PAYMENT_MESSAGES.amountInvalid })
      .int(OPERATOR_PAYMENT_MESSAGES.amountInvalid)
      .positive(OPERATOR_PAYMENT_MESSAGES.amountInvalid)
      .max(100_000_000, PAYMENT_MESSAGES.refundTooLarge)
      .optional(),
    reason: z
      .string({ error: PAYMENT_MESSAGES.refundReasonRequired })
      .trim()
      .min(1, PAYMENT_MESSAGES.refundReasonRequired)
      .max(OPERATOR_REFUND_REASON_MAX, OPERATOR_PAYMENT_MESSAGES.reasonTooLong),
  })
  .strict();
export type OperatorRefundRequest = z.input<typeof operatorRefundRequestSchema>;

export const operatorRefundAnswerSchema = z.object({ refund: operatorRefundSchema, refundablePaise: z.number().int().nonnegative() });
export type OperatorRefundAnswer = z.infer<typeof operatorRefundAnswerSchema>;

/** The export: its file's name and the CSV itself (a POST, because it is written to the audit log: issue 36). */
export const operatorPaymentsExportSchema = z.object({ fileName: z.string(), csv: z.string(), rows: z.number().int() });
export type OperatorPaymentsExport = z.infer<typeof operatorPaymentsExportSchema>;

/** One reconciliation: when, over how many bookings, and each figure that differs. */
export const reconciliationRunSchema = z.object({
  id: z.string(),
  status: z.enum(RECONCILIATION_STATUSES),
  checked: z.number().int(),
  ranAt: z.string(),
  differences: z.array(
    z.object({
      bookingId: z.string(),
      reference: z.string(),
      what: z.enum(RECONCILIATION_CHECKS),
      ledgerPaise: z.number().int(),
      providerPaise: z.number().int(),
    }),
  ),
});
export type ReconciliationRun = z.infer<typeof reconciliationRunSchema>;

/** GET /operator/payments/reconciliation: the latest runs, newest first. */
export const reconciliationListSchema = z.object({ runs: z.array(reconciliationRunSchema) });
export type ReconciliationList = z.infer<typeof reconciliationListSchema>;
