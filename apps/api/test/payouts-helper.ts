import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { paymentOrders, paymentRefunds, payments, paymentTransfers, scheduledJobs } from "@utsav/db";
import type { TransferStatus } from "@utsav/domain";
import { loadConfig } from "../src/platform/config.ts";
import { buildTestApp } from "./helper.ts";
import { placeBooking, BOOKING_FIELDS, freshMobile } from "./bookings-helper.ts";
import { approveDirectly } from "./operator-helper.ts";
import { offeringBody } from "./vendor-helper.ts";

// Vendors' payouts (docs/decisions/0051): an app whose private storage takes identity documents, a bank account as
// a vendor types it, and a booking's captured advance with the vendor's share, as the payments module writes them.

/** A test app with its own private storage (identity documents are uploaded to it). */
export async function payoutsTestApp(): Promise<FastifyInstance> {
  const storage = {
    ...loadConfig({ NODE_ENV: "test" }).storage,
    dir: mkdtempSync(path.join(tmpdir(), "utsav-payouts-media-")),
    privateDir: mkdtempSync(path.join(tmpdir(), "utsav-payouts-private-")),
  };
  return buildTestApp({ storage });
}

/** A bank account as the Payments page's form sends it. */
export function accountBody(overrides: Record<string, unknown> = {}) {
  return {
    holderName: "Asha Rao",
    accountNumber: "50100123456789",
    confirmAccountNumber: "50100123456789",
    ifsc: "HDFC0001234",
    ...overrides,
  };
}

const hex = () => randomBytes(16).toString("hex");

/** A live bookable offering of the vendor's (approving it, as the go-live gate would), for bookings to pay. */
export async function bookableOffering(
  app: FastifyInstance,
  vendor: { vendorId: string; imageIds: string[]; headers: Record<string, string> },
) {
  const created = await app.inject({
    method: "POST",
    url: "/api/vendor/offering",
    headers: vendor.headers,
    payload: offeringBody(vendor.imageIds.slice(0, 1), { offeringType: "book", bookingAttributes: BOOKING_FIELDS }),
  });
  if (created.statusCode !== 200) throw new Error(`offering: ${created.body}`);
  await approveDirectly(app, vendor.vendorId);
  return (created.json().data as { id: string }).id;
}

export interface PaidAdvance {
  /** Paise. */
  advance: number;
  commissionPercent?: number;
  status?: TransferStatus;
  reversed?: number;
  /** Refunds of the advance, in paise, and their states. */
  refunds?: { amount: number; status: "requested" | "pending" | "processed" | "failed" }[];
  releasedAt?: Date;
}

/**
 * A booking of `offeringId` whose advance was captured, with the vendor's share (the rows the payments module writes
 * when a payment is captured). Answers the booking's id.
 */
export async function paidAdvance(app: FastifyInstance, vendorId: string, offeringId: string, paid: PaidAdvance): Promise<string> {
  const db = app.database.db;
  const bookingId = await placeBooking(app, offeringId, { name: "Divya Shetty", mobile: freshMobile() });
  const orderId = `po_${hex()}`;
  const paymentId = `pay_${hex().slice(0, 14)}`;
  const percent = paid.commissionPercent ?? 10;
  const fee = Math.floor((paid.advance * percent) / 100);
  await db.insert(paymentOrders).values({
    id: orderId,
    bookingId,
    provider: "local",
    providerOrderId: `order_${hex().slice(0, 14)}`,
    amount: paid.advance,
    status: "paid",
    paidPaymentId: paymentId,
    expiresAt: new Date(Date.now() + 30 * 60_000),
    paidAt: new Date(),
  });
  await db
    .insert(payments)
    .values({ id: paymentId, orderId, bookingId, amount: paid.advance, currency: "INR", status: "captured", method: "upi" });
  await db.insert(paymentTransfers).values({
    id: `tr_${hex()}`,
    bookingId,
    paymentId,
    vendorId,
    amount: paid.advance - fee,
    fee,
    commissionPercent: percent,
    status: paid.status ?? "waiting",
    reversedAmount: paid.reversed ?? 0,
    releasedAt: paid.releasedAt ?? null,
  });
  for (const [i, refund] of (paid.refunds ?? []).entries()) {
    await db.insert(paymentRefunds).values({
      id: `rf_${hex()}`,
      bookingId,
      paymentId,
      amount: refund.amount,
      reason: "consumer_cancelled",
      cause: `test:${bookingId}:${i}`,
      status: refund.status,
    });
  }
  return bookingId;
}

/** The jobs scheduled of one kind, with their keys and payloads. */
export async function jobsOfKind(app: FastifyInstance, kind: string) {
  return app.database.db.select().from(scheduledJobs).where(eq(scheduledJobs.kind, kind));
}
