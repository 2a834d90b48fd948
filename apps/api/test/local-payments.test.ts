import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { bookings, localPaymentObjects, paymentOrders } from "@utsav/db";
import { checkoutSchema, envelope, PAYMENT_MESSAGES } from "@utsav/domain";
import localPaymentRoutes from "../src/modules/payments/local-routes.ts";
import { loadConfig } from "../src/platform/config.ts";
import { LocalPaymentProvider, OrderPaidError } from "../src/platform/payments/local-provider.ts";
import { PaymentProviderError } from "../src/platform/payments/payment-provider.ts";
import { pagePolicy } from "../src/platform/security-headers.ts";
import { bookableVendor, freshMobile } from "./bookings-helper.ts";
import type { BookableVendor } from "./bookings-helper.ts";
import { buildTestApp } from "./helper.ts";

// The local payment provider and the local payment page's route (docs/decisions/0050): Razorpay's objects and rules
// kept in the database, its webhooks signed as Razorpay signs them and delivered to the one webhook route.

let app: FastifyInstance;
let vendor: BookableVendor;
let provider: LocalPaymentProvider;
/** Tests take no payments unless they ask: these ask for the local provider, as `npm start` has it. */
const testPayments = loadConfig({ NODE_ENV: "test" }).payments;
beforeAll(async () => {
  app = await buildTestApp({ payments: { ...testPayments, provider: "local" } });
  vendor = await bookableVendor(app);
  provider = new LocalPaymentProvider(app.database.db, { webhookSecret: "local-test-secret" });
  const terms = await app.inject({
    method: "POST",
    url: "/api/vendor/profile/section/terms/save",
    headers: vendor.headers,
    payload: { advancePercent: 25, refundPolicy: "Full refund up to 2 days before.", cancellationPolicy: "Cancel from My bookings." },
  });
  expect(terms.statusCode, terms.body).toBe(200);
});
afterAll(async () => {
  await app.close();
});

const order = (amount = 87_500) => provider.createOrder({ amount, currency: "INR", receipt: randomUUID().slice(0, 36), notes: {} });
/** A captured payment of a new order. */
async function capturedPayment(amount = 87_500) {
  const made = await order(amount);
  await provider.pay(made.id, "paid", "upi");
  const [payment] = await provider.orderPayments(made.id);
  return payment!;
}
const refusal = (status = 400) => expect.objectContaining({ name: "PaymentProviderError", retryable: false, status });

describe("the local provider", () => {
  it("makes orders with Razorpay's ids and rules; a repeat of a receipt answers the first order", async () => {
    const receipt = randomUUID().slice(0, 36);
    const made = await provider.createOrder({ amount: 87_500, currency: "INR", receipt, notes: { bookingId: "b1" } });
    expect(made).toEqual({ id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/), amount: 87_500, currency: "INR", status: "created" });
    expect(await provider.createOrder({ amount: 87_500, currency: "INR", receipt, notes: {} })).toEqual(made);
    await expect(provider.createOrder({ amount: 90_000, currency: "INR", receipt, notes: {} })).rejects.toEqual(refusal());
    await expect(order(99)).rejects.toEqual(refusal());
    await expect(order(100.5)).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(provider.createOrder({ amount: 10_000, currency: "USD", receipt: "r-usd", notes: {} })).rejects.toEqual(refusal());
    await expect(provider.orderPayments("order_NotThere000000")).rejects.toEqual(refusal());
  });

  it("pays an order once, answering payment.captured signed as Razorpay signs it; a failed try leaves it open", async () => {
    const made = await order();
    const failed = await provider.pay(made.id, "failed", "upi");
    expect(provider.parseWebhook(failed.rawBody, failed.headers["x-razorpay-event-id"])).toMatchObject({
      event: "payment.failed",
      payment: { orderId: made.id, status: "failed", errorReason: "payment_failed", amount: 87_500 },
    });
    const paid = await provider.pay(made.id, "paid", "upi");
    expect(paid.headers["x-razorpay-event-id"]).toMatch(/^[A-Za-z0-9]{14}$/);
    expect(provider.verifyWebhook(paid.rawBody, paid.headers["x-razorpay-signature"])).toBe(true);
    const event = provider.parseWebhook(paid.rawBody, paid.headers["x-razorpay-event-id"]);
    expect(event).toMatchObject({
      event: "payment.captured",
      payment: { orderId: made.id, status: "captured", method: "upi", amount: 87_500 },
    });
    expect(JSON.parse(paid.rawBody.toString())).toMatchObject({
      entity: "event",
      contains: ["payment"],
      payload: { payment: { entity: {} } },
    });
    expect((await provider.orderPayments(made.id)).map((p) => p.status)).toEqual(["failed", "captured"]);
    // Razorpay takes no payment of a paid order.
    await expect(provider.pay(made.id, "paid", "upi")).rejects.toBeInstanceOf(OrderPaidError);
    await expect(provider.pay("order_NotThere000000", "paid", "upi")).rejects.toEqual(refusal());
  });

  it("refuses a webhook whose body was changed, that is unsigned, or signed with another secret", async () => {
    const paid = await provider.pay((await order()).id, "paid", "upi");
    const signature = paid.headers["x-razorpay-signature"];
    const tampered = Buffer.from(paid.rawBody.toString().replace('"amount":87500', '"amount":100'));
    expect(provider.verifyWebhook(tampered, signature)).toBe(false);
    expect(provider.verifyWebhook(paid.rawBody, undefined)).toBe(false);
    expect(provider.verifyWebhook(paid.rawBody, signature.slice(1))).toBe(false);
    const other = new LocalPaymentProvider(app.database.db, { webhookSecret: "another-secret" });
    expect(other.verifyWebhook(paid.rawBody, signature)).toBe(false);
  });

  it("refunds no more than is left, at once, and answers a repeated receipt with the first refund", async () => {
    const payment = await capturedPayment();
    await expect(provider.refund(payment.id, { amount: 87_501, receipt: "rf-too-much", notes: {} })).rejects.toEqual(refusal());
    const part = await provider.refund(payment.id, { amount: 21_875, receipt: "rf-part", notes: {} });
    expect(part).toEqual({
      id: expect.stringMatching(/^rfnd_[A-Za-z0-9]{14}$/),
      paymentId: payment.id,
      amount: 21_875,
      status: "processed",
    });
    expect(await provider.refund(payment.id, { amount: 21_875, receipt: "rf-part", notes: {} })).toEqual(part);
    await expect(provider.refund(payment.id, { amount: 65_626, receipt: "rf-rest-and-more", notes: {} })).rejects.toEqual(refusal());
    const rest = await provider.refund(payment.id, { amount: 65_625, receipt: "rf-rest", notes: {} });
    expect(await provider.fetchPayment(payment.id)).toMatchObject({ status: "refunded", amountRefunded: 87_500 });
    await expect(provider.refund(payment.id, { amount: 100, receipt: "rf-after", notes: {} })).rejects.toEqual(refusal());
    expect(await provider.fetchRefund(rest.id)).toEqual(rest);
    expect(await provider.paymentRefunds(payment.id)).toEqual([
      { ...part, receipt: "rf-part" },
      { ...rest, receipt: "rf-rest" },
    ]);
    await expect(provider.fetchRefund("rfnd_NotThere000000")).rejects.toEqual(refusal());
  });

  it("refunds no payment that failed, and no amount below ₹1 or in fractions of a paisa", async () => {
    const made = await order();
    await provider.pay(made.id, "failed", "upi");
    const [failed] = await provider.orderPayments(made.id);
    await expect(provider.refund(failed!.id, { amount: 87_500, receipt: "rf-failed", notes: {} })).rejects.toEqual(refusal());
    const payment = await capturedPayment();
    for (const amount of [0, -100, 99, 150.5]) {
      await expect(provider.refund(payment.id, { amount, receipt: `rf-${amount}`, notes: {} })).rejects.toBeInstanceOf(
        PaymentProviderError,
      );
    }
  });

  it("transfers only of captured payments, to a linked account, never more than is left; releases and reverses", async () => {
    const bank = { holderName: "Asha Decor", accountNumber: "123456789012", ifsc: "HDFC0001234" };
    const request = {
      referenceId: "v-local-1",
      legalName: "Asha Decor",
      email: "asha@example.com",
      phone: "9845012345",
      bankAccount: bank,
    };
    const account = await provider.createLinkedAccount(request);
    expect(account.id).toMatch(/^acc_[A-Za-z0-9]{14}$/);
    expect(await provider.createLinkedAccount(request)).toEqual(account);
    // The account's number is not kept by the local provider (only its last four digits).
    const [row] = await app.database.db.select().from(localPaymentObjects).where(eq(localPaymentObjects.id, account.id));
    expect(JSON.stringify(row?.body)).not.toContain(bank.accountNumber);

    const failedOrder = await order();
    await provider.pay(failedOrder.id, "failed", "upi");
    const [failed] = await provider.orderPayments(failedOrder.id);
    const transfer = (paymentId: string, amount: number, to = account.id) =>
      provider.transfer(paymentId, { account: to, amount, currency: "INR", onHold: true, notes: {} });
    await expect(transfer(failed!.id, 1000)).rejects.toEqual(refusal());

    const payment = await capturedPayment();
    await expect(transfer(payment.id, 1000, "acc_NotThere000000")).rejects.toEqual(refusal());
    await expect(transfer(payment.id, 87_501)).rejects.toEqual(refusal());
    const made = await transfer(payment.id, 78_750);
    expect(made).toEqual({ id: expect.stringMatching(/^trf_[A-Za-z0-9]{14}$/), amount: 78_750, onHold: true, amountReversed: 0 });
    await expect(transfer(payment.id, 8_751)).rejects.toEqual(refusal());
    expect(await provider.paymentTransfers(payment.id)).toEqual([made]);

    expect(await provider.releaseTransfer(made.id)).toEqual({ ...made, onHold: false });
    await expect(provider.reverseTransfer(made.id, 78_751)).rejects.toEqual(refusal());
    expect(await provider.reverseTransfer(made.id, 19_688)).toEqual({
      id: expect.stringMatching(/^rvrsl_[A-Za-z0-9]{14}$/),
      amount: 19_688,
    });
    expect(await provider.reverseTransfer(made.id, 59_062)).toMatchObject({ amount: 59_062 });
    await expect(provider.reverseTransfer(made.id, 1)).rejects.toEqual(refusal());
    expect(await provider.paymentTransfers(payment.id)).toEqual([{ ...made, onHold: false, amountReversed: 78_750 }]);
  });

  it("keeps its state in the database: a provider made after a restart knows every object", async () => {
    const payment = await capturedPayment();
    const restarted = new LocalPaymentProvider(app.database.db, { webhookSecret: "local-test-secret" });
    expect(await restarted.fetchPayment(payment.id)).toEqual(payment);
    expect(await restarted.orderPayments(payment.orderId!)).toEqual([payment]);
  });
});

/** A guest's booking of the vendor's 25% advance offering: its payment order's id. */
async function bookedOrder(): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/public/booking",
    headers: { "x-forwarded-for": `10.50.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    payload: { offeringId: vendor.offering.id, vendorName: "", offeringName: "", bookingData: { name: "Asha", mobile: freshMobile() } },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { status, payment } = response.json().data;
  expect(status).toBe("awaiting_payment");
  expect(payment.checkoutPath).toBe(`/pay/${payment.orderId}`);
  return payment.orderId;
}

const payLocally = (orderId: string, payload: object = { outcome: "paid" }) =>
  app.inject({ method: "POST", url: `/api/dev/payments/${orderId}`, payload, headers: { "x-forwarded-for": "10.51.0.1" } });

async function bookingStatus(orderId: string): Promise<string | undefined> {
  const [row] = await app.database.db
    .select({ status: bookings.status })
    .from(paymentOrders)
    .innerJoin(bookings, eq(bookings.id, paymentOrders.bookingId))
    .where(eq(paymentOrders.id, orderId));
  return row?.status;
}

describe("the local payment page's route", () => {
  it("fails a payment and leaves the order open, then pays it through the webhook route: the booking reaches the vendor", async () => {
    const orderId = await bookedOrder();
    const failed = await payLocally(orderId, { outcome: "failed" });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(envelope(checkoutSchema).parse(failed.json()).data).toMatchObject({
      orderId,
      status: "created",
      provider: "local",
      keyId: null,
    });
    expect(await bookingStatus(orderId)).toBe("awaiting_payment");

    const paid = await payLocally(orderId, { outcome: "paid", method: "upi" });
    expect(paid.statusCode, paid.body).toBe(200);
    const checkout = envelope(checkoutSchema).parse(paid.json()).data;
    expect(checkout).toMatchObject({ orderId, status: "paid", advancePaise: expect.any(Number) });
    expect(await bookingStatus(orderId)).toBe("received");
    // What the provider reports agrees: one failed payment, one captured.
    expect((await app.paymentProvider!.orderPayments(checkout.providerOrderId)).map((p) => p.status)).toEqual(["failed", "captured"]);

    const again = await payLocally(orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, data: null, errorMessage: PAYMENT_MESSAGES.orderPaid, errorCode: "ORDER_PAID" });
  });

  it("takes one of two payments sent at once: the other is refused, and the order is paid once", async () => {
    const orderId = await bookedOrder();
    const answers = await Promise.all([payLocally(orderId), payLocally(orderId)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const [order] = await app.database.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
    expect(order?.status).toBe("paid");
    const reported = await app.paymentProvider!.orderPayments(order!.providerOrderId);
    expect(reported.filter((p) => p.status === "captured")).toHaveLength(1);
  });

  it("refuses an order of an expired booking", async () => {
    const orderId = await bookedOrder();
    await app.database.db.update(paymentOrders).set({ status: "expired" }).where(eq(paymentOrders.id, orderId));
    const response = await payLocally(orderId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, data: null, errorMessage: PAYMENT_MESSAGES.orderExpired });
  });

  it("answers 404 for an order that is not there and 400 for a malformed id or body, in the envelope", async () => {
    const missing = await payLocally(`po_${"0".repeat(32)}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, data: null, errorMessage: PAYMENT_MESSAGES.orderNotFound });
    const orderId = await bookedOrder();
    for (const [id, body] of [
      ["po_not-an-order", { outcome: "paid" }],
      [orderId, { outcome: "stolen" }],
      [orderId, { outcome: "paid", method: "card" }],
      [orderId, { outcome: "paid", amount: 1 }],
      [orderId, {}],
    ] as const) {
      const response = await payLocally(id, body);
      expect(response.statusCode, `${id} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json()).toMatchObject({ success: false, data: null, errorMessage: expect.any(String) });
    }
    expect(await bookingStatus(orderId)).toBe("awaiting_payment");
  });

  it("delivers nothing the webhook route would refuse: a tampered or replayed event changes nothing", async () => {
    const orderId = await bookedOrder();
    const [row] = await app.database.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
    const local = app.paymentProvider as LocalPaymentProvider;
    const webhook = await local.pay(row!.providerOrderId, "paid", "upi");
    const tampered = Buffer.from(webhook.rawBody.toString().replace(/"amount":\d+/, '"amount":100'));
    const refused = await app.inject({ method: "POST", url: "/api/payments/webhook", payload: tampered, headers: webhook.headers });
    expect(refused.statusCode).toBe(400);
    expect(await bookingStatus(orderId)).toBe("awaiting_payment");
    const delivered = await app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      payload: webhook.rawBody,
      headers: webhook.headers,
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(await bookingStatus(orderId)).toBe("received");
    const replayed = await app.inject({ method: "POST", url: "/api/payments/webhook", payload: webhook.rawBody, headers: webhook.headers });
    expect(replayed.statusCode).toBe(200);
    expect(await bookingStatus(orderId)).toBe("received");
  });
});

describe("where the local provider is not the one configured", () => {
  it("the local payment page's route is not there", async () => {
    for (const payments of [
      { ...testPayments, provider: "off" as const },
      {
        ...testPayments,
        provider: "razorpay" as const,
        razorpay: { apiUrl: "http://127.0.0.1:9", keyId: "rzp_test_x", keySecret: "secret", webhookSecret: "whsec" },
      },
    ]) {
      // Registered here as well, so what is proved is the plugin's own refusal to add its route.
      const other = await buildTestApp({ payments }, (built) => void built.register(localPaymentRoutes, { prefix: "/api" }));
      try {
        const response = await other.inject({
          method: "POST",
          url: `/api/dev/payments/po_${"0".repeat(32)}`,
          payload: { outcome: "paid" },
        });
        expect(response.statusCode, payments.provider).toBe(404);
        expect(response.json()).toMatchObject({ success: false, data: null });
      } finally {
        await other.close();
      }
    }
  });
});

describe("the pages' policy", () => {
  it("admits Razorpay's checkout script, its frames and its API, and nothing else of theirs", () => {
    const directives = new Map(
      pagePolicy("n0nce", { production: true, devServer: false })
        .split("; ")
        .map((directive) => [directive.split(" ")[0], directive] as const),
    );
    expect(directives.get("script-src")).toBe("script-src 'self' 'nonce-n0nce' https://checkout.razorpay.com");
    expect(directives.get("frame-src")).toBe("frame-src 'self' https://checkout.razorpay.com https://api.razorpay.com");
    expect(directives.get("connect-src")).toBe("connect-src 'self' https://api.razorpay.com");
    expect(directives.get("frame-ancestors")).toBe("frame-ancestors 'none'");
  });
});
