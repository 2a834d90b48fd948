import type { CATEGORIES } from "../catalogue/constants.ts";

type OfferingCategory = (typeof CATEGORIES)[number];

// Money (docs/decisions/0048): what a booking's advance is, what the platform keeps of it, and what a refund takes
// back from the vendor's share. Amounts the provider sees are in paise; the screens show rupees.

/** The money's constants, in one place. */
export const PAYMENTS = {
  currency: "INR",
  /** How long an unpaid order holds its booking before both expire and the date is free again. */
  orderExpiresMinutes: 30,
  /** The platform's commission on an advance, by category, where the configuration names none. */
  defaultCommissionPercent: { decor: 10, gifts: 8, sweets: 8 } satisfies Record<OfferingCategory, number>,
  /** How often a refund not yet processed is asked about again, and for how long. */
  refundCheckMinutes: 30,
  refundCheckAttempts: 96,
  /** When the reconciliation runs each day (hour, India). */
  reconcileHourIst: 3,
  /** The most a page of the vendor's payments or the operators' lists holds. */
  pageSize: 20,
} as const;

/** An order: created (waiting for the shopper), paid, or expired unpaid. */
export const PAYMENT_ORDER_STATUSES = ["created", "paid", "expired"] as const;
export type PaymentOrderStatus = (typeof PAYMENT_ORDER_STATUSES)[number];

/** A refund: requested (not at the provider yet), pending (at the provider), processed, or failed. */
export const REFUND_STATUSES = ["requested", "pending", "processed", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Why a refund was made. */
export const REFUND_REASONS = ["declined", "expired", "vendor_cancelled", "consumer_cancelled", "operator", "surplus_payment"] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** The vendor's share: waiting (no linked account yet), on hold, released, or reversed by a refund. */
export const TRANSFER_STATUSES = ["waiting", "on_hold", "released", "reversed"] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** Each movement the ledger records. */
export const LEDGER_KINDS = ["payment", "refund", "fee", "transfer", "reversal"] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** A payout bank account: in review, approved, or rejected with a reason. */
export const PAYOUT_ACCOUNT_STATUSES = ["in_review", "approved", "rejected"] as const;
export type PayoutAccountStatus = (typeof PAYOUT_ACCOUNT_STATUSES)[number];

/** The advance paid online to book, in rupees: null where the vendor asks none (nothing, or not stated: cash on the day). */
export function advanceDue(price: number, advancePercent: number | null): number | null {
  if (advancePercent === null || advancePercent <= 0 || price <= 0) return null;
  return Math.round((price * advancePercent) / 100);
}

/** What is left to pay in cash on the day, in rupees. */
export function cashOnTheDay(price: number, advance: number | null): number {
  return Math.max(0, price - (advance ?? 0));
}

export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const toRupees = (paise: number): number => Math.round(paise) / 100;

/** The platform's fee and the vendor's share of a captured payment, in paise: the fee rounds down, in the vendor's favour. */
export function splitPayment(paise: number, commissionPercent: number): { fee: number; vendor: number } {
  const fee = Math.floor((paise * commissionPercent) / 100);
  return { fee, vendor: paise - fee };
}

/**
 * The part of the vendor's transfer that refunds of `refunded` paise (all of a payment's refunds so far) take back: the
 * share of the transfer they are of the payment (the platform gives back its fee in the same proportion). Counted on the
 * running total, so each refund's part is the difference it makes, and a step run again takes nothing twice.
 */
export function transferShareOf(refunded: number, payment: number, transfer: number): number {
  if (payment <= 0 || refunded <= 0) return 0;
  return refunded >= payment ? transfer : Math.round((transfer * refunded) / payment);
}

/** Reads 'decor=12,gifts=8' (PAYMENT_COMMISSION): the commission per category, else the default. Null when malformed. */
export function commissionTable(text: string | undefined): Record<OfferingCategory, number> | null {
  const table: Record<OfferingCategory, number> = { ...PAYMENTS.defaultCommissionPercent };
  if (!text?.trim()) return table;
  for (const part of text.split(",")) {
    const match = /^\s*(decor|gifts|sweets)\s*=\s*(\d{1,2})\s*$/.exec(part);
    if (!match) return null;
    table[match[1] as OfferingCategory] = Number(match[2]);
  }
  return table;
}

/** A bank account number as India's banks issue them: 9 to 18 digits. */
export const BANK_ACCOUNT_PATTERN = /^\d{9,18}$/;
/** An IFSC: four letters (the bank), a zero, six letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** '•••• 4321': an account number as screens show it. */
export function maskedAccount(last4: string): string {
  return `•••• ${last4}`;
}
