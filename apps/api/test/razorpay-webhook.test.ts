import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RazorpayProvider } from "../src/platform/payments/razorpay-provider.ts";
import { FakeRazorpay } from "./support/fake-razorpay.ts";
import type { SignedWebhook } from "./support/fake-razorpay.ts";

// Razorpay's webhooks as the adapter reads them (docs/decisions/0049): the X-Razorpay-Signature checked over the
// raw bytes in constant time, and the body read defensively into an event, or null, never an exception.

let razorpay: FakeRazorpay;
let provider: RazorpayProvider;
const log = Fastify({ logger: false }).log;

beforeAll(async () => {
  razorpay = await FakeRazorpay.start();
  provider = new RazorpayProvider(razorpay.config, log);
});
afterAll(() => razorpay.close());

async function paidOrder(fail = false) {
  const order = await provider.createOrder({ amount: 87_500, currency: "INR", receipt: crypto.randomUUID(), notes: {} });
  return { order, ...razorpay.pay(order.id, { fail }) };
}
const verify = (webhook: SignedWebhook) => provider.verifyWebhook(webhook.body, webhook.headers["x-razorpay-signature"]);
const parse = (webhook: SignedWebhook) => provider.parseWebhook(webhook.body, webhook.headers["x-razorpay-event-id"]);
const junk = (body: string, eventId: string | undefined = "KbmmpD7rdyNKuP") => provider.parseWebhook(Buffer.from(body), eventId);

describe("webhook signature", () => {
  it("accepts Razorpay's signature of the exact bytes", async () => {
    const { webhook } = await paidOrder();
    expect(verify(webhook)).toBe(true);
  });

  it("refuses a tampered body, another secret, a missing, empty or shortened signature", async () => {
    const { webhook } = await paidOrder();
    const signature = webhook.headers["x-razorpay-signature"];
    const tampered = Buffer.from(webhook.body.toString("utf8").replace('"amount":87500', '"amount":100'));
    expect(tampered.equals(webhook.body)).toBe(false);
    expect(provider.verifyWebhook(tampered, signature)).toBe(false);
    // Re-serialised JSON is not the bytes Razorpay signed, even when it means the same.
    expect(provider.verifyWebhook(Buffer.from(JSON.stringify(JSON.parse(webhook.body.toString()), null, 2)), signature)).toBe(false);
    expect(provider.verifyWebhook(webhook.body, razorpay.sign(webhook.body, "another-secret"))).toBe(false);
    // Signed with the key secret instead of the webhook secret: Razorpay's other signature, not this one.
    expect(provider.verifyWebhook(webhook.body, razorpay.sign(webhook.body, razorpay.credentials.keySecret))).toBe(false);
    expect(provider.verifyWebhook(webhook.body, undefined)).toBe(false);
    expect(provider.verifyWebhook(webhook.body, "")).toBe(false);
    expect(provider.verifyWebhook(webhook.body, signature.slice(0, -2))).toBe(false);
    expect(provider.verifyWebhook(webhook.body, `${signature}00`)).toBe(false);
    expect(provider.verifyWebhook(webhook.body, signature.toUpperCase().replace(/[0-9]/g, "Z"))).toBe(false);
  });
});

describe("webhook body", () => {
  it("reads payment.captured and payment.failed with the event id from the header", async () => {
    const captured = await paidOrder();
    expect(parse(captured.webhook)).toEqual({
      id: captured.webhook.eventId,
      event: "payment.captured",
      payment: {
        id: captured.payment.id,
        orderId: captured.order.id,
        amount: 87_500,
        currency: "INR",
        status: "captured",
        method: "upi",
        amountRefunded: 0,
        errorReason: null,
      },
      refund: null,
      transfer: null,
    });
    const failed = await paidOrder(true);
    expect(parse(failed.webhook)).toMatchObject({
      id: failed.webhook.eventId,
      event: "payment.failed",
      payment: { id: failed.payment.id, status: "failed", errorReason: "payment_failed" },
      refund: null,
    });
  });

  it("reads refund.processed with its refund and payment, and transfer.processed", async () => {
    const { payment } = await paidOrder();
    const refund = await provider.refund(payment.id, { amount: 20_000, receipt: crypto.randomUUID(), notes: {} });
    const processed = razorpay.processRefund(refund.id);
    expect(verify(processed)).toBe(true);
    expect(parse(processed)).toMatchObject({
      id: processed.eventId,
      event: "refund.processed",
      refund: { ...refund, status: "processed" },
      payment: { id: payment.id, amountRefunded: 20_000, status: "captured" },
      transfer: null,
    });

    const account = await provider.createLinkedAccount({
      referenceId: `v_${crypto.randomUUID().slice(0, 12)}`,
      legalName: "Asha Rao",
      email: "asha@example.com",
      phone: "+919845012345",
      bankAccount: { holderName: "Asha Rao", accountNumber: "50100012345678", ifsc: "HDFC0001234" },
    });
    const transfer = await provider.transfer(payment.id, { account: account.id, amount: 50_000, currency: "INR", onHold: true, notes: {} });
    expect(parse(razorpay.processTransfer(transfer.id))).toMatchObject({
      event: "transfer.processed",
      transfer,
      payment: null,
      refund: null,
    });
  });

  it("answers null, never throws, for what is not an event it reads", async () => {
    const { payment } = await paidOrder();
    const event = (payload: unknown) => JSON.stringify({ entity: "event", event: "payment.captured", payload });
    expect(junk("")).toBeNull();
    expect(junk("not json {")).toBeNull();
    expect(junk("[1,2,3]")).toBeNull();
    expect(junk("null")).toBeNull();
    expect(junk(JSON.stringify({ event: "payment.captured" }))).toBeNull();
    expect(junk(event({}))).toBeNull();
    expect(junk(event({ settlement: { entity: { id: "setl_1" } } }))).toBeNull();
    expect(junk(event({ payment: payment }))).toBeNull();
    expect(junk(event({ payment: { entity: { ...payment, amount: "87500" } } }))).toBeNull();
    expect(junk(event({ payment: { entity: { ...payment, amount: -1 } } }))).toBeNull();
    expect(junk(event({ payment: { entity: { ...payment, amount: 875.5 } } }))).toBeNull();
    expect(junk(event({ payment: { entity: payment }, refund: { entity: { id: "rfnd_1" } } }))).toBeNull();
    expect(junk(JSON.stringify({ event: 42, payload: { payment: { entity: payment } } }))).toBeNull();
    // The body is well formed but the event id header is missing or not Razorpay's.
    const body = event({ payment: { entity: payment } });
    expect(junk(body)).toMatchObject({ event: "payment.captured", payment: { id: payment.id } });
    expect(provider.parseWebhook(Buffer.from(body), undefined)).toBeNull();
    expect(junk(body, "")).toBeNull();
    expect(junk(body, "evt 1; drop")).toBeNull();
    expect(junk(body, "x".repeat(65))).toBeNull();
    expect(junk("\u0000\uffff")).toBeNull();
  });
});
