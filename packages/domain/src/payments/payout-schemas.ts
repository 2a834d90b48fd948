import { z } from "zod";
import { pageCursorSchema } from "../bookings/schemas.ts";
import {
  accountDigitsOf,
  accountNumberProblem,
  holderNameOf,
  holderNameProblem,
  ifscOf,
  ifscProblem,
  PAYOUT_HOLDER_MAX,
} from "./payout-rules.ts";
import { PAYOUT_ACCOUNT_STATUSES, TRANSFER_STATUSES } from "./rules.ts";
import { PAYMENT_MESSAGES } from "./messages.ts";

// The payouts API's shapes (docs/decisions/0051): the vendor's bank account, its Payments page, and the operators'
// review. Amounts are in paise. The full account number is only ever sent by the vendor, never answered.

const accountNumberSchema = z
  .string({ error: PAYMENT_MESSAGES.accountNumberInvalid })
  .max(40, PAYMENT_MESSAGES.accountNumberInvalid)
  .refine((entry) => accountNumberProblem(entry) === null, PAYMENT_MESSAGES.accountNumberInvalid)
  .transform(accountDigitsOf);

/** PUT /vendor/payouts/account: checked as payoutAccountProblems checks the form; the IFSC in capitals. */
export const payoutAccountRequestSchema = z
  .object({
    holderName: z
      .string({ error: PAYMENT_MESSAGES.holderNameInvalid })
      .max(PAYOUT_HOLDER_MAX * 2, PAYMENT_MESSAGES.holderNameInvalid)
      .refine((name) => holderNameProblem(name) === null, PAYMENT_MESSAGES.holderNameInvalid)
      .transform(holderNameOf),
    accountNumber: accountNumberSchema,
    confirmAccountNumber: z.string({ error: PAYMENT_MESSAGES.accountNumbersDiffer }).max(40, PAYMENT_MESSAGES.accountNumbersDiffer),
    ifsc: z
      .string({ error: PAYMENT_MESSAGES.ifscInvalid })
      .max(20, PAYMENT_MESSAGES.ifscInvalid)
      .refine((entry) => ifscProblem(entry) === null, PAYMENT_MESSAGES.ifscInvalid)
      .transform(ifscOf),
  })
  .strict()
  // Compared only once the number itself will do, as the form does: one message a field.
  .refine(
    (entry) => accountNumberProblem(entry.accountNumber) !== null || accountDigitsOf(entry.confirmAccountNumber) === entry.accountNumber,
    {
      message: PAYMENT_MESSAGES.accountNumbersDiffer,
      path: ["confirmAccountNumber"],
    },
  );
export type PayoutAccountRequest = z.input<typeof payoutAccountRequestSchema>;

/** The account as every screen shows it: the number by its last four digits only. */
export const payoutAccountViewSchema = z.object({
  holderName: z.string(),
  /** '•••• 1234'. */
  maskedNumber: z.string(),
  ifsc: z.string(),
  status: z.enum(PAYOUT_ACCOUNT_STATUSES),
  rejectionReason: z.string().nullable(),
  /** Whether the provider's linked account is made (payouts reach this account). */
  linked: z.boolean(),
  updatedAt: z.string(),
});
export type PayoutAccountView = z.infer<typeof payoutAccountViewSchema>;

/** GET and PUT /vendor/payouts/account: the account (null when none was added), and whether the one asking may change it (the owner). */
export const payoutAccountAnswerSchema = z.object({
  account: payoutAccountViewSchema.nullable(),
  canChange: z.boolean(),
  /** The provider pays out only to a business it can write to: no e-mail in the contact details or the owner's account. */
  emailMissing: z.boolean(),
});
export type PayoutAccountAnswer = z.infer<typeof payoutAccountAnswerSchema>;

export const vendorPaymentsQuerySchema = z.object({ cursor: pageCursorSchema.optional() });
export type VendorPaymentsQuery = z.input<typeof vendorPaymentsQuerySchema>;

/** One booking's advance as the vendor reads it. */
export const vendorPaymentRowSchema = z.object({
  bookingId: z.string(),
  /** '#3FA9C21B'. */
  reference: z.string(),
  offeringName: z.string(),
  eventDate: z.string().nullable(),
  advancePaise: z.number().int(),
  commissionPercent: z.number().int(),
  feePaise: z.number().int(),
  sharePaise: z.number().int(),
  /** Given back to the shopper from this advance (refunds asked or made). */
  refundedPaise: z.number().int(),
  /** What of the vendor's share a refund took back. */
  reversedPaise: z.number().int(),
  status: z.enum(TRANSFER_STATUSES),
  paidAt: z.string(),
  releasedAt: z.string().nullable(),
});
export type VendorPaymentRow = z.infer<typeof vendorPaymentRowSchema>;

/** The vendor's shares in total: held (waiting or on hold), released to its bank, and refunded to shoppers. */
export const vendorPaymentTotalsSchema = z.object({
  heldPaise: z.number().int(),
  releasedPaise: z.number().int(),
  refundedPaise: z.number().int(),
});
export type VendorPaymentTotals = z.infer<typeof vendorPaymentTotalsSchema>;

export const vendorPaymentsSchema = z.object({
  rows: z.array(vendorPaymentRowSchema),
  totals: vendorPaymentTotalsSchema,
  nextCursor: z.string().nullable(),
});
export type VendorPayments = z.infer<typeof vendorPaymentsSchema>;

/** A payout account as operators review it, with its vendor and whether its documents are approved. */
export const operatorPayoutAccountSchema = payoutAccountViewSchema.extend({
  vendorId: z.string(),
  vendorName: z.string(),
  documentsApproved: z.boolean(),
  reviewedAt: z.string().nullable(),
});
export type OperatorPayoutAccount = z.infer<typeof operatorPayoutAccountSchema>;

/** GET /operator/vendors/{id}/payout-account. */
export const operatorPayoutAccountAnswerSchema = z.object({ account: operatorPayoutAccountSchema.nullable() });
export type OperatorPayoutAccountAnswer = z.infer<typeof operatorPayoutAccountAnswerSchema>;

/** GET /operator/payout-accounts: the accounts waiting for review, the longest waiting first. */
export const operatorPayoutAccountListSchema = z.object({ accounts: z.array(operatorPayoutAccountSchema) });
export type OperatorPayoutAccountList = z.infer<typeof operatorPayoutAccountListSchema>;
