import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationOutbox } from "@utsav/db";
import { addDays, consumerBookingDetailSchema, envelope, indianDate } from "@utsav/domain";
import { JobRepository } from "../src/platform/scheduler/job-repository.ts";
import { PAYMENT_JOBS } from "../src/modules/payments/index.ts";
import { bookAdvance, deliver, ledgerSums, linkAccount, moneyOf, paymentsWorld, providerOrderOf, setStatus } from "./payments-helper.ts";
import type { PaymentsWorld } from "./payments-helper.ts";
import { operatorCancel } from "./bookings-helper.ts";
import { signInOperator } from "./operator-helper.ts";

// Refunds executed and the vendor's share held, released and taken back (docs/decisions/0048): each by its rule, each a
// provider call tracked until done, each a ledger row that adds up to what the provider holds.

let world: PaymentsWorld;
beforeAll(async () => {
  world = await paymentsWorld();
});
afterAll(async () => {
  await world?.close();
});

/** A booking whose advance (₹375) is paid and whose vendor's share is on hold; the event `days` ahead. */
async function paidBooking(days = 10) {
  const { response, shopper } = await bookAdvance(world, addDays(indianDate(world.clock.now()), days));
  expect(response.statusCode, response.body).toBe(200);
  const { bookingId, payment } = response.json().data as { bookingId: string; payment: { orderId: string } };
  const { webhook, payment: paid } = world.razorpay.pay(await providerOrderOf(world.app, payment.orderId));
  expect((await deliver(world.app, webhook)).statusCode).toBe(200);
  await world.app.scheduler.drain();
  return { bookingId, shopper, paymentId: paid.id };
}

const detail = async (id: string, headers: Record<string, string>) =>
  envelope(consumerBookingDetailSchema).parse(
    (await world.app.inject({ method: "GET", url: `/api/consumer/bookings/${id}`, headers })).json(),
  ).data;

/** The provider's own figures for a payment: refunded, and transferred less reversed. */
function atProvider(paymentId: string) {
  const payment = world.razorpay.store.payments.get(paymentId)!;
  const transfers = [...world.razorpay.store.transfers.values()].filter((t) => t.source === paymentId);
  return {
    captured: payment.amount,
    refunded: payment.amount_refunded,
    transferred: transfers.reduce((sum, t) => sum + t.amount, 0),
    reversed: transfers.reduce((sum, t) => sum + t.amount_reversed, 0),
  };
}

describe("refunds and the vendor's share", () => {
  it("a declined booking gives the whole advance back and takes the whole share back; the shopper sees it processed", async () => {
    const { bookingId, shopper, paymentId } = await paidBooking();
    expect((await setStatus(world.app, world.vendor.headers, bookingId, { status: "declined", reason: "Fully booked" })).statusCode).toBe(
      200,
    );
    await world.app.scheduler.drain();
    const money = await moneyOf(world.app, bookingId);
    expect(money.refunds).toMatchObject([{ amount: 37500, reason: "declined", status: "pending" }]);
    expect(money.transfer).toMatchObject({ status: "reversed", reversedAmount: 33750 });
    expect(atProvider(paymentId)).toEqual({ captured: 37500, refunded: 37500, transferred: 33750, reversed: 33750 });
    expect(ledgerSums(money.ledger)).toEqual({ payment: 37500, fee: 0, transfer: 33750, reversal: 33750, refund: 37500 });

    const seen = await detail(bookingId, shopper.headers);
    expect(seen.payment?.refunds).toMatchObject([{ amountPaise: 37500, status: "pending", reason: "declined" }]);
    expect((await deliver(world.app, world.razorpay.processRefund(money.refunds[0]!.providerRefundId!))).statusCode).toBe(200);
    const after = await detail(bookingId, shopper.headers);
    expect(after.payment?.refunds).toMatchObject([{ status: "processed" }]);
    const receipts = (await world.app.database.db.select().from(notificationOutbox)).filter((m) => m.recipient === `+91${shopper.mobile}`);
    expect(receipts.map((m) => m.template)).toEqual(expect.arrayContaining(["advance_paid_consumer_sms", "refund_processed_consumer_sms"]));
    expect(receipts.find((m) => m.template === "refund_processed_consumer_sms")?.text).toContain("Refund ₹375 for booking");
    // The shopper's download of their data holds the booking's money, and no card or UPI detail (there is none).
    const exported = await world.app.inject({ method: "POST", url: "/api/consumer/account/export", headers: shopper.headers, payload: {} });
    expect(exported.statusCode, exported.body).toBe(200);
    const mine = (exported.json().data.bookings as { id: string; advance: number; money: { kind: string; amountPaise: number }[] }[]).find(
      (b) => b.id === bookingId,
    );
    expect(mine).toMatchObject({
      advance: 375,
      money: [
        { kind: "payment", amountPaise: 37500 },
        { kind: "refund", amountPaise: 37500 },
      ],
    });
    expect(after.receipts.map((r) => [r.kind, r.amountPaise])).toEqual([
      ["payment", 37500],
      ["refund", 37500],
    ]);
  });

  it("a shopper's cancel gives back what the schedule shown said, and the vendor is paid the rest", async () => {
    // 30 hours before the event: 50% by the schedule (100% from 48 hours, 50% from 24).
    const { bookingId, shopper, paymentId } = await paidBooking(2);
    expect((await setStatus(world.app, world.vendor.headers, bookingId, { status: "confirmed" })).statusCode).toBe(200);
    const eventStart = new Date(`${addDays(indianDate(world.clock.now()), 2)}T00:00:00+05:30`).getTime();
    const shown = await detail(bookingId, shopper.headers);
    const cancelled = await world.app.inject({
      method: "POST",
      url: `/api/consumer/bookings/${bookingId}/cancel`,
      headers: shopper.headers,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await world.app.scheduler.drain();
    const money = await moneyOf(world.app, bookingId);
    const expectedPercent = (eventStart - world.clock.now().getTime()) / 3_600_000 >= 48 ? 100 : 50;
    expect(shown.refundIfCancelled?.percent).toBe(expectedPercent);
    // What the page showed, in rupees as the schedule counts them (floored), is what is refunded.
    const refund = Math.floor((375 * expectedPercent) / 100) * 100;
    expect(shown.refundIfCancelled?.refund).toBe(refund / 100);
    expect(money.refunds).toMatchObject([{ amount: refund, reason: "consumer_cancelled" }]);
    const reversal = Math.round((33750 * refund) / 37500);
    expect(money.transfer).toMatchObject({ reversedAmount: reversal });
    const provider = atProvider(paymentId);
    expect(provider).toMatchObject({ refunded: refund, reversed: reversal });
    if (refund < 37500) expect(money.transfer?.status).toBe("released");
    const sums = ledgerSums(money.ledger);
    // The ledger adds up: what came in less what went out is what the platform kept as its fee.
    expect(sums.payment! - sums.refund! - sums.transfer! + sums.reversal!).toBe(sums.fee);
  });

  it("a completed booking releases the vendor's share", async () => {
    const { bookingId, paymentId } = await paidBooking(0);
    expect((await setStatus(world.app, world.vendor.headers, bookingId, { status: "confirmed" })).statusCode).toBe(200);
    expect((await setStatus(world.app, world.vendor.headers, bookingId, { status: "completed" })).statusCode).toBe(200);
    await world.app.scheduler.drain();
    const money = await moneyOf(world.app, bookingId);
    expect(money.transfer).toMatchObject({ status: "released" });
    const transfer = [...world.razorpay.store.transfers.values()].find((t) => t.source === paymentId)!;
    expect(transfer.on_hold).toBe(false);
    expect(money.refunds).toHaveLength(0);
  });

  it("a cancel before the vendor confirms gives everything back, whoever cancels", async () => {
    const mine = await paidBooking();
    await world.app.inject({
      method: "POST",
      url: `/api/consumer/bookings/${mine.bookingId}/cancel`,
      headers: mine.shopper.headers,
      payload: {},
    });
    const operator = await signInOperator(world.app);
    const theirs = await paidBooking();
    await operatorCancel(world.app, operator.userId, theirs.bookingId, "Vendor unreachable");
    await world.app.scheduler.drain();
    expect((await moneyOf(world.app, mine.bookingId)).refunds).toMatchObject([{ amount: 37500, reason: "consumer_cancelled" }]);
    expect((await moneyOf(world.app, theirs.bookingId)).refunds).toMatchObject([{ amount: 37500, reason: "operator" }]);
  });

  it("keeps a share waiting while the vendor has no linked account, and transfers it once there is one", async () => {
    const { paymentId: _first } = await paidBooking();
    await world.app.database.db.execute(
      `update vendor_payout_accounts set linked_account_id = null where vendor_id = '${world.vendor.vendorId}'` as never,
    );
    // The capture's transfer ran while the account was linked; a fresh booking shows the wait.
    const waiting = await paidBooking();
    expect((await moneyOf(world.app, waiting.bookingId)).transfer).toMatchObject({ status: "waiting", providerTransferId: null });
    await linkAccount(world.app, world.vendor.vendorId);
    await JobRepository.schedule(world.app.database.db, [
      {
        kind: PAYMENT_JOBS.transfer.kind,
        key: PAYMENT_JOBS.transfer.key(waiting.bookingId, "linked"),
        runAt: new Date(0),
        payload: { bookingId: waiting.bookingId },
      },
    ]);
    await world.app.scheduler.drain();
    expect((await moneyOf(world.app, waiting.bookingId)).transfer).toMatchObject({ status: "on_hold" });
    expect(atProvider(waiting.paymentId).transferred).toBe(33750);
  });

  it("asks the provider again after a refund call fails, and refunds once", async () => {
    const { bookingId, paymentId } = await paidBooking();
    world.razorpay.failNext(/\/v1\/payments\/[^/]+\/refund$/, 500, { applied: true });
    await setStatus(world.app, world.vendor.headers, bookingId, { status: "declined", reason: "Closed that week" });
    await world.app.scheduler.drain();
    world.clock.advance(10 * 60_000);
    await world.app.scheduler.drain();
    expect([...world.razorpay.store.refunds.values()].filter((r) => r.payment_id === paymentId)).toHaveLength(1);
    expect((await moneyOf(world.app, bookingId)).refunds).toMatchObject([{ amount: 37500, status: "pending" }]);
  });
});

describe("a shopper's partial refund whose first call to the provider fails", () => {
  it("takes the vendor's part back once, releases the rest only after the refund, and refunds once", async () => {
    // 30 hours or so before the event: 50% back by the schedule (100% from 48 hours, 50% from 24).
    const { bookingId, shopper, paymentId } = await paidBooking(2);
    expect((await setStatus(world.app, world.vendor.headers, bookingId, { status: "confirmed" })).statusCode).toBe(200);
    world.razorpay.failNext(/\/v1\/payments\/[^/]+\/refund$/, 500);
    const cancelled = await world.app.inject({
      method: "POST",
      url: `/api/consumer/bookings/${bookingId}/cancel`,
      headers: shopper.headers,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await world.app.scheduler.drain();
    const [refund] = (await moneyOf(world.app, bookingId)).refunds;
    if (!refund) throw new Error("no refund owed");
    const share = Math.round((33750 * refund.amount) / 37500);
    // The settlement asked again (a run after a crash) does not pay out what is still owed back.
    await JobRepository.schedule(world.app.database.db, [
      {
        kind: PAYMENT_JOBS.settle.kind,
        key: PAYMENT_JOBS.settle.key(bookingId, "again"),
        runAt: new Date(0),
        payload: { bookingId, actor: "consumer" },
      },
    ]);
    await world.app.scheduler.drain();
    expect((await moneyOf(world.app, bookingId)).transfer).toMatchObject({ status: "on_hold", reversedAmount: share });

    world.clock.advance(10 * 60_000);
    await world.app.scheduler.drain();
    const money = await moneyOf(world.app, bookingId);
    expect(money.transfer).toMatchObject({ status: refund.amount < 37500 ? "released" : "reversed", reversedAmount: share });
    expect(atProvider(paymentId)).toMatchObject({ refunded: refund.amount, reversed: share });
    expect([...world.razorpay.store.refunds.values()].filter((r) => r.payment_id === paymentId)).toHaveLength(1);
    const sums = ledgerSums(money.ledger);
    expect(sums.payment! - sums.refund! - sums.transfer! + sums.reversal!).toBe(sums.fee);
  });
});

describe("the time a refund is counted at", () => {
  it("is the scheduler's clock, as every timed rule reads it, for the quote shown and the refund made", async () => {
    // Booked four days ahead (100% back by the schedule), then the clock moved two days on: 24 to 48 hours before
    // the event, 50% back. By the machine's own time it would still be 100%.
    const { bookingId, shopper } = await paidBooking(4);
    expect((await setStatus(world.app, world.vendor.headers, bookingId, { status: "confirmed" })).statusCode).toBe(200);
    world.clock.advance(2 * 24 * 3_600_000);
    await world.app.scheduler.drain();
    const shown = await detail(bookingId, shopper.headers);
    expect(shown.refundIfCancelled).toMatchObject({ percent: 50, refund: 187 });
    const cancelled = await world.app.inject({
      method: "POST",
      url: `/api/consumer/bookings/${bookingId}/cancel`,
      headers: shopper.headers,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await world.app.scheduler.drain();
    expect((await moneyOf(world.app, bookingId)).refunds).toMatchObject([{ amount: 18700, reason: "consumer_cancelled" }]);
  });
});
