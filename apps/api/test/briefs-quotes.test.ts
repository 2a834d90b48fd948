import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { briefMatches, bookings } from "@utsav/db";
import { BRIEF_MESSAGES, QUOTE_MESSAGES } from "@utsav/domain";
import { accept, dateBrief, inDays, queued, quote, quoteIdOf, quotingVendor, sentBrief, consumer } from "./briefs-helper.ts";
import type { QuotingVendor } from "./briefs-helper.ts";
import { setStatus } from "./bookings-helper.ts";
import { buildTestApp } from "./helper.ts";

// Quotes and their acceptance (docs/decisions/0023): one quote per vendor per brief (quoting again changes it), a
// decline, acceptance making a booking in the bookings lifecycle and closing the other quotes, and expiry.

let app: FastifyInstance;
let first: QuotingVendor;
let second: QuotingVendor;
beforeAll(async () => {
  app = await buildTestApp();
  first = await quotingVendor(app, { area: "Indiranagar", radiusKm: 10 });
  second = await quotingVendor(app, { area: "Koramangala", radiusKm: 8 });
});
afterAll(async () => {
  await app.close();
});

const goodQuote = (overrides: Record<string, unknown> = {}) => ({
  price: 18000,
  included: "Balloon arch, backdrop with name, 60 balloons, set-up and removal",
  validUntil: inDays(5),
  ...overrides,
});
const detail = async (headers: Record<string, string>, id: string) =>
  (await app.inject({ method: "GET", url: `/api/consumer/briefs/${id}`, headers })).json().data;
const vendorView = async (vendor: QuotingVendor, id: string) =>
  (await app.inject({ method: "GET", url: `/api/vendor/briefs/${id}`, headers: vendor.headers })).json().data;

describe("quotes", () => {
  it("reach the shopper side by side; quoting again changes the quote and sends no second message", async () => {
    const owner = await consumer(app);
    const id = await sentBrief(app, owner.headers);
    const sent = await quote(app, first, id, goodQuote({ offeringId: first.offering.id }));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({
      answer: "quoted",
      canAnswer: true,
      quote: { price: 18000, offeringTitle: first.offering.title },
    });
    expect((await quote(app, second, id, goodQuote({ price: 15000 }))).statusCode).toBe(200);

    const brief = await detail(owner.headers, id);
    expect(brief.quotes.map((q: { vendorName: string; price: number }) => [q.vendorName, q.price])).toEqual([
      [second.businessName, 15000],
      [first.businessName, 18000],
    ]);
    expect(brief.quotes[1]).toMatchObject({
      vendorVerified: true,
      status: "quoted",
      canAccept: true,
      offering: { title: first.offering.title },
      advancePercent: null,
    });
    const quoteId = brief.quotes[1].id;
    const told = await queued(app, `brief:${id}:quote:${quoteId}:shopper`);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ recipient: owner.phone, template: "brief_quote_consumer_sms" });
    expect(told[0]!.text).toContain(`quoted ₹18,000 for your Birthday request #`);

    const changed = await quote(app, first, id, goodQuote({ price: 16500 }));
    expect(changed.json().data.quote).toMatchObject({ price: 16500, offeringId: null });
    const after = await detail(owner.headers, id);
    expect(after.quotes).toHaveLength(2);
    expect(after.quotes.find((q: { id: string }) => q.id === quoteId).price).toBe(16500);
    expect(await queued(app, `brief:${id}:quote:${quoteId}:shopper`)).toHaveLength(1);
  });

  it("are whole rupees above zero, valid from today to the event date, linking only the vendor's own offering", async () => {
    const id = await sentBrief(app, (await consumer(app)).headers);
    const refused = async (body: Record<string, unknown>, message: string | RegExp) => {
      const response = await quote(app, first, id, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errorMessage).toMatch(message);
    };
    await refused(goodQuote({ price: 0 }), BRIEF_MESSAGES.rupeesInvalid);
    await refused(goodQuote({ price: 12000.5 }), BRIEF_MESSAGES.rupeesInvalid);
    await refused(goodQuote({ included: "  " }), QUOTE_MESSAGES.includedRequired);
    await refused(goodQuote({ validUntil: inDays(-1) }), QUOTE_MESSAGES.validUntilPast);
    await refused(goodQuote({ validUntil: inDays(11) }), QUOTE_MESSAGES.validUntilAfterEvent);
    await refused(goodQuote({ offeringId: second.offering.id }), QUOTE_MESSAGES.offeringNotYours);
    await refused({ ...goodQuote(), vendorName: "x" }, /vendorName/);
    expect((await vendorView(first, id)).answer).toBe("new");
  });

  it("are counted in the shopper's list as on the brief's page: the vendors it went to, and the quotes", async () => {
    const third = await quotingVendor(app, { area: "HSR Layout", radiusKm: 5 });
    const owner = await consumer(app);
    const id = await sentBrief(app, owner.headers);
    expect((await quote(app, first, id, goodQuote())).statusCode).toBe(200);
    expect((await quote(app, third, id, goodQuote({ price: 12000 }))).statusCode).toBe(200);
    await app.inject({ method: "POST", url: `/api/vendor/briefs/${id}/decline`, headers: third.headers, payload: {} });

    const page = await detail(owner.headers, id);
    expect(page.vendorsCount).toBeGreaterThanOrEqual(3);
    expect(page.quotesCount).toBe(1);
    const list = await app.inject({ method: "GET", url: "/api/consumer/briefs", headers: owner.headers });
    expect(list.statusCode, list.body).toBe(200);
    const row = list.json().data.briefs.find((b: { id: string }) => b.id === id);
    expect(row).toMatchObject({ vendorsCount: page.vendorsCount, quotesCount: 1 });
  });

  it("can be declined, which withdraws a quote; a vendor that declined may still quote", async () => {
    const owner = await consumer(app);
    const id = await sentBrief(app, owner.headers);
    await quote(app, second, id, goodQuote());
    const declined = await app.inject({
      method: "POST",
      url: `/api/vendor/briefs/${id}/decline`,
      headers: second.headers,
      payload: { reason: "Booked that day" },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const tooLong = await app.inject({
      method: "POST",
      url: `/api/vendor/briefs/${id}/decline`,
      headers: second.headers,
      payload: { reason: "x".repeat(501) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      success: false,
      data: null,
      errorMessage: expect.stringContaining(QUOTE_MESSAGES.reasonTooLong),
    });
    expect(declined.json().data).toMatchObject({ answer: "declined", quote: null, canAnswer: true });
    const brief = await detail(owner.headers, id);
    expect(brief.quotes).toEqual([]);
    expect(brief.declinedCount).toBe(1);
    expect(JSON.stringify(brief)).not.toContain("Booked that day");
    expect((await quote(app, second, id, goodQuote())).json().data.answer).toBe("quoted");
  });
});

describe("accepting a quote", () => {
  it("makes a booking with that vendor in the bookings lifecycle, closes the other quote and tells its vendor", async () => {
    const owner = await consumer(app);
    const id = await sentBrief(app, owner.headers);
    await quote(app, first, id, goodQuote({ offeringId: first.offering.id }));
    await quote(app, second, id, goodQuote({ price: 21000 }));
    const chosen = await quoteIdOf(app, id, first.vendorId);

    const accepted = await accept(app, owner.headers, id, chosen);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const brief = accepted.json().data;
    expect(brief.status).toBe("booked");
    expect(brief.bookingId).toMatch(/^bk_/);
    expect(brief.quotes.map((q: { id: string; status: string; canAccept: boolean }) => [q.id === chosen, q.status, q.canAccept])).toEqual([
      [true, "accepted", false],
      [false, "closed", false],
    ]);

    // The booking is like any other: received, its first history row, in both parties' lists, the vendor told.
    const mine = await app.inject({ method: "GET", url: `/api/consumer/bookings/${brief.bookingId}`, headers: owner.headers });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toMatchObject({ status: "received", vendorName: first.businessName, offeringName: first.offering.title });
    expect(mine.json().data.events).toEqual([expect.objectContaining({ fromStatus: null, toStatus: "received", actor: "consumer" })]);
    expect(mine.json().data.details).toEqual(
      expect.arrayContaining([
        { label: "Quote", value: "₹18,000" },
        { label: "Locality", value: "HSR Layout" },
      ]),
    );
    const theirs = await app.inject({ method: "GET", url: "/api/vendor/bookings", headers: first.headers });
    expect(theirs.json().data.needsAnswer.map((b: { id: string }) => b.id)).toContain(brief.bookingId);
    const [row] = await app.database.db.select().from(bookings).where(eq(bookings.id, brief.bookingId));
    expect(row).toMatchObject({ userId: owner.userId, consumerPhone: owner.phone, eventDate: inDays(10), locality: "HSR Layout" });
    expect(await queued(app, `booking:${brief.bookingId}:placed:vendor`)).toEqual([expect.objectContaining({ recipient: first.phone })]);

    // The other vendor is told, and sees its quote closed.
    const closed = await queued(app, `brief:${id}:closed:`);
    expect(closed).toEqual([expect.objectContaining({ recipient: second.phone, template: "brief_quote_closed_vendor_sms" })]);
    expect(await vendorView(second, id)).toMatchObject({ status: "booked", answer: "closed", canAnswer: false, bookingId: null });
    expect(await vendorView(first, id)).toMatchObject({ answer: "accepted", bookingId: brief.bookingId });

    // Nothing changes after that: no second acceptance, no quote, no decline.
    const again = await accept(app, owner.headers, id, chosen);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessage).toBe(BRIEF_MESSAGES.booked);
    expect((await accept(app, owner.headers, id, await quoteIdOf(app, id, second.vendorId))).statusCode).toBe(409);
    expect((await quote(app, second, id, goodQuote())).statusCode).toBe(409);
    expect(
      (await app.inject({ method: "POST", url: `/api/vendor/briefs/${id}/decline`, headers: first.headers, payload: {} })).statusCode,
    ).toBe(409);
    expect(await app.database.db.select().from(bookings).where(eq(bookings.userId, owner.userId))).toHaveLength(1);
  });

  it("keeps the vendor's terms and the quote's price with the booking, which a refund counts from", async () => {
    const vendor = await quotingVendor(app, { area: "HSR Layout", radiusKm: 5 });
    const saveTerms = async (refunds: object) => {
      const terms = {
        advancePercent: 50,
        refundPolicy: "Full refund up to 2 days before.",
        cancellationPolicy: "Cancel from My bookings.",
        returnPolicy: null,
      };
      const url = "/api/vendor/profile/section/terms/save";
      const saved = await app.inject({ method: "POST", url, headers: vendor.headers, payload: { ...terms, refunds } });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    const refunds = { kind: "before_event", steps: [{ hoursBefore: 48, percent: 100 }] };
    await saveTerms(refunds);
    const owner = await consumer(app);
    const id = await sentBrief(app, owner.headers);
    await quote(app, vendor, id, goodQuote({ price: 12000 }));
    const accepted = await accept(app, owner.headers, id, await quoteIdOf(app, id, vendor.vendorId));
    expect(accepted.statusCode, accepted.body).toBe(200);
    const bookingId = accepted.json().data.bookingId as string;
    const [row] = await app.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row?.termsAtBooking).toEqual({ advancePercent: 50, refunds, price: 12000 });

    // Confirmed (the advance paid), then harsher terms: the shopper still gets back all of half the quote, not of the
    // offering's price.
    expect((await setStatus(app, vendor.headers, bookingId, { status: "confirmed" })).statusCode).toBe(200);
    await saveTerms({ kind: "none" });
    const mine = await app.inject({ method: "GET", url: `/api/consumer/bookings/${bookingId}`, headers: owner.headers });
    expect(mine.json().data.refundIfCancelled).toMatchObject({ percent: 100, refund: 6000, paid: 6000 });
  });

  it("is the shopper's alone, and only of a quote sent and still valid", async () => {
    const owner = await consumer(app);
    const id = await sentBrief(app, owner.headers);
    const unanswered = await quoteIdOf(app, id, second.vendorId);
    expect((await accept(app, owner.headers, id, unanswered)).json().errorMessage).toBe(BRIEF_MESSAGES.quoteClosed);
    await quote(app, first, id, goodQuote());
    const quoteId = await quoteIdOf(app, id, first.vendorId);
    const stranger = await consumer(app);
    expect((await accept(app, stranger.headers, id, quoteId)).statusCode).toBe(404);
    expect((await accept(app, owner.headers, id, "bq_not_there")).statusCode).toBe(404);

    await app.database.db
      .update(briefMatches)
      .set({ validUntil: inDays(-1) })
      .where(eq(briefMatches.id, quoteId));
    const lapsed = await accept(app, owner.headers, id, quoteId);
    expect(lapsed.statusCode).toBe(409);
    expect(lapsed.json().errorMessage).toBe(BRIEF_MESSAGES.quoteExpired);
  });

  it.skipIf(!process.env.DATABASE_URL)("of two quotes at once on PostgreSQL: one wins, the other is refused, one booking", async () => {
    const owner = await consumer(app);
    const id = await sentBrief(app, owner.headers);
    await quote(app, first, id, goodQuote());
    await quote(app, second, id, goodQuote());
    const ids = [await quoteIdOf(app, id, first.vendorId), await quoteIdOf(app, id, second.vendorId)];
    const answers = await Promise.all(ids.map((q) => accept(app, owner.headers, id, q)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await app.database.db.select().from(bookings).where(eq(bookings.userId, owner.userId))).toHaveLength(1);
  });
});

describe("a brief past its date", () => {
  it("takes no quote, decline or acceptance (409), and says it expired", async () => {
    const owner = await consumer(app);
    const id = await sentBrief(app, owner.headers);
    await quote(app, first, id, goodQuote({ validUntil: inDays(2) }));
    const quoteId = await quoteIdOf(app, id, first.vendorId);
    await dateBrief(app, id, inDays(-1));

    const late = await quote(app, second, id, goodQuote());
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ errorMessage: BRIEF_MESSAGES.expired, errorCode: "BRIEF_CONFLICT" });
    expect(
      (await app.inject({ method: "POST", url: `/api/vendor/briefs/${id}/decline`, headers: first.headers, payload: {} })).statusCode,
    ).toBe(409);
    expect((await accept(app, owner.headers, id, quoteId)).json().errorMessage).toBe(BRIEF_MESSAGES.expired);
    expect(await detail(owner.headers, id)).toMatchObject({ status: "expired", bookingId: null });
    expect(await vendorView(first, id)).toMatchObject({ status: "expired", canAnswer: false });
  });
});
