import { createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import { redactedError } from "../gateway-retry.ts";
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
import {
  accountWire,
  collectionOf,
  errorWire,
  orderWire,
  paymentWire,
  refundWire,
  reversalWire,
  toEvent,
  toOrder,
  toPayment,
  toRefund,
  toTransfer,
  transferWire,
} from "./razorpay-wire.ts";

export interface RazorpayConfig {
  /** https://api.razorpay.com (a test points it at test/support/fake-razorpay.ts). */
  apiUrl: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Each call's time limit: 10 s unless a test shortens it. */
  timeoutMs?: number;
}

/** Razorpay's idempotency keys: at least 10 letters, digits, hyphens or underscores (our refund ids are UUIDs). */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{10,}$/;

/** A Razorpay error description, cut to this, is enough to say why; more would only carry what it quoted back. */
const DESCRIPTION_LIMIT = 200;

type Method = "GET" | "POST" | "PATCH";

/**
 * Razorpay through its documented REST API (docs/decisions/0049): orders, payments and refunds under /v1, Route's
 * linked accounts under /v2 and its transfers under /v1, with HTTP basic auth (key id : key secret). One try per
 * call: a network error, a timeout, a 5xx, throttling (429) or a request still in progress (409) is a retryable
 * PaymentProviderError, which the scheduler tries again later; any other refusal is final and carries Razorpay's
 * description. Neither the key secret nor a request body is ever put in an error or a log line.
 */
export class RazorpayProvider implements PaymentProvider {
  readonly name = "razorpay";
  readonly keyId: string;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  // Private fields: a logged or serialised provider never shows them.
  readonly #authorization: string;
  readonly #webhookSecret: string;

  constructor(
    config: RazorpayConfig,
    private readonly log: FastifyBaseLogger,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.keyId = config.keyId;
    this.baseUrl = config.apiUrl.replace(/\/+$/, "");
    this.timeoutMs = config.timeoutMs ?? 10_000;
    this.#authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString("base64")}`;
    this.#webhookSecret = config.webhookSecret;
  }

  async createOrder(request: { amount: number; currency: string; receipt: string; notes: Record<string, string> }): Promise<ProviderOrder> {
    const { amount, currency, receipt, notes } = request;
    // payment_capture: 1 captures an authorised payment at once, so an advance is never left merely authorised.
    const order = await this.call("POST", "/v1/orders", orderWire, { amount, currency, receipt, notes, payment_capture: 1 });
    return toOrder(order);
  }

  async orderPayments(providerOrderId: string): Promise<ProviderPayment[]> {
    const list = await this.call("GET", `/v1/orders/${segment(providerOrderId)}/payments`, collectionOf(paymentWire));
    return list.items.map(toPayment);
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment> {
    return toPayment(await this.call("GET", `/v1/payments/${segment(paymentId)}`, paymentWire));
  }

  async refund(paymentId: string, request: { amount: number; receipt: string; notes: Record<string, string> }): Promise<ProviderRefund> {
    const { amount, receipt, notes } = request;
    // Razorpay answers a repeat with the same X-Refund-Idempotency key with the first refund instead of a second one.
    const headers: Record<string, string> = IDEMPOTENCY_KEY.test(receipt) ? { "x-refund-idempotency": receipt } : {};
    const path = `/v1/payments/${segment(paymentId)}/refund`;
    return toRefund(await this.call("POST", path, refundWire, { amount, receipt, notes, speed: "normal" }, headers));
  }

  async fetchRefund(refundId: string): Promise<ProviderRefund> {
    return toRefund(await this.call("GET", `/v1/refunds/${segment(refundId)}`, refundWire));
  }

  async paymentRefunds(paymentId: string): Promise<(ProviderRefund & { receipt: string | null })[]> {
    // 100 is Razorpay's page limit; an advance is refunded a handful of times at most.
    const list = await this.call("GET", `/v1/payments/${segment(paymentId)}/refunds?count=100`, collectionOf(refundWire));
    return list.items.map((refund) => ({ ...toRefund(refund), receipt: refund.receipt ?? null }));
  }

  async createLinkedAccount(request: LinkedAccountRequest): Promise<{ id: string }> {
    const { referenceId, legalName, email, phone, bankAccount } = request;
    // The composite call makes the account, its Route configuration and its settlement account at once, or nothing;
    // the Idempotency-Key makes a retried call answer the account the first one made.
    const body = {
      type: "route",
      tnc_accepted: true,
      reference_id: referenceId,
      legal_business_name: legalName,
      contact_name: legalName,
      business_type: "individual",
      email,
      phone,
      settlement_accounts: [
        {
          method: "bank_account",
          bank_account: {
            account_number: bankAccount.accountNumber,
            beneficiary_name: bankAccount.holderName,
            code_type: "ifsc",
            code: bankAccount.ifsc,
            currency: "INR",
            is_default: true,
          },
        },
      ],
    };
    const account = await this.call("POST", "/v2/accounts", accountWire, body, { "idempotency-key": referenceId });
    return { id: account.id };
  }

  async transfer(
    paymentId: string,
    request: { account: string; amount: number; currency: string; onHold: boolean; notes: Record<string, string> },
  ): Promise<ProviderTransfer> {
    const { account, amount, currency, onHold, notes } = request;
    const path = `/v1/payments/${segment(paymentId)}/transfers`;
    const list = await this.call("POST", path, collectionOf(transferWire), {
      transfers: [{ account, amount, currency, on_hold: onHold, notes }],
    });
    const [made] = list.items;
    // Asked for one, answered none: whether it was made is unknown, so the caller looks it up (paymentTransfers).
    if (!made) throw this.failure("POST", path, null, new PaymentProviderError(`Razorpay answered POST ${path} without a transfer`, true));
    return toTransfer(made);
  }

  async paymentTransfers(paymentId: string): Promise<ProviderTransfer[]> {
    const list = await this.call("GET", `/v1/payments/${segment(paymentId)}/transfers`, collectionOf(transferWire));
    return list.items.map(toTransfer);
  }

  async releaseTransfer(transferId: string): Promise<ProviderTransfer> {
    return toTransfer(await this.call("PATCH", `/v1/transfers/${segment(transferId)}`, transferWire, { on_hold: false }));
  }

  async reverseTransfer(transferId: string, amount: number): Promise<{ id: string; amount: number }> {
    const reversal = await this.call("POST", `/v1/transfers/${segment(transferId)}/reversals`, reversalWire, { amount });
    return { id: reversal.id, amount: reversal.amount };
  }

  /** X-Razorpay-Signature: the hex HMAC-SHA256 of the raw body with the webhook secret (not the key secret). */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean {
    if (!signature) return false;
    const expected = Buffer.from(createHmac("sha256", this.#webhookSecret).update(rawBody).digest("hex"), "utf8");
    const given = Buffer.from(signature, "utf8");
    // timingSafeEqual throws on buffers of different lengths; a signature's length says nothing of the secret.
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /**
   * The event id is Razorpay's x-razorpay-event-id header, the same on every delivery of one event. It is outside
   * the signed body, so it serves to skip a repeat; what an event changes must itself be safe to apply twice.
   */
  parseWebhook(rawBody: Buffer, eventIdHeader: string | undefined): ProviderEvent | null {
    return toEvent(rawBody, eventIdHeader);
  }

  /** One call to Razorpay and its answer read with `answer`; every failure becomes a logged PaymentProviderError. */
  private async call<T extends z.ZodType>(
    method: Method,
    path: string,
    answer: T,
    body?: object,
    headers: Record<string, string> = {},
  ): Promise<z.output<T>> {
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.baseUrl}${path}`, {
        method,
        headers: {
          authorization: this.#authorization,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const why =
        error instanceof Error && error.name === "TimeoutError" ? `did not answer in ${this.timeoutMs} ms` : "could not be reached";
      throw this.failure(method, path, null, new PaymentProviderError(`Razorpay ${why} (${method} ${path})`, true));
    }
    const json: unknown = await response.json().catch(() => undefined);
    if (response.ok) {
      const read = answer.safeParse(json);
      if (read.success) return read.data;
      // A 2xx that is not Razorpay's JSON (a proxy's page, a cut answer): asking again is how to learn what happened.
      throw this.failure(
        method,
        path,
        response.status,
        new PaymentProviderError(`Razorpay answered ${method} ${path} with an unexpected body`, true, response.status),
      );
    }
    const description = errorWire.safeParse(json).data?.error.description?.slice(0, DESCRIPTION_LIMIT) ?? "no error description";
    const retryable = response.status >= 500 || response.status === 429 || response.status === 409;
    const message = `Razorpay answered ${response.status} to ${method} ${path}: ${description}`;
    throw this.failure(method, path, response.status, new PaymentProviderError(message, retryable, response.status));
  }

  private failure(method: Method, path: string, status: number | null, error: PaymentProviderError): PaymentProviderError {
    this.log.warn(
      { provider: "razorpay", method, path, status, retryable: error.retryable, err: redactedError(error) },
      "Razorpay call failed",
    );
    return error;
  }
}

/** An id in a path: ours or Razorpay's, never trusted to be free of '/' or '?'. */
const segment = (id: string) => encodeURIComponent(id);
