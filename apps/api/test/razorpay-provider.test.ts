import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PaymentProviderError } from "../src/platform/payments/payment-provider.ts";
import { RazorpayProvider } from "../src/platform/payments/razorpay-provider.ts";
import { FakeRazorpay } from "./support/fake-razorpay.ts";

// The Razorpay adapter (docs/decisions/0049) against the loopback fake of Razorpay's API: each call's method, path,
// body, auth and idempotency header; the mapping of Razorpay's JSON; which failures may be retried; and that no
// secret or request body reaches an error or a log line. Webhooks: razorpay-webhook.test.ts.

let razorpay: FakeRazorpay;
let provider: RazorpayProvider;
const lines: string[] = [];
const log = Fastify({ logger: { level: "warn", stream: { write: (line: string) => lines.push(line) } } }).log;

beforeAll(async () => {
  razorpay = await FakeRazorpay.start();
  provider = new RazorpayProvider(razorpay.config, log);
});
afterAll(() => razorpay.close());

const lastCall = () => {
  const call = razorpay.calls.at(-1);
  if (!call) throw new Error("Razorpay was not called");
  return call;
};
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("the call succeeded");
    },
    (error: unknown) => {
      if (!(error instanceof PaymentProviderError)) throw error;
      return error;
    },
  );
const newOrder = (amount = 87_500) =>
  provider.createOrder({ amount, currency: "INR", receipt: crypto.randomUUID(), notes: { booking: "b-1" } });
async function capturedPayment(amount = 87_500) {
  const order = await newOrder(amount);
  return razorpay.pay(order.id).payment;
}
const BANK = { holderName: "Asha Rao", accountNumber: "50100012345678", ifsc: "HDFC0001234" };
const linkedAccount = (referenceId: string) =>
  provider.createLinkedAccount({
    referenceId,
    legalName: "Asha Rao",
    email: "asha@example.com",
    phone: "+919845012345",
    bankAccount: BANK,
  });

describe("orders and payments", () => {
  it("creates an order in paise with our receipt, auto-capture and basic auth, and reads its payments", async () => {
    const receipt = crypto.randomUUID();
    const order = await provider.createOrder({ amount: 87_500, currency: "INR", receipt, notes: { booking: "b-1" } });
    expect(order).toEqual({ id: expect.stringMatching(/^order_\w{14}$/), amount: 87_500, currency: "INR", status: "created" });
    const call = lastCall();
    expect(call).toMatchObject({ method: "POST", path: "/v1/orders" });
    expect(call.body).toEqual({ amount: 87_500, currency: "INR", receipt, notes: { booking: "b-1" }, payment_capture: 1 });
    const { keyId, keySecret } = razorpay.credentials;
    expect(call.headers.authorization).toBe(`Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`);
    expect(provider.keyId).toBe(keyId);

    const failed = razorpay.pay(order.id, { fail: true }).payment;
    const paid = razorpay.pay(order.id, { method: "card" }).payment;
    const payments = await provider.orderPayments(order.id);
    expect(lastCall()).toMatchObject({ method: "GET", path: `/v1/orders/${order.id}/payments` });
    expect(payments).toEqual([
      {
        id: failed.id,
        orderId: order.id,
        amount: 87_500,
        currency: "INR",
        status: "failed",
        method: "upi",
        amountRefunded: 0,
        errorReason: "payment_failed",
      },
      {
        id: paid.id,
        orderId: order.id,
        amount: 87_500,
        currency: "INR",
        status: "captured",
        method: "card",
        amountRefunded: 0,
        errorReason: null,
      },
    ]);
    expect(await provider.fetchPayment(paid.id)).toEqual(payments[1]);
    expect(lastCall()).toMatchObject({ method: "GET", path: `/v1/payments/${paid.id}` });
  });
});

describe("refunds", () => {
  it("refunds part of a payment with our receipt as the idempotency key, so a retry answers the same refund", async () => {
    const payment = await capturedPayment();
    const receipt = crypto.randomUUID();
    const refund = await provider.refund(payment.id, { amount: 30_000, receipt, notes: { reason: "cancelled" } });
    expect(refund).toEqual({ id: expect.stringMatching(/^rfnd_/), paymentId: payment.id, amount: 30_000, status: "pending" });
    const call = lastCall();
    expect(call).toMatchObject({ method: "POST", path: `/v1/payments/${payment.id}/refund` });
    expect(call.body).toEqual({ amount: 30_000, receipt, notes: { reason: "cancelled" }, speed: "normal" });
    expect(call.headers["x-refund-idempotency"]).toBe(receipt);

    expect(await provider.refund(payment.id, { amount: 30_000, receipt, notes: { reason: "cancelled" } })).toEqual(refund);
    expect([...razorpay.store.refunds.values()].filter((r) => r.payment_id === payment.id)).toHaveLength(1);
    expect((await provider.fetchPayment(payment.id)).amountRefunded).toBe(30_000);

    expect(await provider.fetchRefund(refund.id)).toEqual(refund);
    razorpay.processRefund(refund.id);
    expect(await provider.fetchRefund(refund.id)).toEqual({ ...refund, status: "processed" });
    expect(lastCall()).toMatchObject({ method: "GET", path: `/v1/refunds/${refund.id}` });
    expect(await provider.paymentRefunds(payment.id)).toEqual([{ ...refund, status: "processed", receipt }]);
    expect(lastCall()).toMatchObject({ method: "GET", path: `/v1/payments/${payment.id}/refunds?count=100` });
  });

  it("finds a refund whose answer was lost by its receipt, and is refused a refund beyond what is left", async () => {
    const payment = await capturedPayment(50_000);
    const receipt = crypto.randomUUID();
    razorpay.failNext(`/v1/payments/${payment.id}/refund`, 500, { applied: true });
    const lost = await refusal(provider.refund(payment.id, { amount: 40_000, receipt, notes: {} }));
    expect(lost).toMatchObject({ retryable: true, status: 500 });
    expect((await provider.paymentRefunds(payment.id)).map((r) => [r.receipt, r.amount])).toEqual([[receipt, 40_000]]);

    const beyond = await refusal(provider.refund(payment.id, { amount: 20_000, receipt: crypto.randomUUID(), notes: {} }));
    expect(beyond).toMatchObject({ retryable: false, status: 400 });
    expect(beyond.message).toContain("greater than the refund payment amount");
    // A receipt too short to be an idempotency key is still unique: a repeat is refused, not made twice.
    await provider.refund(payment.id, { amount: 5_000, receipt: "r-1", notes: {} });
    expect(lastCall().headers["x-refund-idempotency"]).toBeUndefined();
    const again = await refusal(provider.refund(payment.id, { amount: 5_000, receipt: "r-1", notes: {} }));
    expect(again).toMatchObject({ retryable: false });
    expect((await provider.fetchPayment(payment.id)).amountRefunded).toBe(45_000);
  });
});

describe("Route: linked accounts and transfers", () => {
  it("creates a composite linked account with the bank account, the reference as its idempotency key", async () => {
    const referenceId = `v_${crypto.randomUUID().slice(0, 12)}`;
    const account = await linkedAccount(referenceId);
    expect(account).toEqual({ id: expect.stringMatching(/^acc_/) });
    const call = lastCall();
    expect(call).toMatchObject({ method: "POST", path: "/v2/accounts" });
    expect(call.headers["idempotency-key"]).toBe(referenceId);
    expect(call.body).toMatchObject({
      type: "route",
      tnc_accepted: true,
      business_type: "individual",
      reference_id: referenceId,
      legal_business_name: "Asha Rao",
      email: "asha@example.com",
      phone: "+919845012345",
      settlement_accounts: [
        {
          method: "bank_account",
          bank_account: { account_number: BANK.accountNumber, beneficiary_name: "Asha Rao", code_type: "ifsc", code: BANK.ifsc },
        },
      ],
    });
    expect(await linkedAccount(referenceId)).toEqual(account);
    expect([...razorpay.store.accounts.values()].filter((a) => a.reference_id === referenceId)).toHaveLength(1);
  });

  it("transfers on hold, lists, releases and reverses part of a transfer", async () => {
    const account = await linkedAccount(`v_${crypto.randomUUID().slice(0, 12)}`);
    const payment = await capturedPayment();
    const transfer = await provider.transfer(payment.id, {
      account: account.id,
      amount: 78_750,
      currency: "INR",
      onHold: true,
      notes: { booking: "b-1" },
    });
    expect(transfer).toEqual({ id: expect.stringMatching(/^trf_/), amount: 78_750, onHold: true, amountReversed: 0 });
    expect(lastCall()).toMatchObject({ method: "POST", path: `/v1/payments/${payment.id}/transfers` });
    expect(lastCall().body).toEqual({
      transfers: [{ account: account.id, amount: 78_750, currency: "INR", on_hold: true, notes: { booking: "b-1" } }],
    });
    expect(await provider.paymentTransfers(payment.id)).toEqual([transfer]);

    expect(await provider.releaseTransfer(transfer.id)).toEqual({ ...transfer, onHold: false });
    expect(lastCall()).toMatchObject({ method: "PATCH", path: `/v1/transfers/${transfer.id}`, body: { on_hold: false } });
    expect(await provider.reverseTransfer(transfer.id, 20_000)).toEqual({ id: expect.stringMatching(/^rvrsl_/), amount: 20_000 });
    expect(lastCall()).toMatchObject({ method: "POST", path: `/v1/transfers/${transfer.id}/reversals`, body: { amount: 20_000 } });
    expect(await provider.paymentTransfers(payment.id)).toEqual([{ ...transfer, onHold: false, amountReversed: 20_000 }]);
    const beyond = await refusal(provider.reverseTransfer(transfer.id, 60_000));
    expect(beyond).toMatchObject({ retryable: false, status: 400 });
  });
});

describe("failures", () => {
  it("marks 5xx, throttling and a request in progress retryable, and other 4xx final with Razorpay's description", async () => {
    for (const status of [500, 502, 503, 429, 409]) {
      razorpay.failNext("/v1/orders", status);
      expect(await refusal(newOrder())).toMatchObject({ retryable: true, status });
    }
    razorpay.failNext("/v1/orders", 400, { description: "The amount must be at least INR 1.00" });
    const refused = await refusal(newOrder());
    expect(refused).toMatchObject({
      retryable: false,
      status: 400,
      message: "Razorpay answered 400 to POST /v1/orders: The amount must be at least INR 1.00",
    });
    expect(await refusal(provider.fetchPayment("pay_DoesNotExist01"))).toMatchObject({ retryable: false, status: 400 });
    // Ids are put in the path escaped, so one cannot reach another endpoint.
    await refusal(provider.fetchPayment("../orders"));
    expect(lastCall().path).toBe("/v1/payments/..%2Forders");
  });

  it("refuses wrong keys as final, without the secret in the error", async () => {
    const wrong = new RazorpayProvider({ ...razorpay.config, keySecret: "not-the-secret" }, log);
    const refused = await refusal(wrong.createOrder({ amount: 10_000, currency: "INR", receipt: "x", notes: {} }));
    expect(refused).toMatchObject({ retryable: false, status: 401 });
    expect(refused.message).not.toContain("not-the-secret");
  });

  it("marks a timeout, an unreachable server and an answer that is not Razorpay's retryable", async () => {
    const quick = new RazorpayProvider({ ...razorpay.config, timeoutMs: 200 }, log);
    razorpay.failNext("/v1/orders", "hang");
    const started = Date.now();
    const timedOut = await refusal(quick.createOrder({ amount: 10_000, currency: "INR", receipt: "x", notes: {} }));
    expect(timedOut).toMatchObject({ retryable: true, status: null, message: "Razorpay did not answer in 200 ms (POST /v1/orders)" });
    expect(Date.now() - started).toBeLessThan(5_000);

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const away = new RazorpayProvider({ ...razorpay.config, apiUrl: `http://127.0.0.1:${port}` }, log);
    expect(await refusal(away.fetchPayment("pay_X"))).toMatchObject({ retryable: true, status: null });

    const page = async () => new Response("<html>Service Unavailable</html>", { status: 200, headers: { "content-type": "text/html" } });
    const proxied = new RazorpayProvider(razorpay.config, log, page);
    expect(await refusal(proxied.fetchPayment("pay_X"))).toMatchObject({ retryable: true, status: 200 });
    const shapeless = new RazorpayProvider(razorpay.config, log, async () => Response.json({ id: "pay_X", amount: "875" }));
    expect(await refusal(shapeless.fetchPayment("pay_X"))).toMatchObject({ retryable: true });
  });

  it("logs each failure redacted, never with the key secret or a request body", async () => {
    lines.length = 0;
    razorpay.failNext("/v2/accounts", 400, { description: "The phone 9845012345 is already in use by asha@example.com" });
    await refusal(linkedAccount(`v_${crypto.randomUUID().slice(0, 12)}`));
    expect(lines).toHaveLength(1);
    const logged = lines.join("\n");
    expect(JSON.parse(logged)).toMatchObject({
      level: 40,
      msg: "Razorpay call failed",
      method: "POST",
      path: "/v2/accounts",
      status: 400,
      retryable: false,
    });
    for (const secret of ["9845012345", "asha@example.com", BANK.accountNumber, razorpay.credentials.keySecret])
      expect(logged).not.toContain(secret);
    expect(JSON.stringify({ ...provider, log: null })).not.toContain(razorpay.credentials.keySecret);
  });
});
