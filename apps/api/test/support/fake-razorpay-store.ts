import { RazorpayRefusal, razorpayId } from "./fake-razorpay-entities.ts";
import type {
  RazorpayAccount,
  RazorpayOrder,
  RazorpayPayment,
  RazorpayRefund,
  RazorpayReversal,
  RazorpayTransfer,
} from "./fake-razorpay-entities.ts";

// The state and the endpoints of the loopback fake of Razorpay (fake-razorpay.ts): Razorpay-shaped entities kept in
// memory, and Razorpay's refusals (400 with { error: { code, description } }) where the real API refuses.

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
}

const now = () => Math.floor(Date.now() / 1000);

function refuse(description: string, status = 400): never {
  throw new RazorpayRefusal(status, description);
}
const notFound = (): never => refuse("The id provided does not exist");
const isAmount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 100;
const notesOf = (v: unknown): Record<string, string> => (v && typeof v === "object" ? (v as Record<string, string>) : {});
const text = (v: unknown, field: string, max = 255): string =>
  typeof v === "string" && v.length > 0 && v.length <= max ? v : refuse(`The ${field} field is invalid`);
const header = (request: FakeRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};
/** Razorpay does not answer a linked account's bank account back. */
const withoutBank = ({ settlement_accounts: _bank, ...account }: RazorpayAccount) => account;
const collection = <T>(items: T[]) => ({ entity: "collection", count: items.length, items });

/** Razorpay's state in memory and its endpoints, as the adapter calls them. */
export class FakeRazorpayStore {
  readonly orders = new Map<string, RazorpayOrder>();
  readonly payments = new Map<string, RazorpayPayment>();
  readonly refunds = new Map<string, RazorpayRefund>();
  readonly transfers = new Map<string, RazorpayTransfer>();
  readonly reversals = new Map<string, RazorpayReversal>();
  readonly accounts = new Map<string, RazorpayAccount>();
  /** Idempotency keys seen: the request they came with and the entity they made. */
  private readonly keys = new Map<string, { request: string; id: string }>();

  private readonly routes: [string, RegExp, (request: FakeRequest, id: string) => unknown][] = [
    ["POST", /^\/v1\/orders$/, (r) => this.createOrder(r)],
    ["GET", /^\/v1\/orders\/([^/]+)$/, (_, id) => this.orders.get(id) ?? notFound()],
    ["GET", /^\/v1\/orders\/([^/]+)\/payments$/, (_, id) => this.orderPayments(id)],
    ["GET", /^\/v1\/payments\/([^/]+)$/, (_, id) => this.payments.get(id) ?? notFound()],
    ["POST", /^\/v1\/payments\/([^/]+)\/refund$/, (r, id) => this.refund(r, id)],
    ["GET", /^\/v1\/payments\/([^/]+)\/refunds$/, (r, id) => this.paymentRefunds(r, id)],
    ["GET", /^\/v1\/refunds\/([^/]+)$/, (_, id) => this.refunds.get(id) ?? notFound()],
    ["POST", /^\/v2\/accounts$/, (r) => this.createAccount(r)],
    ["POST", /^\/v1\/payments\/([^/]+)\/transfers$/, (r, id) => this.transfer(r, id)],
    ["GET", /^\/v1\/payments\/([^/]+)\/transfers$/, (_, id) => collection(this.byPayment(this.transfers, "source", id))],
    ["PATCH", /^\/v1\/transfers\/([^/]+)$/, (r, id) => this.editTransfer(r, id)],
    ["POST", /^\/v1\/transfers\/([^/]+)\/reversals$/, (r, id) => this.reverse(r, id)],
  ];

  /** Answers one authenticated request: the JSON to send with 200, or throws a RazorpayRefusal. */
  handle(request: FakeRequest): unknown {
    for (const [method, pattern, handler] of this.routes) {
      const match = pattern.exec(request.path);
      if (match && method === request.method) return handler(request, decodeURIComponent(match[1] ?? ""));
    }
    return refuse("The requested URL was not found on the server.", 404);
  }

  private createOrder({ body }: FakeRequest): RazorpayOrder {
    if (!isAmount(body.amount)) refuse("The amount must be at least INR 1.00");
    if (body.currency !== "INR") refuse("The currency should be INR");
    const receipt = body.receipt === undefined ? null : text(body.receipt, "receipt", 40);
    const amount = body.amount as number;
    const order: RazorpayOrder = {
      id: razorpayId("order"),
      entity: "order",
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency: "INR",
      receipt,
      status: "created",
      attempts: 0,
      notes: notesOf(body.notes),
      created_at: now(),
    };
    this.orders.set(order.id, order);
    return order;
  }

  private orderPayments(orderId: string) {
    if (!this.orders.has(orderId)) notFound();
    return collection(this.byPayment(this.payments, "order_id", orderId));
  }

  private refund(request: FakeRequest, paymentId: string): RazorpayRefund {
    const payment = this.payments.get(paymentId) ?? notFound();
    const { body } = request;
    const key = header(request, "x-refund-idempotency");
    const seen = key ? this.repeat(`refund:${key}`, { paymentId, body }) : undefined;
    if (seen) return this.refunds.get(seen) ?? notFound();
    if (!payment.captured) refuse("The payment has not been captured");
    const left = payment.amount - payment.amount_refunded;
    const amount = body.amount === undefined ? left : isAmount(body.amount) ? body.amount : refuse("The amount must be at least INR 1.00");
    if (amount > left) refuse("The total refund amount is greater than the refund payment amount");
    const receipt = body.receipt === undefined ? null : text(body.receipt, "receipt", 40);
    if (receipt && [...this.refunds.values()].some((r) => r.receipt === receipt))
      refuse("The receipt has already been used for another refund");
    const refund: RazorpayRefund = {
      id: razorpayId("rfnd"),
      entity: "refund",
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      receipt,
      notes: notesOf(body.notes),
      status: "pending",
      speed_requested: typeof body.speed === "string" ? body.speed : "normal",
      created_at: now(),
    };
    this.refunds.set(refund.id, refund);
    this.moveRefunded(payment, amount);
    if (key) this.keys.set(`refund:${key}`, { request: JSON.stringify({ paymentId, body }), id: refund.id });
    return refund;
  }

  /** Adds (or, for a failed refund, takes back) a refunded amount on its payment, as Razorpay's fields show it. */
  moveRefunded(payment: RazorpayPayment, amount: number) {
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded === 0 ? null : payment.amount_refunded < payment.amount ? "partial" : "full";
    payment.status = payment.refund_status === "full" ? "refunded" : "captured";
  }

  private paymentRefunds({ query }: FakeRequest, paymentId: string) {
    if (!this.payments.has(paymentId)) notFound();
    const count = Math.min(Number(query.get("count") ?? 10), 100);
    return collection(this.byPayment(this.refunds, "payment_id", paymentId).slice(0, count));
  }

  private createAccount(request: FakeRequest) {
    const { body } = request;
    const key = header(request, "idempotency-key");
    const seen = key ? this.repeat(`account:${key}`, body) : undefined;
    if (seen) return withoutBank(this.accounts.get(seen) ?? notFound());
    if (body.type !== "route") refuse("The type field is invalid");
    if (body.tnc_accepted !== true) refuse("The tnc_accepted field is required");
    const reference = text(body.reference_id, "reference_id", 20);
    if ([...this.accounts.values()].some((a) => a.reference_id === reference)) refuse("An account with this reference_id already exists");
    const settlement = Array.isArray(body.settlement_accounts) ? (body.settlement_accounts[0] as Record<string, unknown>) : undefined;
    const bank = settlement?.bank_account as Record<string, unknown> | undefined;
    if (settlement?.method !== "bank_account" || !bank) refuse("The settlement_accounts field is invalid");
    if (bank?.code_type !== "ifsc" || !/^[A-Z]{4}0[A-Z0-9]{6}$/.test(String(bank.code))) refuse("The IFSC code is invalid");
    text(bank?.account_number, "account_number", 20);
    text(bank?.beneficiary_name, "beneficiary_name");
    const account: RazorpayAccount = {
      id: razorpayId("acc"),
      entity: "linked_account",
      type: "route",
      status: "created",
      reference_id: reference,
      legal_business_name: text(body.legal_business_name, "legal_business_name"),
      business_type: text(body.business_type, "business_type", 40),
      email: text(body.email, "email"),
      phone: text(body.phone, "phone", 20),
      settlement_accounts: body.settlement_accounts,
      created_at: now(),
    };
    this.accounts.set(account.id, account);
    if (key) this.keys.set(`account:${key}`, { request: JSON.stringify(body), id: account.id });
    return withoutBank(account);
  }

  private transfer({ body }: FakeRequest, paymentId: string) {
    const payment = this.payments.get(paymentId) ?? notFound();
    if (!payment.captured) refuse("The payment has not been captured");
    const asked = Array.isArray(body.transfers) ? (body.transfers as Record<string, unknown>[]) : refuse("The transfers field is required");
    const made = asked.map((t) => {
      if (!this.accounts.has(String(t.account))) refuse("The account id is invalid");
      if (!isAmount(t.amount)) refuse("The amount must be at least INR 1.00");
      if (t.currency !== "INR") refuse("The currency should be INR");
      const moved = this.byPayment(this.transfers, "source", paymentId).reduce((sum, x) => sum + x.amount - x.amount_reversed, 0);
      if (moved + t.amount > payment.amount) refuse("Transfer amount exceeds the captured amount of the payment");
      const transfer: RazorpayTransfer = {
        id: razorpayId("trf"),
        entity: "transfer",
        status: "pending",
        source: paymentId,
        recipient: String(t.account),
        amount: t.amount,
        currency: "INR",
        amount_reversed: 0,
        on_hold: t.on_hold === true || t.on_hold === 1,
        notes: notesOf(t.notes),
        created_at: now(),
      };
      this.transfers.set(transfer.id, transfer);
      return transfer;
    });
    return collection(made);
  }

  private editTransfer({ body }: FakeRequest, transferId: string) {
    const transfer = this.transfers.get(transferId) ?? notFound();
    if (![true, false, 0, 1].includes(body.on_hold as never)) refuse("The on_hold field is required");
    transfer.on_hold = body.on_hold === true || body.on_hold === 1;
    return transfer;
  }

  private reverse({ body }: FakeRequest, transferId: string): RazorpayReversal {
    const transfer = this.transfers.get(transferId) ?? notFound();
    const left = transfer.amount - transfer.amount_reversed;
    const amount = body.amount === undefined ? left : isAmount(body.amount) ? body.amount : refuse("The amount must be at least INR 1.00");
    if (amount > left) refuse("The reversal amount provided is greater than the unreversed amount of the transfer");
    transfer.amount_reversed += amount;
    const reversal: RazorpayReversal = {
      id: razorpayId("rvrsl"),
      entity: "reversal",
      transfer_id: transferId,
      amount,
      currency: "INR",
      created_at: now(),
    };
    this.reversals.set(reversal.id, reversal);
    return reversal;
  }

  /** The entity an idempotency key made, when its request is repeated; a different request with it is refused. */
  private repeat(key: string, request: unknown): string | undefined {
    const seen = this.keys.get(key);
    if (seen && seen.request !== JSON.stringify(request))
      refuse("Different request with the same idempotency key has already been processed.");
    return seen?.id;
  }

  private byPayment<T, K extends keyof T>(map: Map<string, T>, field: K, id: string): T[] {
    return [...map.values()].filter((entity) => entity[field] === id);
  }
}
