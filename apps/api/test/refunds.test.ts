import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq, like } from "drizzle-orm";
import { bookingEvents, bookings, notificationOutbox, vendorTerms } from "@utsav/db";
import { addDays, BOOKING_ANSWER_COPY, consumerBookingDetailSchema, envelope, indianDate, vendorBookingDetailSchema } from "@utsav/domain";
import { ORIGIN, signIn } from "./accounts-helper.ts";
import { bookableVendor, operatorCancel, setStatus } from "./bookings-helper.ts";
import type { BookableVendor } from "./bookings-helper.ts";
import { buildTestApp } from "./helper.ts";
import { signInOperator } from "./operator-helper.ts";

// Refund schedules as data, and the lifecycle's rules of money and dates (docs/decisions/0035): the Terms section's
// tiers reach the offering page and the booking; a shopper's cancel gets the kinder of the schedule kept at booking and
// the vendor's current one; a vendor's or an operator's cancel gives back everything paid; the figure is written with
// the status; completed only on or after the event date.

let app: FastifyInstance;
let vendor: BookableVendor;
beforeAll(async () => {
  app = await buildTestApp();
  vendor = await bookableVendor(app);
});
afterAll(async () => {
  await app.close();
});

const TERMS = {
  advancePercent: 50,
  refundPolicy: "Full refund up to 2 days before the event.",
  cancellationPolicy: "Cancel from My bookings; the table shows what comes back.",
  returnPolicy: null,
};
const tiers = (...pairs: [number, number][]) => pairs.map(([hoursBefore, percent]) => ({ hoursBefore, percent }));

const saveTerms = (refunds: unknown, headers = vendor.headers) =>
  app.inject({ method: "POST", url: "/api/vendor/profile/section/terms/save", headers, payload: { ...TERMS, refunds } });

const offeringTerms = async () => {
  const response = await app.inject({ method: "GET", url: `/api/offerings/${(vendor.offering as { slug?: string }).slug}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.offering.terms;
};

/** A signed-in shopper: headers, and the mobile number their bookings name. */
async function shopper() {
  const consumer = await signIn(app, "consumer");
  return { headers: { cookie: consumer.cookie, origin: ORIGIN }, mobile: consumer.phone.slice(3) };
}

let address = 0;
async function book(who: { headers: Record<string, string>; mobile: string }, eventDate?: string, confirm = true): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/public/booking",
    headers: { ...who.headers, "x-forwarded-for": `10.35.${Math.floor(++address / 250)}.${address % 250}` },
    payload: {
      offeringId: vendor.offering.id,
      vendorName: "",
      offeringName: "",
      bookingData: { name: "Self", mobile: who.mobile },
      eventDate,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const id = response.json().data.bookingId as string;
  // The advance is paid to confirm (docs/decisions/0035): the vendor confirms, so there is something to give back.
  if (confirm) expect((await setStatus(app, vendor.headers, id, { status: "confirmed" })).statusCode).toBe(200);
  return id;
}

const consumerDetail = async (id: string, headers: Record<string, string>) => {
  const response = await app.inject({ method: "GET", url: `/api/consumer/bookings/${id}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return envelope(consumerBookingDetailSchema).parse(response.json()).data;
};
const vendorDetail = async (id: string) => {
  const response = await app.inject({ method: "GET", url: `/api/vendor/bookings/${id}`, headers: vendor.headers });
  expect(response.statusCode, response.body).toBe(200);
  return envelope(vendorBookingDetailSchema).parse(response.json()).data;
};
const cancelAsShopper = (id: string, headers: Record<string, string>) =>
  app.inject({ method: "POST", url: `/api/consumer/bookings/${id}/cancel`, headers, payload: {} });
const row = async (id: string) => (await app.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const storedTerms = async () => (await app.database.db.select().from(vendorTerms).where(eq(vendorTerms.vendorId, vendor.vendorId)))[0];

describe("the Terms section's refund tiers", () => {
  it("refuses tiers that break the rules, in the envelope, naming the problem", async () => {
    const cases: [unknown, string][] = [
      [{ kind: "before_event", steps: tiers([24, 90], [48, 80]) }, "A refund cannot grow as the event gets closer"],
      [{ kind: "before_event", steps: tiers([48, 100], [48, 50]) }, "Two rows start at 48 hours before the event"],
      [{ kind: "before_event", steps: tiers([9000, 100]) }, "Hours before the event must be between 0 and 8760"],
      [{ kind: "before_event", steps: tiers([48, 101]) }, "Refund (%) must be between 0 and 100"],
      [{ kind: "before_event", steps: tiers([1, 1], [2, 1], [3, 1], [4, 1], [5, 1], [6, 1], [7, 1]) }, "Add at most 6 refund rows"],
      [{ kind: "before_event", steps: [{ hoursBefore: 1.5, percent: 10 }] }, "Hours before the event must be a whole number"],
      [{ kind: "sometimes" }, ""],
    ];
    for (const [refunds, message] of cases) {
      const response = await saveTerms(refunds);
      expect(response.statusCode, JSON.stringify(refunds)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, data: null });
      expect(response.json().errorMessage).toContain(message);
    }
  });

  it("an empty tier list keeps the refunds not shown; tiers are saved most notice first and reach the offering page", async () => {
    expect((await saveTerms({ kind: "before_event", steps: [] })).statusCode).toBe(200);
    expect((await storedTerms())?.refunds).toBeNull();
    expect((await offeringTerms()).refunds).toBeNull();

    const saved = await saveTerms({ kind: "before_event", steps: tiers([24, 50], [72, 100]) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.sections.terms.refunds).toEqual({ kind: "before_event", steps: tiers([72, 100], [24, 50]) });
    expect((await offeringTerms()).refunds).toEqual({ kind: "before_event", steps: tiers([72, 100], [24, 50]) });
    const section = await app.inject({ method: "GET", url: "/api/vendor/profile/section/terms", headers: vendor.headers });
    expect(section.json().data.data).toMatchObject({ ...TERMS, refunds: { kind: "before_event" } });

    expect((await saveTerms({ kind: "none" })).statusCode).toBe(200);
    expect((await offeringTerms()).refunds).toEqual({ kind: "none" });
  });
});

describe("cancelling: the figure the vendor's schedule gives", () => {
  it("keeps the terms at booking: a harsher change later does not reach the booking, and the figure is stored", async () => {
    await saveTerms({ kind: "before_event", steps: tiers([48, 100], [24, 50]) });
    const me = await shopper();
    const id = await book(me, addDays(indianDate(), 10));
    expect((await row(id)).termsAtBooking).toEqual({
      advancePercent: 50,
      refunds: { kind: "before_event", steps: tiers([48, 100], [24, 50]) },
      price: 1500,
    });
    // The vendor makes terms harsher: nothing back at all.
    await saveTerms({ kind: "none" });
    const before = await consumerDetail(id, me.headers);
    expect(before.refundIfCancelled).toMatchObject({ percent: 100, refund: 750, paid: 750 });
    expect(before.refund).toBeNull();

    const cancelled = await cancelAsShopper(id, me.headers);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      status: "cancelled",
      refund: { percent: 100, amount: 750, of: 750 },
      refundIfCancelled: null,
    });
    expect(await row(id)).toMatchObject({ refundPercent: 100, refundAmount: 750, refundOf: 750 });
    expect((await vendorDetail(id)).refund).toEqual({ percent: 100, amount: 750, of: 750 });
  });

  it("a kinder change reaches bookings already made", async () => {
    await saveTerms({ kind: "none" });
    const me = await shopper();
    const id = await book(me, addDays(indianDate(), 10));
    expect((await consumerDetail(id, me.headers)).refundIfCancelled).toMatchObject({ percent: 0, refund: 0, paid: 750 });
    await saveTerms({ kind: "before_event", steps: tiers([72, 80]) });
    expect((await cancelAsShopper(id, me.headers)).json().data.refund).toEqual({ percent: 80, amount: 600, of: 750 });
  });

  it("promises nothing where no schedule gives an amount: none kept, none now, or a booking without a date", async () => {
    await saveTerms(null);
    const me = await shopper();
    const id = await book(me, addDays(indianDate(), 10));
    expect((await consumerDetail(id, me.headers)).refundIfCancelled).toBeNull();
    expect((await cancelAsShopper(id, me.headers)).json().data).toMatchObject({ status: "cancelled", refund: null });
    expect(await row(id)).toMatchObject({ refundPercent: null, refundAmount: null, refundOf: null });

    await saveTerms({ kind: "before_event", steps: tiers([48, 100]) });
    const undated = await book(me);
    expect((await consumerDetail(undated, me.headers)).refundIfCancelled).toBeNull();
  });

  it("says nothing is owed back where nothing was paid ahead (no advance), rather than '₹0 back of ₹0'", async () => {
    const noAdvance = (refunds: unknown) =>
      app.inject({
        method: "POST",
        url: "/api/vendor/profile/section/terms/save",
        headers: vendor.headers,
        payload: { ...TERMS, advancePercent: 0, refunds },
      });
    expect((await noAdvance({ kind: "before_event", steps: tiers([48, 100]) })).statusCode).toBe(200);
    const me = await shopper();
    const id = await book(me, addDays(indianDate(), 10));
    expect((await consumerDetail(id, me.headers)).refundIfCancelled).toMatchObject({
      paid: 0,
      refund: 0,
      line: BOOKING_ANSWER_COPY.nothingPaid,
    });
    expect((await cancelAsShopper(id, me.headers)).json().data.refund).toEqual({ percent: 100, amount: 0, of: 0 });
    await saveTerms({ kind: "before_event", steps: tiers([48, 100]) });
  });

  it("a booking the vendor has not confirmed costs nothing to cancel, and keeps no figure", async () => {
    await saveTerms({ kind: "before_event", steps: tiers([48, 100]) });
    const me = await shopper();
    const id = await book(me, addDays(indianDate(), 10), false);
    expect((await consumerDetail(id, me.headers)).refundIfCancelled).toEqual({
      percent: 0,
      refund: 0,
      paid: 0,
      line: BOOKING_ANSWER_COPY.notConfirmedYet,
    });
    expect((await cancelAsShopper(id, me.headers)).json().data).toMatchObject({ status: "cancelled", refund: null });
    expect(await row(id)).toMatchObject({ refundPercent: null, refundAmount: null, refundOf: null });
    const operator = await signInOperator(app);
    const other = await book(me, addDays(indianDate(), 10), false);
    await operatorCancel(app, operator.userId, other, "Duplicate");
    expect(await row(other)).toMatchObject({ status: "cancelled", refundPercent: null, refundAmount: null, refundOf: null });
  });

  it("a vendor's cancel of a confirmed booking gives back everything paid, whatever the schedule says", async () => {
    await saveTerms({ kind: "none" });
    const me = await shopper();
    const unconfirmed = await book(me, addDays(indianDate(), 10), false);
    expect((await vendorDetail(unconfirmed)).refundIfCancelled).toBeNull();
    const id = await book(me, addDays(indianDate(), 10));
    expect((await vendorDetail(id)).refundIfCancelled).toMatchObject({
      percent: 100,
      refund: 750,
      paid: 750,
      line: "You will owe the customer everything paid: ₹750 back of ₹750.",
    });
    const cancelled = await setStatus(app, vendor.headers, id, { status: "cancelled" });
    expect(cancelled.json().data).toMatchObject({
      status: "cancelled",
      refund: { percent: 100, amount: 750, of: 750 },
      refundIfCancelled: null,
    });
    expect((await consumerDetail(id, me.headers)).refund).toEqual({ percent: 100, amount: 750, of: 750 });
  });

  it("two cancels at once (shopper and vendor): one wins, and the row keeps that one's figure", async () => {
    await saveTerms({ kind: "none" });
    const me = await shopper();
    for (let round = 0; round < 3; round++) {
      const id = await book(me, addDays(indianDate(), 10));
      const [mine, theirs] = await Promise.all([
        cancelAsShopper(id, me.headers),
        setStatus(app, vendor.headers, id, { status: "cancelled" }),
      ]);
      expect([mine.statusCode, theirs.statusCode].sort()).toEqual([200, 409]);
      const winner = mine.statusCode === 200 ? "consumer" : "vendor";
      const events = await app.database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id));
      expect(events.filter((e) => e.toStatus === "cancelled").map((e) => e.actor)).toEqual([winner]);
      // The shopper's cancel under "no refunds" is ₹0; the vendor's is everything paid.
      expect(await row(id)).toMatchObject({ refundPercent: winner === "consumer" ? 0 : 100, refundOf: 750 });
    }
  });
});

describe("completing and the operator's cancel", () => {
  it("completed only on or after the event date in India: 409 before, with the date; the page is not offered it", async () => {
    const me = await shopper();
    const id = await book(me, addDays(indianDate(), 3));
    await setStatus(app, vendor.headers, id, { status: "confirmed" });
    expect(await vendorDetail(id)).toMatchObject({ nextStatuses: ["cancelled"], completableFrom: addDays(indianDate(), 3) });
    const early = await setStatus(app, vendor.headers, id, { status: "completed" });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ success: false, errorCode: "BOOKING_TOO_EARLY_TO_COMPLETE" });
    expect(early.json().errorMessage).toMatch(/^This booking can be marked completed from \d+ \w+ \d{4}, its event date$/);
    expect((await row(id)).status).toBe("confirmed");

    // The event date comes: today in India.
    await app.database.db.update(bookings).set({ eventDate: indianDate() }).where(eq(bookings.id, id));
    expect(await vendorDetail(id)).toMatchObject({ nextStatuses: ["completed", "cancelled"], completableFrom: null });
    const done = await setStatus(app, vendor.headers, id, { status: "completed" });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.status).toBe("completed");
  });

  it("an operator cancels with a reason: history names the operator, everything paid is owed back", async () => {
    await saveTerms({ kind: "none" });
    const operator = await signInOperator(app);
    const me = await shopper();
    const id = await book(me, addDays(indianDate(), 10));
    expect(await operatorCancel(app, operator.userId, id, " Vendor unreachable ")).toMatchObject({ id, status: "cancelled" });
    expect(await row(id)).toMatchObject({ refundPercent: 100, refundAmount: 750, refundOf: 750 });
    const detail = await consumerDetail(id, me.headers);
    expect(detail.events.at(-1)).toMatchObject({
      actor: "operator",
      fromStatus: "confirmed",
      toStatus: "cancelled",
      reason: "Vendor unreachable",
    });
    expect((await vendorDetail(id)).events.at(-1)).toMatchObject({ actor: "operator" });
    const [event] = (await app.database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id))).filter(
      (e) => e.toStatus === "cancelled",
    );
    expect(event).toMatchObject({ actor: "operator", actorUserId: operator.userId });
    // Written with the change: both sides are told.
    const told = await app.database.db
      .select({ eventKey: notificationOutbox.eventKey })
      .from(notificationOutbox)
      .where(like(notificationOutbox.eventKey, `booking:${id}:event:${event!.id}:%`));
    expect(new Set(told.map((m) => m.eventKey.split(":").at(-1)))).toEqual(new Set(["consumer", "vendor"]));
    await expect(operatorCancel(app, operator.userId, id, "Again")).rejects.toMatchObject({ statusCode: 409 });
    const fresh = await book(me, addDays(indianDate(), 10));
    await expect(operatorCancel(app, operator.userId, fresh, "  ")).rejects.toMatchObject({ statusCode: 400 });
    await expect(operatorCancel(app, operator.userId, "bk_missing", "Why")).rejects.toMatchObject({ statusCode: 404 });
    expect((await row(fresh)).status).toBe("confirmed");
  });
});
