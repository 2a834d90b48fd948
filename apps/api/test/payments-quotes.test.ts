import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { ManualClock } from "../src/platform/scheduler/clock.ts";
import { accept, consumer, inDays, quote, quoteIdOf, quotingVendor, sentBrief } from "./briefs-helper.ts";
import type { QuotingVendor } from "./briefs-helper.ts";
import { buildTestApp } from "./helper.ts";
import { deliver, moneyOf, paymentsConfig } from "./payments-helper.ts";
import { FakeRazorpay } from "./support/fake-razorpay.ts";

// Accepting a quote whose vendor asks an advance (docs/decisions/0048): the booking waits for it, with an order counted
// from the quote's price and the terms the shopper compared, and reaches the vendor when it is paid.

let app: FastifyInstance;
let razorpay: FakeRazorpay;
let vendor: QuotingVendor;
beforeAll(async () => {
  razorpay = await FakeRazorpay.start();
  app = await buildTestApp(paymentsConfig(razorpay), undefined, { clock: new ManualClock() });
  vendor = await quotingVendor(app, { area: "Indiranagar", radiusKm: 10 });
  const terms = await app.inject({
    method: "POST",
    url: "/api/vendor/profile/section/terms/save",
    headers: vendor.headers,
    payload: {
      advancePercent: 20,
      refundPolicy: "80% back up to 48 hours before.",
      cancellationPolicy: "From My bookings.",
      returnPolicy: null,
      refunds: null,
    },
  });
  expect(terms.statusCode, terms.body).toBe(200);
});
afterAll(async () => {
  await app?.close();
  await razorpay?.close();
});

describe("accepting a quote whose vendor asks an advance", () => {
  it("places the booking awaiting the advance of the quote's price, and sends it to the vendor once paid", async () => {
    const owner = await consumer(app);
    const id = await sentBrief(app, owner.headers);
    const sent = await quote(app, vendor, id, {
      price: 18000,
      included: "Arch and backdrop",
      validUntil: inDays(5),
      offeringId: vendor.offering.id,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const accepted = await accept(app, owner.headers, id, await quoteIdOf(app, id, vendor.vendorId));
    expect(accepted.statusCode, accepted.body).toBe(200);
    const bookingId = accepted.json().data.bookingId as string;

    const waiting = await moneyOf(app, bookingId);
    expect(waiting.booking).toMatchObject({ status: "awaiting_payment", advanceAmount: 3600, commissionPercent: 10 });
    expect(waiting.order).toMatchObject({ amount: 360000, status: "created" });
    expect((await app.inject({ method: "GET", url: `/api/vendor/bookings/${bookingId}`, headers: vendor.headers })).statusCode).toBe(404);

    const { webhook } = razorpay.pay(waiting.order!.providerOrderId);
    expect((await deliver(app, webhook)).statusCode).toBe(200);
    expect((await moneyOf(app, bookingId)).booking.status).toBe("received");
    expect((await app.inject({ method: "GET", url: `/api/vendor/bookings/${bookingId}`, headers: vendor.headers })).statusCode).toBe(200);
  });
});
