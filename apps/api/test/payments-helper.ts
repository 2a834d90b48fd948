import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { bookings, paymentLedger, paymentOrders, paymentRefunds, payments, paymentTransfers, vendorPayoutAccounts } from "@utsav/db";
import { ManualClock } from "../src/platform/scheduler/clock.ts";
import type { Config } from "../src/platform/config.ts";
import { ORIGIN, signIn } from "./accounts-helper.ts";
import { bookableVendor, freshMobile, setStatus } from "./bookings-helper.ts";
import type { BookableVendor } from "./bookings-helper.ts";
import { buildTestApp } from "./helper.ts";
import { FakeRazorpay } from "./support/fake-razorpay.ts";
import type { SignedWebhook } from "./support/fake-razorpay.ts";

// Payments' tests (docs/decisions/0048): a real app on a real database, Razorpay faked at its HTTP boundary
// (support/fake-razorpay.ts), the scheduler's clock moved by the test.

/** The payments configuration of a test app taking payments through `razorpay`. */
export function paymentsConfig(razorpay: FakeRazorpay): Partial<Config> {
  return {
    payments: {
      provider: "razorpay",
      razorpay: razorpay.config,
      commissionPercent: { decor: 10, gifts: 8, sweets: 8 },
      orderExpiresMinutes: 30,
      scheduler: { worker: false, pollMs: 1000 },
    },
  };
}

export interface PaymentsWorld {
  app: FastifyInstance;
  razorpay: FakeRazorpay;
  clock: ManualClock;
  vendor: BookableVendor;
  close(): Promise<void>;
}

/**
 * An app taking payments, and a vendor with a live offering at ₹1,500 asking a 25% advance (₹375) with refunds of 100%
 * up to 48 hours before the event and 50% up to 24, whose payout account is approved and linked when `linked`.
 */
export async function paymentsWorld({ linked = true } = {}): Promise<PaymentsWorld> {
  const razorpay = await FakeRazorpay.start();
  const clock = new ManualClock(new Date());
  const app = await buildTestApp(paymentsConfig(razorpay), undefined, { clock });
  const vendor = await bookableVendor(app);
  const terms = await app.inject({
    method: "POST",
    url: "/api/vendor/profile/section/terms/save",
    headers: vendor.headers,
    payload: {
      advancePercent: 25,
      refundPolicy: "100% back up to 48 hours before the event, 50% up to 24 hours.",
      cancellationPolicy: "Cancel from My bookings.",
      returnPolicy: null,
      refunds: {
        kind: "before_event",
        steps: [
          { hoursBefore: 48, percent: 100 },
          { hoursBefore: 24, percent: 50 },
        ],
      },
    },
  });
  if (terms.statusCode !== 200) throw new Error(`terms: ${terms.body}`);
  if (linked) await linkAccount(app, vendor.vendorId);
  return {
    app,
    razorpay,
    clock,
    vendor,
    close: async () => {
      await app.close();
      await razorpay.close();
    },
  };
}

/** Approves a payout account for the vendor and makes its linked account at the provider. */
export async function linkAccount(app: FastifyInstance, vendorId: string): Promise<string> {
  const provider = app.paymentProvider;
  if (!provider) throw new Error("payments are off");
  const account = await provider.createLinkedAccount({
    referenceId: vendorId.slice(-20),
    legalName: "Jaya Studio",
    email: "jaya@example.com",
    phone: "+919845012345",
    bankAccount: { holderName: "Jaya Studio", accountNumber: "123456789012", ifsc: "HDFC0001234" },
  });
  await app.database.db
    .insert(vendorPayoutAccounts)
    .values({
      vendorId,
      holderName: "Jaya Studio",
      accountNumberSealed: "sealed",
      accountLast4: "9012",
      ifsc: "HDFC0001234",
      status: "approved",
      linkedAccountId: account.id,
    })
    .onConflictDoUpdate({ target: vendorPayoutAccounts.vendorId, set: { status: "approved", linkedAccountId: account.id } });
  return account.id;
}

let address = 0;
/** A signed-in shopper's booking of the vendor's offering; answers the API's answer. */
export async function bookAdvance(world: PaymentsWorld, eventDate: string, who?: { headers: Record<string, string>; mobile: string }) {
  const shopper = who ?? (await signedInShopper(world.app));
  const response = await world.app.inject({
    method: "POST",
    url: "/api/public/booking",
    headers: { ...shopper.headers, "x-forwarded-for": `10.39.${Math.floor(++address / 250)}.${address % 250}` },
    payload: {
      offeringId: world.vendor.offering.id,
      vendorName: "",
      offeringName: "",
      bookingData: { name: "Asha", mobile: shopper.mobile },
      eventDate,
    },
  });
  return { response, shopper };
}

export async function signedInShopper(app: FastifyInstance) {
  const consumer = await signIn(app, "consumer");
  return { headers: { cookie: consumer.cookie, origin: ORIGIN }, mobile: consumer.phone.slice(3) || freshMobile() };
}

/** Delivers a webhook to the app as Razorpay would. */
export function deliver(app: FastifyInstance, webhook: SignedWebhook) {
  return app.inject({ method: "POST", url: "/api/payments/webhook", headers: webhook.headers, payload: webhook.body });
}

/** The provider's order id of one of our orders. */
export async function providerOrderOf(app: FastifyInstance, orderId: string): Promise<string> {
  const [order] = await app.database.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
  if (!order) throw new Error(`no order ${orderId}`);
  return order.providerOrderId;
}

/** Everything the database holds of a booking's money. */
export async function moneyOf(app: FastifyInstance, bookingId: string) {
  const db = app.database.db;
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  return {
    booking: booking!,
    order: (await db.select().from(paymentOrders).where(eq(paymentOrders.bookingId, bookingId)))[0] ?? null,
    payments: await db.select().from(payments).where(eq(payments.bookingId, bookingId)),
    refunds: await db.select().from(paymentRefunds).where(eq(paymentRefunds.bookingId, bookingId)),
    transfer: (await db.select().from(paymentTransfers).where(eq(paymentTransfers.bookingId, bookingId)))[0] ?? null,
    ledger: await db.select().from(paymentLedger).where(eq(paymentLedger.bookingId, bookingId)),
  };
}

/** Sums a booking's ledger by kind. */
export function ledgerSums(rows: { kind: string; amount: number }[]): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const row of rows) sums[row.kind] = (sums[row.kind] ?? 0) + row.amount;
  return sums;
}

export { setStatus };
