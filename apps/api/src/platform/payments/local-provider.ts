import { createHmac, timingSafeEqual } from "node:crypto";
import type { Db } from "@utsav/db";
import { PaymentProviderError } from "./payment-provider.ts";
import type {
  LinkedAccountRequest,
  PaymentProvider,
  ProviderEvent,
  ProviderOrder,
  ProviderPayment,
  ProviderRefund,
  ProviderTransfer,
} from "./payment-provider.ts";
import { eventBody, newAccount, newOrder, newPayment, newRefund, newReversal, newTransfer, razorpayId } from "./local-objects.ts";
import { LocalPaymentStore } from "./local-payment-store.ts";
import { toEvent, toOrder, toPayment, toRefund, toTransfer } from "./razorpay-wire.ts";

// The local payment provider (docs/decisions/0050): Razorpay's objects, ids and rules without Razorpay, for `npm start`
// and the tests. Its state is kept in the database (local-payment-store.ts), so a restart loses nothing. It moves no
// money and is refused in production (payment-provider-from-config.ts). The local payment page pays through `pay`,
// which answers the webhook Razorpay would send, signed as Razorpay signs it, for the caller to deliver to the one
// webhook route both providers share.

/** A signed webhook, ready to deliver to POST /api/payments/webhook as Razorpay would. */
export interface LocalWebhook {
  rawBody: Buffer;
  headers: { "content-type": string; "x-razorpay-signature": string; "x-razorpay-event-id": string };
}

/** Razorpay's smallest amount, of an order and of a refund: ₹1. */
const MINIMUM_PAISE = 100;

/** Razorpay's refusal of a request: final, with its words (its 400 BAD_REQUEST_ERROR). */
function refused(description: string): PaymentProviderError {
  return new PaymentProviderError(`The local payment provider answered 400: ${description}`, false, 400);
}

const unknownId = () => refused("The id provided does not exist");

/** Razorpay's refusal of a payment of an order already paid (a second tab, a second press). */
export class OrderPaidError extends PaymentProviderError {
  constructor() {
    super("The local payment provider answered 400: Order has been paid already", false, 400);
    this.name = "OrderPaidError";
  }
}

/** Every amount Razorpay takes is a whole, positive number of paise. */
function wholePaise(amount: number, minimum = 1): void {
  if (!Number.isInteger(amount) || amount < 1) throw refused("The amount must be a whole number of paise, more than 0");
  if (amount < minimum) throw refused("The amount must be at least INR 1.00");
}

export class LocalPaymentProvider implements PaymentProvider {
  readonly name = "local";
  readonly keyId = null;
  private readonly store: LocalPaymentStore;
  // Private: a logged or serialised provider never shows it.
  readonly #webhookSecret: string;

  constructor(db: Db, options: { webhookSecret: string }) {
    this.store = new LocalPaymentStore(db);
    this.#webhookSecret = options.webhookSecret;
  }

  async createOrder(request: { amount: number; currency: string; receipt: string; notes: Record<string, string> }): Promise<ProviderOrder> {
    const { amount, currency, receipt, notes } = request;
    wholePaise(amount, MINIMUM_PAISE);
    if (currency !== "INR") throw refused("Currency is not supported");
    if (receipt.length === 0 || receipt.length > 40) throw refused("receipt: the length must be between 1 and 40");
    // As the adapter's Idempotency-Key makes Razorpay do: a repeat answers the order the first request made.
    const [made] = await this.store.where("order", "receipt", receipt);
    if (made) {
      if (made.amount !== amount) throw refused("An order with this receipt exists for another amount");
      return toOrder(made);
    }
    const order = newOrder(amount, currency, receipt, notes);
    await this.store.insert("order", order);
    return toOrder(order);
  }

  async orderPayments(providerOrderId: string): Promise<ProviderPayment[]> {
    if (!(await this.store.get("order", providerOrderId))) throw unknownId();
    return (await this.store.where("payment", "order_id", providerOrderId)).map(toPayment);
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment> {
    const payment = await this.store.get("payment", paymentId);
    if (!payment) throw unknownId();
    return toPayment(payment);
  }

  /**
   * Pays an order, or fails to (the local payment page's two buttons), and answers the webhook Razorpay would send:
   * payment.captured or payment.failed. Like Razorpay, a paid order takes no further payment; an order still open
   * does, even where ours has expired (the webhook's reader then refunds it).
   */
  async pay(providerOrderId: string, outcome: "paid" | "failed", method: string): Promise<LocalWebhook> {
    const payment = await this.store.transaction(async (store) => {
      const order = await store.get("order", providerOrderId, { lock: true });
      if (!order) throw unknownId();
      if (order.status === "paid") throw new OrderPaidError();
      const made = newPayment(order, outcome, method);
      await store.insert("payment", made);
      const paid = made.captured ? { status: "paid", amount_paid: order.amount, amount_due: 0 } : { status: "attempted" };
      await store.update("order", { ...order, ...paid, attempts: order.attempts + 1 });
      return made;
    });
    return this.webhook(payment.captured ? "payment.captured" : "payment.failed", { payment: { entity: payment } });
  }

  async refund(paymentId: string, request: { amount: number; receipt: string; notes: Record<string, string> }): Promise<ProviderRefund> {
    const { amount, receipt, notes } = request;
    wholePaise(amount, MINIMUM_PAISE);
    return this.store.transaction(async (store) => {
      const payment = await store.get("payment", paymentId, { lock: true });
      if (!payment) throw unknownId();
      // As Razorpay's X-Refund-Idempotency: a repeated request answers the refund the first one made.
      const earlier = (await store.where("refund", "payment_id", paymentId)).find((refund) => refund.receipt === receipt);
      if (earlier) return toRefund(earlier);
      if (!payment.captured) throw refused("The payment has not been captured");
      const left = payment.amount - payment.amount_refunded;
      if (left === 0) throw refused("The payment has been fully refunded already");
      if (amount > left) throw refused("The refund amount provided is greater than amount captured");
      const refund = newRefund(payment, amount, receipt, notes);
      await store.insert("refund", refund);
      const refunded = payment.amount_refunded + amount;
      const full = refunded === payment.amount;
      const status = full ? "refunded" : payment.status;
      await store.update("payment", { ...payment, amount_refunded: refunded, refund_status: full ? "full" : "partial", status });
      return toRefund(refund);
    });
  }

  async fetchRefund(refundId: string): Promise<ProviderRefund> {
    const refund = await this.store.get("refund", refundId);
    if (!refund) throw unknownId();
    return toRefund(refund);
  }

  async paymentRefunds(paymentId: string): Promise<(ProviderRefund & { receipt: string | null })[]> {
    if (!(await this.store.get("payment", paymentId))) throw unknownId();
    const refunds = await this.store.where("refund", "payment_id", paymentId);
    return refunds.map((refund) => ({ ...toRefund(refund), receipt: refund.receipt ?? null }));
  }

  /** A Route linked account; as with the adapter's Idempotency-Key, a repeat for one reference answers the first account. */
  async createLinkedAccount(request: LinkedAccountRequest): Promise<{ id: string }> {
    if (request.referenceId.length === 0 || request.referenceId.length > 20)
      throw refused("reference_id: the length must be between 1 and 20");
    const [made] = await this.store.where("account", "reference_id", request.referenceId);
    if (made) return { id: made.id };
    const account = newAccount(request);
    await this.store.insert("account", account);
    return { id: account.id };
  }

  /** Part of a captured payment to a linked account: never more than is left of it once refunds and other transfers are counted. */
  async transfer(
    paymentId: string,
    request: { account: string; amount: number; currency: string; onHold: boolean; notes: Record<string, string> },
  ): Promise<ProviderTransfer> {
    wholePaise(request.amount);
    return this.store.transaction(async (store) => {
      const payment = await store.get("payment", paymentId, { lock: true });
      if (!payment) throw unknownId();
      if (payment.status !== "captured") throw refused("Transfers can be made only of captured payments");
      if (request.currency !== payment.currency) throw refused("The transfer's currency is not the payment's");
      if (!(await store.get("account", request.account))) throw refused("The account id is invalid");
      const transfers = await store.where("transfer", "source", paymentId);
      const transferred = transfers.reduce((sum, transfer) => sum + transfer.amount - transfer.amount_reversed, 0);
      if (transferred + request.amount > payment.amount - payment.amount_refunded) {
        throw refused("The sum of amount requested for transfer is greater than the captured amount");
      }
      const transfer = newTransfer(paymentId, request);
      await store.insert("transfer", transfer);
      return toTransfer(transfer);
    });
  }

  async paymentTransfers(paymentId: string): Promise<ProviderTransfer[]> {
    if (!(await this.store.get("payment", paymentId))) throw unknownId();
    return (await this.store.where("transfer", "source", paymentId)).map(toTransfer);
  }

  async releaseTransfer(transferId: string): Promise<ProviderTransfer> {
    return this.store.transaction(async (store) => {
      const transfer = await store.get("transfer", transferId, { lock: true });
      if (!transfer) throw unknownId();
      const released = { ...transfer, on_hold: false };
      await store.update("transfer", released);
      return toTransfer(released);
    });
  }

  async reverseTransfer(transferId: string, amount: number): Promise<{ id: string; amount: number }> {
    wholePaise(amount);
    return this.store.transaction(async (store) => {
      const transfer = await store.get("transfer", transferId, { lock: true });
      if (!transfer) throw unknownId();
      if (amount > transfer.amount - transfer.amount_reversed)
        throw refused("The reversal amount is greater than the amount not yet reversed");
      const reversal = newReversal(transfer, amount);
      await store.insert("reversal", reversal);
      await store.update("transfer", { ...transfer, amount_reversed: transfer.amount_reversed + amount });
      return { id: reversal.id, amount };
    });
  }

  /** X-Razorpay-Signature as Razorpay computes it: the hex HMAC-SHA256 of the raw body with the webhook secret. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean {
    if (!signature) return false;
    const expected = Buffer.from(this.sign(rawBody), "utf8");
    const given = Buffer.from(signature, "utf8");
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** Razorpay's event JSON, read as the Razorpay adapter reads it (razorpay-wire.ts). */
  parseWebhook(rawBody: Buffer, eventIdHeader: string | undefined): ProviderEvent | null {
    return toEvent(rawBody, eventIdHeader);
  }

  private sign(rawBody: Buffer): string {
    return createHmac("sha256", this.#webhookSecret).update(rawBody).digest("hex");
  }

  /** The webhook Razorpay would send: its JSON, signed, with its event id in the header Razorpay uses. */
  private webhook(event: string, payload: Record<string, { entity: object }>): LocalWebhook {
    const rawBody = Buffer.from(JSON.stringify(eventBody(event, payload)), "utf8");
    const signature = this.sign(rawBody);
    return {
      rawBody,
      headers: { "content-type": "application/json", "x-razorpay-signature": signature, "x-razorpay-event-id": razorpayId("evt") },
    };
  }
}
