import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { auditLog, paymentRefunds, scheduledJobs } from "@utsav/db";
import {
  addDays,
  envelope,
  indianDate,
  OPERATOR_PAYMENT_MESSAGES,
  operatorPaymentDetailSchema,
  operatorPaymentPageSchema,
  PAYMENT_MESSAGES,
  reconciliationListSchema,
} from "@utsav/domain";
import type { AuditAction } from "@utsav/domain";
import { ManualClock } from "../src/platform/scheduler/clock.ts";
import paymentsConsole from "../src/modules/payments/payments-console.ts";
import { nextReconcileAt, scheduleReconciliation } from "../src/modules/payments/reconciliation.ts";
import { ORIGIN, signIn } from "./accounts-helper.ts";
import { bookableVendor } from "./bookings-helper.ts";
import { buildTestApp } from "./helper.ts";
import { signInOperator } from "./operator-helper.ts";
import { bookAdvance, deliver, linkAccount, paymentsConfig, providerOrderOf } from "./payments-helper.ts";
import type { PaymentsWorld } from "./payments-helper.ts";
import { FakeRazorpay } from "./support/fake-razorpay.ts";

// The operators' payments console (docs/decisions/0052): operators only; the list and a booking's money; refunds by
// hand with a reason, capped at what is left and audited; the export on the record; the reconciliation against
// Razorpay (faked at its HTTP boundary), which finds a figure the provider reports differently.

let world: PaymentsWorld;
let operator: Awaited<ReturnType<typeof signInOperator>>;

/** paymentsWorld's app and vendor (₹1,500 at a 25% advance, linked), with the console registered as index.ts registers it. */
async function consoleWorld(): Promise<PaymentsWorld> {
  const razorpay = await FakeRazorpay.start();
  const clock = new ManualClock(new Date());
  const app = await buildTestApp(
    paymentsConfig(razorpay),
    (built: FastifyInstance) => {
      if (!built.hasPlugin("payments-console")) void built.register(paymentsConsole);
    },
    { clock },
  );
  const vendor = await bookableVendor(app);
  const terms = await app.inject({
    method: "POST",
    url: "/api/vendor/profile/section/terms/save",
    headers: vendor.headers,
    payload: { advancePercent: 25, refundPolicy: "Full refund up to 48 hours before.", cancellationPolicy: "Cancel from My bookings." },
  });
  if (terms.statusCode !== 200) throw new Error(`terms: ${terms.body}`);
  await linkAccount(app, vendor.vendorId);
  const close = async () => {
    await app.close();
    await razorpay.close();
  };
  return { app, razorpay, clock, vendor, close };
}

beforeAll(async () => {
  world = await consoleWorld();
  operator = await signInOperator(world.app, "Meera Money");
});
afterAll(async () => {
  await world?.close();
});

const call = (method: "GET" | "POST", url: string, payload?: object, headers: Record<string, string> = operator.headers) =>
  world.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** A booking whose ₹375 advance is paid and whose vendor's share is on hold. */
async function paidBooking() {
  const { response } = await bookAdvance(world, addDays(indianDate(world.clock.now()), 10));
  expect(response.statusCode, response.body).toBe(200);
  const { bookingId, payment } = response.json().data as { bookingId: string; payment: { orderId: string } };
  const { webhook, payment: paid } = world.razorpay.pay(await providerOrderOf(world.app, payment.orderId));
  expect((await deliver(world.app, webhook)).statusCode).toBe(200);
  await world.app.scheduler.drain();
  return { bookingId, paymentId: paid.id };
}

const refundOf = (bookingId: string, payload: object) => call("POST", `/api/operator/payments/${bookingId}/refund`, payload);
const auditOf = (action: AuditAction, target: string) =>
  world.app.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, target)));

function expectRefusal(response: { statusCode: number; json(): unknown }, status: number, message?: string) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ success: false, data: null, errorMessage: message ?? expect.any(String) });
}

describe("the payments console's routes", () => {
  const ROUTES: [method: "GET" | "POST", url: string, payload?: object][] = [
    ["GET", "/api/operator/payments"],
    ["GET", "/api/operator/payments/bk_probe"],
    ["POST", "/api/operator/payments/bk_probe/refund", { reason: "Probe" }],
    ["POST", "/api/operator/payments/export", {}],
    ["GET", "/api/operator/payments/reconciliation"],
    ["POST", "/api/operator/payments/reconciliation/run"],
  ];

  it("refuse guests (401), shoppers and vendors (403), in the envelope", async () => {
    const shopper = await signIn(world.app, "consumer");
    for (const [method, url, payload] of ROUTES) {
      expectRefusal(await call(method, url, payload, { origin: ORIGIN }), 401);
      expectRefusal(await call(method, url, payload, { cookie: shopper.cookie, origin: ORIGIN }), 403);
      expectRefusal(await call(method, url, payload, world.vendor.headers), 403);
    }
  });
});

describe("payments and a booking's money", () => {
  it("lists bookings with an order, filtered by the order's state and words, and answers one booking's money", async () => {
    const { bookingId, paymentId } = await paidBooking();
    const { response } = await bookAdvance(world, addDays(indianDate(world.clock.now()), 12));
    const unpaid = (response.json().data as { bookingId: string }).bookingId;

    const list = async (query: string) =>
      envelope(operatorPaymentPageSchema).parse((await call("GET", `/api/operator/payments${query}`)).json()).data.rows;
    const paid = await list("?status=paid");
    expect(paid.find((r) => r.bookingId === bookingId)).toMatchObject({
      orderStatus: "paid",
      advancePaise: 37500,
      paidPaise: 37500,
      refundedPaise: 0,
      transferStatus: "on_hold",
      feePaise: 3750,
    });
    expect(paid.map((r) => r.bookingId)).not.toContain(unpaid);
    expect((await list("?status=created")).map((r) => r.bookingId)).toContain(unpaid);
    const reference = `#${bookingId.slice(-8).toUpperCase()}`;
    expect((await list(`?q=${encodeURIComponent(reference)}`)).map((r) => r.bookingId)).toEqual([bookingId]);
    expect((await list(`?q=${paymentId}`)).map((r) => r.bookingId)).toEqual([bookingId]);
    expect((await list("?q=100%25")).length).toBe(0);

    const detail = envelope(operatorPaymentDetailSchema).parse((await call("GET", `/api/operator/payments/${bookingId}`)).json()).data;
    expect(detail).toMatchObject({ reference, refundablePaise: 37500, order: { status: "paid", amountPaise: 37500 } });
    expect(detail.payments).toMatchObject([{ id: paymentId, status: "captured", surplus: false }]);
    expect(detail.transfer).toMatchObject({ status: "on_hold", amountPaise: 33750, feePaise: 3750, commissionPercent: 10 });
    expect(detail.ledger.map((l) => [l.kind, l.amountPaise])).toEqual(
      expect.arrayContaining([
        ["payment", 37500],
        ["fee", 3750],
        ["transfer", 33750],
      ]),
    );
  });

  it("answers 400 for a bad filter or cursor and 404 for a booking without an order, in the envelope", async () => {
    expectRefusal(await call("GET", "/api/operator/payments?status=stolen"), 400);
    expectRefusal(await call("GET", "/api/operator/payments?cursor=bm90LWEtcm93"), 400);
    expectRefusal(await call("GET", "/api/operator/payments/bk_nothing_here"), 404, OPERATOR_PAYMENT_MESSAGES.notFound);
    expectRefusal(await refundOf("bk_nothing_here", { reason: "Probe" }), 404, OPERATOR_PAYMENT_MESSAGES.notFound);
    expectRefusal(await call("GET", "/api/operator/payments/%F0%9F%92%B8%0D%0A"), 400);
  });
});

describe("refunds by hand", () => {
  it("refunds a part, refuses more than is left, refunds the rest, then has nothing left (409); each audited", async () => {
    const { bookingId, paymentId } = await paidBooking();
    expectRefusal(await refundOf(bookingId, { amountPaise: 10000 }), 400, PAYMENT_MESSAGES.refundReasonRequired);
    expectRefusal(await refundOf(bookingId, { amountPaise: 10000, reason: "   " }), 400, PAYMENT_MESSAGES.refundReasonRequired);
    expectRefusal(await refundOf(bookingId, { amountPaise: 10000, reason: "x".repeat(501) }), 400, OPERATOR_PAYMENT_MESSAGES.reasonTooLong);
    expectRefusal(await refundOf(bookingId, { amountPaise: 0, reason: "Zero" }), 400);
    expectRefusal(await refundOf(bookingId, { amountPaise: "100", reason: "Text" }), 400);

    const part = await refundOf(bookingId, { amountPaise: 10000, reason: "  The decor arrived late  " });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().data).toMatchObject({
      refundablePaise: 27500,
      refund: { amountPaise: 10000, reason: "operator", note: "The decor arrived late", requestedBy: "Meera Money" },
    });
    const [record] = await auditOf("payment.refunded", bookingId);
    expect(record).toMatchObject({ actorName: "Meera Money", vendorId: world.vendor.vendorId, clientAddress: expect.any(String) });
    expect(record?.detail).toMatchObject({ amountPaise: 10000, reason: "The decor arrived late" });
    await world.app.scheduler.drain();
    expect(world.razorpay.store.payments.get(paymentId)?.amount_refunded).toBe(10000);

    // More than is left: refused before anything is written.
    expectRefusal(await refundOf(bookingId, { amountPaise: 27501, reason: "Too much" }), 400, PAYMENT_MESSAGES.refundTooLarge);
    expect(await world.app.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.bookingId, bookingId))).toHaveLength(1);

    const rest = await refundOf(bookingId, { reason: "The event was called off" });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data).toMatchObject({ refundablePaise: 0, refund: { amountPaise: 27500 } });
    expectRefusal(await refundOf(bookingId, { reason: "Once more" }), 409, PAYMENT_MESSAGES.nothingToRefund);
    expect(await auditOf("payment.refunded", bookingId)).toHaveLength(2);

    await world.app.scheduler.drain();
    expect(world.razorpay.store.payments.get(paymentId)?.amount_refunded).toBe(37500);
    const detail = envelope(operatorPaymentDetailSchema).parse((await call("GET", `/api/operator/payments/${bookingId}`)).json()).data;
    expect(detail.refunds.map((r) => [r.amountPaise, r.note])).toEqual([
      [10000, "The decor arrived late"],
      [27500, "The event was called off"],
    ]);
    expect(detail.transfer).toMatchObject({ status: "reversed", reversedPaise: 33750 });
  });

  it("gives two operators refunding the rest at once one refund, and the other 409", async () => {
    const { bookingId } = await paidBooking();
    const answers = await Promise.all([refundOf(bookingId, { reason: "First" }), refundOf(bookingId, { reason: "Second" })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refunds = await world.app.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.bookingId, bookingId));
    expect(refunds.map((r) => r.amount)).toEqual([37500]);
    expect(await auditOf("payment.refunded", bookingId)).toHaveLength(1);
  });
});

describe("the export", () => {
  it("answers the filtered payments as CSV and writes the export to the audit log", async () => {
    const { bookingId } = await paidBooking();
    const response = await call("POST", "/api/operator/payments/export", { status: "paid", q: bookingId });
    expect(response.statusCode, response.body).toBe(200);
    const { csv, rows, fileName } = response.json().data as { csv: string; rows: number; fileName: string };
    expect(fileName).toMatch(/^utsav-payments-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(rows).toBe(1);
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toContain("Booking,Booking ID,Offering,Vendor,Payment");
    expect(lines[1]).toContain(`${bookingId}`);
    expect(lines[1]).toContain("Paid,375.00,375.00,0.00");
    const records = await world.app.database.db.select().from(auditLog).where(eq(auditLog.action, "export.payments"));
    expect(records.at(-1)?.detail).toMatchObject({ status: "paid", q: bookingId, rows: 1 });
    expectRefusal(await call("POST", "/api/operator/payments/export", { status: "stolen" }), 400);
    expectRefusal(await call("POST", "/api/operator/payments/export", { cursor: "x" }), 400);
  });
});

describe("the reconciliation", () => {
  const run = () => call("POST", "/api/operator/payments/reconciliation/run");

  it("reports ok when the ledger matches Razorpay, and the difference once Razorpay reports otherwise", async () => {
    const { bookingId, paymentId } = await paidBooking();
    const first = await run();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ status: "ok", differences: [] });
    expect(first.json().data.checked).toBeGreaterThanOrEqual(1);

    world.razorpay.store.payments.get(paymentId)!.amount_refunded = 5000;
    // A later run (runs are listed newest first, by the scheduler's clock).
    world.clock.advance(1000);
    const second = await run();
    expect(second.json().data).toMatchObject({ status: "differences" });
    expect(second.json().data.differences).toEqual([
      { bookingId, reference: `#${bookingId.slice(-8).toUpperCase()}`, what: "refund", ledgerPaise: 0, providerPaise: 5000 },
    ]);
    expect(await auditOf("payment.reconciled", second.json().data.id)).toHaveLength(1);
    world.razorpay.store.payments.get(paymentId)!.amount_refunded = 0;

    const listed = envelope(reconciliationListSchema).parse((await call("GET", "/api/operator/payments/reconciliation")).json()).data;
    expect(listed.runs.slice(0, 2).map((r) => r.id)).toEqual([second.json().data.id, first.json().data.id]);
  });

  it("answers 503 in the envelope when Razorpay cannot answer, and keeps no run", async () => {
    await paidBooking();
    const before = (await call("GET", "/api/operator/payments/reconciliation")).json().data.runs.length;
    world.razorpay.failNext(/^\/v1\/payments\/[^/]+$/, 500, { method: "GET" });
    expectRefusal(await run(), 503, PAYMENT_MESSAGES.providerUnavailable);
    expect((await call("GET", "/api/operator/payments/reconciliation")).json().data.runs.length).toBe(before);
  });

  it("runs each night at 3 a.m. in India and schedules the next night's run", async () => {
    const start = world.clock.now();
    const runAt = nextReconcileAt(start);
    expect(new Date(runAt.getTime() + 330 * 60_000).getUTCHours()).toBe(3);
    expect(runAt.getTime() - start.getTime()).toBeLessThanOrEqual(86_400_000);
    await scheduleReconciliation(world.app.database.db, start);
    await scheduleReconciliation(world.app.database.db, start);
    const due = await world.app.database.db.select().from(scheduledJobs).where(eq(scheduledJobs.kind, "payments.reconcile"));
    expect(due.filter((j) => j.status === "pending")).toHaveLength(1);

    const before = (await call("GET", "/api/operator/payments/reconciliation")).json().data.runs.length;
    world.clock.set(new Date(runAt.getTime() + 1000));
    await world.app.scheduler.drain();
    const after = envelope(reconciliationListSchema).parse((await call("GET", "/api/operator/payments/reconciliation")).json()).data;
    expect(after.runs.length).toBe(Math.min(before + 1, 5));
    expect(after.runs[0]?.ranAt).toBe(new Date(runAt.getTime() + 1000).toISOString());
    const jobs = await world.app.database.db.select().from(scheduledJobs).where(eq(scheduledJobs.kind, "payments.reconcile"));
    const next = jobs.find((j) => j.status === "pending");
    expect(next?.runAt.toISOString()).toBe(new Date(runAt.getTime() + 86_400_000).toISOString());
  });
});
