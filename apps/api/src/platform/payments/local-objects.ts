import { randomBytes } from "node:crypto";
import type { LocalObject } from "./local-payment-store.ts";

// The objects the local payment provider makes (local-provider.ts), written field for field as Razorpay's API answers
// them (orders, payments, refunds, Route's accounts, transfers and reversals), so everything that reads Razorpay reads
// them unchanged.

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** An id as Razorpay makes them: its prefix and 14 letters or digits ('pay_29QQoUBi66xm2f'); an event's is bare, as in its header. */
export function razorpayId(prefix: "order" | "pay" | "rfnd" | "acc" | "trf" | "rvrsl" | "evt"): string {
  const body = Array.from(randomBytes(14), (byte) => ALPHABET[byte % ALPHABET.length]).join("");
  return prefix === "evt" ? body : `${prefix}_${body}`;
}

/** Razorpay's times: seconds since 1970. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);

export function newOrder(amount: number, currency: string, receipt: string, notes: Record<string, string>): LocalObject<"order"> {
  return {
    id: razorpayId("order"),
    entity: "order",
    amount,
    amount_paid: 0,
    amount_due: amount,
    currency,
    receipt,
    status: "created",
    attempts: 0,
    notes,
    created_at: nowSeconds(),
  };
}

/** A payment of the whole order: captured at once (orders are made with automatic capture), or failed as a declined UPI request fails. */
export function newPayment(order: LocalObject<"order">, outcome: "paid" | "failed", method: string): LocalObject<"payment"> {
  const captured = outcome === "paid";
  const failure = captured
    ? { error_code: null, error_description: null, error_source: null, error_step: null, error_reason: null }
    : {
        error_code: "BAD_REQUEST_ERROR",
        error_description: "Payment failed",
        error_source: "customer",
        error_step: "payment_authentication",
        error_reason: "payment_failed",
      };
  return {
    id: razorpayId("pay"),
    entity: "payment",
    amount: order.amount,
    currency: order.currency,
    status: captured ? "captured" : "failed",
    order_id: order.id,
    method,
    amount_refunded: 0,
    refund_status: null,
    captured,
    description: null,
    ...failure,
    notes: {},
    created_at: nowSeconds(),
  };
}

/** A refund, processed at once: the local provider has no bank to wait for. */
export function newRefund(
  payment: LocalObject<"payment">,
  amount: number,
  receipt: string,
  notes: Record<string, string>,
): LocalObject<"refund"> {
  return {
    id: razorpayId("rfnd"),
    entity: "refund",
    amount,
    currency: payment.currency,
    payment_id: payment.id,
    notes,
    receipt,
    status: "processed",
    speed_requested: "normal",
    speed_processed: "normal",
    created_at: nowSeconds(),
  };
}

/** A Route linked account. Its bank account's number is not kept: only what a screen may show (docs/decisions/0050). */
export function newAccount(request: {
  referenceId: string;
  legalName: string;
  email: string;
  phone: string;
  bankAccount: { accountNumber: string; ifsc: string };
}): LocalObject<"account"> {
  return {
    id: razorpayId("acc"),
    entity: "account",
    type: "route",
    status: "created",
    reference_id: request.referenceId,
    legal_business_name: request.legalName,
    email: request.email,
    phone: request.phone,
    settlement_account: { last4: request.bankAccount.accountNumber.slice(-4), ifsc: request.bankAccount.ifsc },
    created_at: nowSeconds(),
  };
}

export function newTransfer(
  paymentId: string,
  request: { account: string; amount: number; currency: string; onHold: boolean; notes: Record<string, string> },
): LocalObject<"transfer"> {
  const at = nowSeconds();
  return {
    id: razorpayId("trf"),
    entity: "transfer",
    status: "processed",
    source: paymentId,
    recipient: request.account,
    amount: request.amount,
    currency: request.currency,
    amount_reversed: 0,
    notes: request.notes,
    on_hold: request.onHold,
    on_hold_until: null,
    created_at: at,
    processed_at: at,
  };
}

export function newReversal(transfer: LocalObject<"transfer">, amount: number): LocalObject<"reversal"> {
  return {
    id: razorpayId("rvrsl"),
    entity: "reversal",
    transfer_id: transfer.id,
    amount,
    currency: transfer.currency,
    notes: {},
    created_at: nowSeconds(),
  };
}

/** A webhook's body as Razorpay sends it: `{ entity: "event", event, contains, payload: { payment: { entity } }, … }`. */
export function eventBody(event: string, payload: Record<string, { entity: object }>): object {
  return { entity: "event", account_id: "acc_local", event, contains: Object.keys(payload), payload, created_at: nowSeconds() };
}
