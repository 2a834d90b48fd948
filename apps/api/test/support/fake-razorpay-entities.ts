import { randomBytes } from "node:crypto";

// Razorpay's entities as the loopback fake (fake-razorpay.ts) keeps and answers them: the fields Razorpay documents
// that this product or its tests read. Amounts are integers in paise; times are Unix seconds.

export interface RazorpayOrder {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  /** created | attempted | paid. */
  status: string;
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export interface RazorpayPayment {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  /** captured | failed | refunded (whole amount refunded). */
  status: string;
  order_id: string | null;
  method: string;
  amount_refunded: number;
  refund_status: "partial" | "full" | null;
  captured: boolean;
  error_code: string | null;
  error_description: string | null;
  error_reason: string | null;
  created_at: number;
}

export interface RazorpayRefund {
  id: string;
  entity: "refund";
  amount: number;
  currency: string;
  payment_id: string;
  receipt: string | null;
  notes: Record<string, string>;
  /** pending | processed | failed. */
  status: string;
  speed_requested: string;
  created_at: number;
}

export interface RazorpayTransfer {
  id: string;
  entity: "transfer";
  /** pending | processed. */
  status: string;
  source: string;
  recipient: string;
  amount: number;
  currency: string;
  amount_reversed: number;
  on_hold: boolean;
  notes: Record<string, string>;
  created_at: number;
}

export interface RazorpayReversal {
  id: string;
  entity: "reversal";
  transfer_id: string;
  amount: number;
  currency: string;
  created_at: number;
}

/** A Route linked account as the fake keeps it: its request, bank account included, for a test to check. */
export interface RazorpayAccount {
  id: string;
  entity: "linked_account";
  type: "route";
  status: "created";
  reference_id: string;
  legal_business_name: string;
  business_type: string;
  email: string;
  phone: string;
  settlement_accounts: unknown;
  created_at: number;
}

/** A refusal the fake answers as Razorpay does: the status and `{ error: { code, description } }`. */
export class RazorpayRefusal extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
  ) {
    super(description);
  }
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** A Razorpay-looking id: the prefix and 14 letters and digits (order_, pay_, rfnd_, trf_, acc_, rvrsl_). */
export const razorpayId = (prefix: string) => `${prefix}_${randomToken(14)}`;
export const randomToken = (length: number) => [...randomBytes(length)].map((b) => ALPHABET[b % ALPHABET.length]).join("");
