import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { notificationOutbox, paymentOrders } from "@utsav/db";
import {
  addDays,
  availabilityMessageFor,
  bookingResponseSchema,
  checkoutSchema,
  envelope,
  indianDate,
  PAYMENT_MESSAGES,
} from "@utsav/domain";
import { bookAdvance, deliver, ledgerSums, moneyOf, paymentsWorld, providerOrderOf } from "./payments-helper.ts";
import type { PaymentsWorld } from "./payments-helper.ts";

// Paying the advance (docs/decisions/0048): a booking whose vendor asks one waits for it, reaches the vendor only when
// the provider's signed webhook says it is captured, and expires unpaid; webhooks are checked, applied once, and must
// match their order. Razorpay is faked at its HTTP boundary.

let world: PaymentsWorld;
beforeAll(async () => {
  world = await paymentsWorld();
});
afterAll(async () => {
  await world?.close();
});

const inTenDays = () => addDays(indianDate(world.clock.now()), 10);

async function placed() {
  const { response, shopper } = await bookAdvance(world, inTenDays());
  expect(response.statusCode, response.body).toBe(200);
  const data = envelope(bookingResponseSchema).parse(response.json()).data;
  if (!data.payment) throw new Error("no payment");
  return { ...data, payment: data.payment, shopper, providerOrderId: await providerOrderOf(world.app, data.payment.orderId) };
}

const vendorSees = async (bookingId: string) =>
  (await world.app.inject({ method: "GET", url: `/api/vendor/bookings/${bookingId}`, headers: world.vendor.headers })).statusCode;

const vendorMessages = async (bookingId: string) =>
  (await world.app.database.db.select().from(notificationOutbox)).filter((m) =>
    m.eventKey.startsWith(`booking:${bookingId}:placed:vendor`),
  );

describe("booking an offering whose vendor asks an advance", () => {
  it("holds the booking for its advance, counted on the server, out of the vendor's sight", async () => {
    const booking = await placed();
    expect(booking.status).toBe("awaiting_payment");
    expect(booking.payment).toMatchObject({ advance: 375, cashOnTheDay: 1125, checkoutPath: `/pay/${booking.payment.orderId}` });
    expect(world.razorpay.store.orders.get(booking.providerOrderId)).toMatchObject({
      amount: 37500,
      currency: "INR",
      receipt: booking.payment.orderId,
    });
    expect(await vendorSees(booking.bookingId)).toBe(404);
    const list = await world.app.inject({ method: "GET", url: "/api/vendor/bookings", headers: world.vendor.headers });
    expect([...list.json().data.needsAnswer, ...list.json().data.bookings].map((b: { id: string }) => b.id)).not.toContain(
      booking.bookingId,
    );
    expect(await vendorMessages(booking.bookingId)).toHaveLength(0);

    const checkout = await world.app.inject({ method: "GET", url: `/api/public/payments/${booking.payment.orderId}` });
    expect(envelope(checkoutSchema).parse(checkout.json()).data).toMatchObject({
      status: "created",
      advancePaise: 37500,
      cashOnTheDay: 1125,
      provider: "razorpay",
      keyId: world.razorpay.credentials.keyId,
      providerOrderId: booking.providerOrderId,
    });
  });

  it("answers 404 for an order that does not exist and 400 for an id that cannot be one", async () => {
    const missing = await world.app.inject({ method: "GET", url: `/api/public/payments/po_${"0".repeat(32)}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, errorMessage: PAYMENT_MESSAGES.orderNotFound });
    expect((await world.app.inject({ method: "GET", url: "/api/public/payments/x' or 1=1" })).statusCode).toBe(400);
  });

  it("reaches the vendor when the signed webhook says the advance is captured, once however often it comes", async () => {
    const booking = await placed();
    const { payment, webhook } = world.razorpay.pay(booking.providerOrderId);
    expect((await deliver(world.app, webhook)).statusCode).toBe(200);
    // The same event again, and the same body under a new event id (the id is not signed): nothing twice.
    expect((await deliver(world.app, webhook)).statusCode).toBe(200);
    const again = world.razorpay.signedWebhook("payment.captured", { payment });
    expect((await deliver(world.app, again)).statusCode).toBe(200);

    const money = await moneyOf(world.app, booking.bookingId);
    expect(money.booking.status).toBe("received");
    expect(money.order).toMatchObject({ status: "paid", paidPaymentId: payment.id });
    expect(ledgerSums(money.ledger)).toEqual({ payment: 37500, fee: 3750 });
    expect(money.transfer).toMatchObject({ amount: 33750, fee: 3750, commissionPercent: 10, status: "waiting" });
    expect(await vendorSees(booking.bookingId)).toBe(200);
    expect(await vendorMessages(booking.bookingId)).not.toHaveLength(0);

    // The vendor's share goes on hold at its linked account.
    await world.app.scheduler.drain();
    const held = await moneyOf(world.app, booking.bookingId);
    expect(held.transfer).toMatchObject({ status: "on_hold" });
    expect(world.razorpay.store.transfers.get(held.transfer!.providerTransferId!)).toMatchObject({
      amount: 33750,
      on_hold: true,
      source: payment.id,
    });
    expect(ledgerSums(held.ledger)).toEqual({ payment: 37500, fee: 3750, transfer: 33750 });
  });

  it("refuses an unsigned, a wrongly signed or a tampered webhook, and applies none of them", async () => {
    const booking = await placed();
    const { webhook } = world.razorpay.pay(booking.providerOrderId);
    const unsigned = { ...webhook.headers, "x-razorpay-signature": "" };
    const wrong = { ...webhook.headers, "x-razorpay-signature": world.razorpay.sign(webhook.body, "not-the-secret") };
    const tampered = Buffer.from(webhook.body.toString().replace('"amount":37500', '"amount":100'));
    for (const attempt of [
      { headers: unsigned, payload: webhook.body },
      { headers: wrong, payload: webhook.body },
      { headers: webhook.headers, payload: tampered },
    ]) {
      const response = await world.app.inject({ method: "POST", url: "/api/payments/webhook", ...attempt });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errorMessage: PAYMENT_MESSAGES.signatureInvalid });
    }
    expect((await moneyOf(world.app, booking.bookingId)).booking.status).toBe("awaiting_payment");
  });

  it("does not take a payment of another amount than the order's as paying it", async () => {
    const booking = await placed();
    const { webhook } = world.razorpay.pay(booking.providerOrderId, { amount: 100 });
    expect((await deliver(world.app, webhook)).statusCode).toBe(200);
    const money = await moneyOf(world.app, booking.bookingId);
    expect(money.booking.status).toBe("awaiting_payment");
    expect(money.order?.status).toBe("created");
    expect(money.ledger).toHaveLength(0);
  });

  it("keeps a failed attempt without moving the booking, so the shopper can try again", async () => {
    const booking = await placed();
    const { webhook } = world.razorpay.pay(booking.providerOrderId, { fail: true });
    expect((await deliver(world.app, webhook)).statusCode).toBe(200);
    const money = await moneyOf(world.app, booking.bookingId);
    expect(money.payments).toMatchObject([{ status: "failed" }]);
    expect(money.booking.status).toBe("awaiting_payment");
  });

  it("applies a payment the shopper made when the webhook has not come yet, on their return", async () => {
    const booking = await placed();
    world.razorpay.pay(booking.providerOrderId);
    const back = await world.app.inject({ method: "POST", url: `/api/public/payments/${booking.payment.orderId}/refresh` });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.status).toBe("paid");
    expect((await moneyOf(world.app, booking.bookingId)).booking.status).toBe("received");
  });

  it("refunds a second captured payment of one order in full, automatically", async () => {
    const booking = await placed();
    const first = world.razorpay.pay(booking.providerOrderId);
    const second = world.razorpay.pay(booking.providerOrderId);
    await Promise.all([deliver(world.app, first.webhook), deliver(world.app, second.webhook)]);
    await world.app.scheduler.drain();
    const money = await moneyOf(world.app, booking.bookingId);
    expect(money.payments.filter((p) => p.surplus)).toHaveLength(1);
    const surplus = money.payments.find((p) => p.surplus)!;
    expect(money.refunds).toMatchObject([{ paymentId: surplus.id, amount: 37500, reason: "surplus_payment", status: "pending" }]);
    expect([...world.razorpay.store.refunds.values()].filter((r) => r.payment_id === surplus.id)).toHaveLength(1);
    expect(money.order?.paidPaymentId).not.toBe(surplus.id);
  });

  it("expires an order unpaid after its time and frees the booking; a payment after that is refunded", async () => {
    const booking = await placed();
    world.clock.advance(29 * 60_000);
    await world.app.scheduler.drain();
    expect((await moneyOf(world.app, booking.bookingId)).order?.status).toBe("created");
    world.clock.advance(2 * 60_000);
    await world.app.scheduler.drain();
    const expired = await moneyOf(world.app, booking.bookingId);
    expect(expired.order?.status).toBe("expired");
    expect(expired.booking.status).toBe("expired");
    expect(await vendorSees(booking.bookingId)).toBe(404);

    const late = world.razorpay.pay(booking.providerOrderId);
    await deliver(world.app, late.webhook);
    await world.app.scheduler.drain();
    const after = await moneyOf(world.app, booking.bookingId);
    expect(after.booking.status).toBe("expired");
    expect(after.refunds).toMatchObject([{ reason: "surplus_payment", amount: 37500 }]);
  });

  it("takes a payment the webhook missed when the order comes to expire, instead of expiring it", async () => {
    const booking = await placed();
    world.razorpay.pay(booking.providerOrderId);
    world.clock.advance(31 * 60_000);
    await world.app.scheduler.drain();
    expect((await moneyOf(world.app, booking.bookingId)).booking.status).toBe("received");
  });

  it("stores no booking and says so when the provider cannot make the order", async () => {
    world.razorpay.failNext("/v1/orders", 500);
    const before = (await world.app.database.db.select().from(paymentOrders)).length;
    const { response } = await bookAdvance(world, inTenDays());
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ success: false, errorMessage: PAYMENT_MESSAGES.providerUnavailable });
    expect((await world.app.database.db.select().from(paymentOrders)).length).toBe(before);
  });

  it("makes no order at the provider for a day the vendor blocked, and says why", async () => {
    const day = addDays(indianDate(world.clock.now()), 40);
    const blocked = await world.app.inject({
      method: "POST",
      url: "/api/vendor/availability/blocks",
      headers: world.vendor.headers,
      payload: { startsOn: day },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    const ordersBefore = world.razorpay.store.orders.size;
    const { response } = await bookAdvance(world, day);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, errorMessage: availabilityMessageFor.dayBlocked(day) });
    expect(world.razorpay.store.orders.size).toBe(ordersBefore);
  });

  it("books as before, cash on the day, where the vendor asks no advance", async () => {
    await world.app.inject({
      method: "POST",
      url: "/api/vendor/profile/section/terms/save",
      headers: world.vendor.headers,
      payload: {
        advancePercent: 0,
        refundPolicy: "No advance.",
        cancellationPolicy: "Cancel any time.",
        returnPolicy: null,
        refunds: null,
      },
    });
    const { response } = await bookAdvance(world, inTenDays());
    expect(response.json().data).toMatchObject({ status: "received", payment: null });
    const rows = await world.app.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.bookingId, response.json().data.bookingId));
    expect(rows).toHaveLength(0);
  });
});

describe("the offering page", () => {
  it("says the advance is paid online where payments are on and the vendor asks one", async () => {
    const page = await world.app.inject({ method: "GET", url: `/api/offerings/${(world.vendor.offering as { slug?: string }).slug}` });
    expect(page.json().data.offering.terms).toMatchObject({ advancePaidOnline: false, advancePercent: 0 });
    await world.app.inject({
      method: "POST",
      url: "/api/vendor/profile/section/terms/save",
      headers: world.vendor.headers,
      payload: {
        advancePercent: 25,
        refundPolicy: "Full refund.",
        cancellationPolicy: "From My bookings.",
        returnPolicy: null,
        refunds: null,
      },
    });
    const again = await world.app.inject({ method: "GET", url: `/api/offerings/${(world.vendor.offering as { slug?: string }).slug}` });
    expect(again.json().data.offering.terms).toMatchObject({ advancePaidOnline: true, advancePercent: 25 });
  });
});
