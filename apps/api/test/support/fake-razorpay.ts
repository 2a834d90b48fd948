import { createHmac } from "node:crypto";
import { createServer } from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { RazorpayRefusal, randomToken, razorpayId } from "./fake-razorpay-entities.ts";
import type { RazorpayPayment } from "./fake-razorpay-entities.ts";
import { FakeRazorpayStore } from "./fake-razorpay-store.ts";

export type {
  RazorpayAccount,
  RazorpayOrder,
  RazorpayPayment,
  RazorpayRefund,
  RazorpayReversal,
  RazorpayTransfer,
} from "./fake-razorpay-entities.ts";

/**
 * A loopback fake of Razorpay's REST API and its webhooks (docs/decisions/0049), the only thing faked in the
 * payments tests: a real HTTP server on 127.0.0.1 with Razorpay's endpoints, basic auth, Razorpay-shaped JSON and
 * refusals, state in memory, and controls a test uses to play the shopper, the bank and Razorpay's webhook sender.
 *
 *   const razorpay = await FakeRazorpay.start();
 *   const provider = new RazorpayProvider(razorpay.config, log);
 *   const order = await provider.createOrder({ amount: 87500, currency: "INR", receipt: "po_1", notes: {} });
 *   const { webhook } = razorpay.pay(order.id);          // a captured UPI payment, and its signed webhook
 *   await app.inject({ method: "POST", url: "/api/payments/webhook", headers: webhook.headers, payload: webhook.body });
 *   await razorpay.close();
 */

export interface FakeRazorpayCredentials {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** A webhook delivery as Razorpay would send it: the raw body and its headers (signature, event id, content type). */
export interface SignedWebhook {
  body: Buffer;
  headers: { "content-type": string; "x-razorpay-signature": string; "x-razorpay-event-id": string };
  /** The x-razorpay-event-id header's value. */
  eventId: string;
}

/** One request the fake received, in order: its method, its path with the query, its headers and its JSON body. */
export interface FakeRazorpayCall {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: unknown;
}

export type WebhookEntities = Partial<Record<"payment" | "refund" | "transfer" | "order", object>>;

interface Failure {
  path: string | RegExp;
  status: number | "hang";
  method: string | undefined;
  applied: boolean;
  description: string | undefined;
}

const SERVER_ERROR = "The server encountered an error. The incident has been reported to admins.";

export class FakeRazorpay {
  /** Every request received, oldest first; `calls.length = 0` forgets them. */
  readonly calls: FakeRazorpayCall[] = [];
  /** Razorpay's state: orders, payments, refunds, transfers, reversals and linked accounts by id. */
  readonly store = new FakeRazorpayStore();
  private readonly failures: Failure[] = [];
  private readonly server: Server;
  private url = "";

  private constructor(readonly credentials: FakeRazorpayCredentials) {
    this.server = createServer((req, res) => void this.answer(req, res));
  }

  /** A fake listening on 127.0.0.1 at a free port; credentials default to test keys. */
  static async start(credentials: Partial<FakeRazorpayCredentials> = {}): Promise<FakeRazorpay> {
    const fake = new FakeRazorpay({
      keyId: credentials.keyId ?? "rzp_test_FakeKeyId0001",
      keySecret: credentials.keySecret ?? "fake-key-secret",
      webhookSecret: credentials.webhookSecret ?? "fake-webhook-secret",
    });
    await new Promise<void>((resolve) => fake.server.listen(0, "127.0.0.1", resolve));
    fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    return fake;
  }

  /** What RazorpayProvider (and PaymentsConfig's `razorpay`) takes: this fake's address and keys. */
  get config(): { apiUrl: string } & FakeRazorpayCredentials {
    return { apiUrl: this.url, ...this.credentials };
  }

  /**
   * The shopper pays an order: a captured payment (or, with `fail`, a failed one) is made on it, and the webhook
   * Razorpay would send is answered (payment.captured or payment.failed), signed. `amount` makes a payment of
   * another amount than the order's, as a tampered checkout would report; a second call on a paid order makes a
   * second captured payment, as two racing UPI payments do.
   */
  pay(
    orderId: string,
    options: { method?: string; fail?: boolean; amount?: number } = {},
  ): { payment: RazorpayPayment; webhook: SignedWebhook } {
    const order = this.store.orders.get(orderId);
    if (!order) throw new Error(`Fake Razorpay has no order ${orderId}`);
    const fail = options.fail ?? false;
    const payment: RazorpayPayment = {
      id: razorpayId("pay"),
      entity: "payment",
      amount: options.amount ?? order.amount,
      currency: order.currency,
      status: fail ? "failed" : "captured",
      order_id: order.id,
      method: options.method ?? "upi",
      amount_refunded: 0,
      refund_status: null,
      captured: !fail,
      error_code: fail ? "BAD_REQUEST_ERROR" : null,
      error_description: fail ? "Payment failed because the bank declined it." : null,
      error_reason: fail ? "payment_failed" : null,
      created_at: Math.floor(Date.now() / 1000),
    };
    this.store.payments.set(payment.id, payment);
    order.attempts += 1;
    if (!fail) {
      order.amount_paid += payment.amount;
      order.amount_due = Math.max(0, order.amount - order.amount_paid);
      order.status = "paid";
    } else if (order.status === "created") order.status = "attempted";
    return { payment: { ...payment }, webhook: this.signedWebhook(fail ? "payment.failed" : "payment.captured", { payment }) };
  }

  /** The bank settles a pending refund (or, with `fail`, gives it back): answers refund.processed / refund.failed. */
  processRefund(refundId: string, options: { fail?: boolean } = {}): SignedWebhook {
    const refund = this.store.refunds.get(refundId);
    if (!refund || refund.status !== "pending") throw new Error(`Fake Razorpay has no pending refund ${refundId}`);
    const payment = this.store.payments.get(refund.payment_id);
    if (!payment) throw new Error(`Fake Razorpay has no payment ${refund.payment_id}`);
    refund.status = options.fail ? "failed" : "processed";
    if (options.fail) this.store.moveRefunded(payment, -refund.amount);
    return this.signedWebhook(`refund.${refund.status}`, { refund, payment });
  }

  /** Razorpay processes a transfer: answers transfer.processed. */
  processTransfer(transferId: string): SignedWebhook {
    const transfer = this.store.transfers.get(transferId);
    if (!transfer) throw new Error(`Fake Razorpay has no transfer ${transferId}`);
    transfer.status = "processed";
    return this.signedWebhook("transfer.processed", { transfer });
  }

  /**
   * The next request whose path (without the query) is `path`, or matches it, answers `status` with Razorpay's
   * error JSON, or never answers ("hang"). Nothing happens, unless `applied`: then the request takes effect and
   * only its answer is lost, as when a network fails after Razorpay acted. `method` narrows the match.
   */
  failNext(path: string | RegExp, status: number | "hang", options: { method?: string; applied?: boolean; description?: string } = {}) {
    this.failures.push({ path, status, method: options.method, applied: options.applied ?? false, description: options.description });
  }

  /**
   * A webhook for `event` carrying `entities` (each put at payload.<name>.entity, as Razorpay does), signed with the
   * webhook secret and with a fresh x-razorpay-event-id. Send the same object twice to replay one delivery.
   */
  signedWebhook(event: string, entities: WebhookEntities): SignedWebhook {
    const payload = Object.fromEntries(Object.entries(entities).map(([name, entity]) => [name, { entity }]));
    const json = {
      entity: "event",
      account_id: "acc_FakeMerchant01",
      event,
      contains: Object.keys(entities),
      payload,
      created_at: Math.floor(Date.now() / 1000),
    };
    const body = Buffer.from(JSON.stringify(json));
    const eventId = randomToken(14);
    return {
      body,
      headers: { "content-type": "application/json", "x-razorpay-signature": this.sign(body), "x-razorpay-event-id": eventId },
      eventId,
    };
  }

  /** Razorpay's webhook signature of a body: hex HMAC-SHA256 with the webhook secret, or with `secret`. */
  sign(body: Buffer | string, secret = this.credentials.webhookSecret): string {
    return createHmac("sha256", secret).update(body).digest("hex");
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async answer(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", "http://fake.razorpay");
    const method = req.method ?? "GET";
    let body: unknown;
    try {
      body = raw === "" ? {} : JSON.parse(raw);
    } catch {
      body = undefined;
    }
    this.calls.push({ method, path: url.pathname + url.search, headers: req.headers, body });

    const failure = this.takeFailure(method, url.pathname);
    if (failure && !failure.applied) return this.fail(res, failure);
    if (req.headers.authorization !== this.authorization()) return send(res, 401, refusal("Authentication failed"));
    if (!body || typeof body !== "object" || Array.isArray(body)) return send(res, 400, refusal("The request body is not valid JSON"));
    try {
      const json = this.store.handle({
        method,
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: body as Record<string, unknown>,
      });
      if (failure) return this.fail(res, failure);
      send(res, 200, json);
    } catch (error) {
      if (error instanceof RazorpayRefusal) return send(res, error.status, refusal(error.description));
      send(res, 500, refusal(SERVER_ERROR, "SERVER_ERROR"));
    }
  }

  private takeFailure(method: string, path: string): Failure | undefined {
    const index = this.failures.findIndex(
      (f) => (f.method === undefined || f.method === method) && (typeof f.path === "string" ? f.path === path : f.path.test(path)),
    );
    return index === -1 ? undefined : this.failures.splice(index, 1)[0];
  }

  private fail(res: ServerResponse, failure: Failure) {
    if (failure.status === "hang") return;
    const server = failure.status >= 500;
    send(
      res,
      failure.status,
      refusal(failure.description ?? (server ? SERVER_ERROR : "The request was refused"), server ? "SERVER_ERROR" : "BAD_REQUEST_ERROR"),
    );
  }

  private authorization() {
    return `Basic ${Buffer.from(`${this.credentials.keyId}:${this.credentials.keySecret}`).toString("base64")}`;
  }
}

const refusal = (description: string, code = "BAD_REQUEST_ERROR") => ({
  error: { code, description, source: "NA", step: "NA", reason: "NA", metadata: {} },
});

function send(res: ServerResponse, status: number, json: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(json));
}
