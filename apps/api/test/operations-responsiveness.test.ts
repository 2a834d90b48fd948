import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { briefMatches, bookings } from "@utsav/db";
import { NO_RESPONSES, RESPONSIVENESS_WINDOW_DAYS } from "@utsav/domain";
import type { OperatorVendorSummary, VendorResponsiveness } from "@utsav/domain";
import { ORIGIN, signIn } from "./accounts-helper.ts";
import { bookableVendor, freshMobile, operatorCancel, placeBooking, setStatus } from "./bookings-helper.ts";
import type { BookableVendor } from "./bookings-helper.ts";
import { consumer, inDays, quote, sentBrief } from "./briefs-helper.ts";
import { buildTestApp } from "./helper.ts";
import { signInOperator } from "./operator-helper.ts";

// Each vendor's response time and answer rate as operators read them (issue 40; docs/decisions/0055): the median time
// to the vendor's first answer, and answered / (answered + missed), for bookings and requests apart, over 90 days.
// Bookings and answers are placed in time by moving their database timestamps.

let app: FastifyInstance;
let operator: Awaited<ReturnType<typeof signInOperator>>;
let vendor: BookableVendor;
let other: BookableVendor;
let quiet: BookableVendor;
beforeAll(async () => {
  app = await buildTestApp();
  operator = await signInOperator(app);
  [vendor, other, quiet] = [await bookableVendor(app), await bookableVendor(app), await bookableVendor(app)];
  // The vendor also takes requests (briefs) in HSR Layout.
  const service = await app.inject({
    method: "POST",
    url: "/api/vendor/profile/section/service/save",
    headers: vendor.headers,
    payload: { area: "HSR Layout", serviceAreas: ["HSR Layout"], serviceRadiusKm: 10, leadTimeDays: 1 },
  });
  if (service.statusCode !== 200) throw new Error(service.body);
});
afterAll(async () => {
  await app.close();
});

const HOUR = 60;
const db = () => app.database.db;

/** A booking of `to`'s offering that reached it `hoursAgo` hours ago. */
async function reachedAgo(to: BookableVendor, hoursAgo: number, mobile = freshMobile()): Promise<string> {
  const id = await placeBooking(app, to.offering.id, { name: "Meera Rao", mobile });
  await db()
    .update(bookings)
    .set({ receivedAt: sql`now() - make_interval(mins => ${Math.round(hoursAgo * HOUR)}::int)` })
    .where(eq(bookings.id, id));
  return id;
}

/** Moves a booking's first change out of 'received' to `minutes` after it reached the vendor. */
async function movedAfter(id: string, minutes: number) {
  await db().execute(
    sql`update booking_events e set created_at = b.received_at + make_interval(mins => ${minutes}::int)
        from bookings b where b.id = e.booking_id and e.booking_id = ${id} and e.from_status = 'received'`,
  );
}

/** A booking the vendor answered `minutes` after it reached it, `hoursAgo` hours ago. */
async function answered(to: BookableVendor, hoursAgo: number, minutes: number, status: "confirmed" | "declined") {
  const id = await reachedAgo(to, hoursAgo);
  const response = await setStatus(app, to.headers, id, { status, reason: "Booked that day" });
  expect(response.statusCode, response.body).toBe(200);
  await movedAfter(id, minutes);
  return id;
}

/** The shopper cancels a booking `minutes` after it reached the vendor. */
async function shopperCancelled(to: BookableVendor, hoursAgo: number, minutes: number) {
  const shopper = await signIn(app, "consumer");
  const id = await reachedAgo(to, hoursAgo, shopper.phone.slice(3));
  const response = await app.inject({
    method: "POST",
    url: `/api/consumer/bookings/${id}/cancel`,
    headers: { cookie: shopper.cookie, origin: ORIGIN },
    payload: {},
  });
  expect(response.statusCode, response.body).toBe(200);
  await movedAfter(id, minutes);
}

/** Puts the vendor's match on a brief `hoursAgo` hours back, and its answer (a quote, or the last change) `answeredAfter` minutes later. */
async function matchedAgo(briefId: string, hoursAgo: number, answeredAfter?: number) {
  const created = sql`now() - make_interval(mins => ${Math.round(hoursAgo * HOUR)}::int)`;
  const answeredAt = sql`now() - make_interval(mins => ${Math.round(hoursAgo * HOUR - (answeredAfter ?? 0))}::int)`;
  const [match] = await db()
    .update(briefMatches)
    .set({
      createdAt: created,
      updatedAt: answeredAt,
      quotedAt: sql`case when ${briefMatches.quotedAt} is null then null else ${answeredAt} end`,
    })
    .where(and(eq(briefMatches.briefId, briefId), eq(briefMatches.vendorId, vendor.vendorId)))
    .returning();
  expect(match, "the brief reached the vendor").toBeTruthy();
}

const readDetail = async (vendorId: string) => {
  const response = await app.inject({ method: "GET", url: `/api/operator/vendors/${vendorId}`, headers: operator.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.responsiveness as VendorResponsiveness;
};
const readList = async () => {
  const response = await app.inject({ method: "GET", url: "/api/operator/vendors?state=approved", headers: operator.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.vendors as OperatorVendorSummary[];
};

describe("a vendor's responsiveness, as operators read it", () => {
  // First, before any request is sent: requests reach every vendor near their locality.
  it("is empty for a vendor nothing has reached, on the review and the list", async () => {
    const empty: VendorResponsiveness = { windowDays: 90, bookings: NO_RESPONSES, briefs: NO_RESPONSES };
    expect(await readDetail(quiet.vendorId)).toEqual(empty);
    expect((await readList()).find((v) => v.id === quiet.vendorId)?.responsiveness).toEqual(empty);
  });

  it("is the median time to the vendor's first answer and the share answered, on the review and the vendors list", async () => {
    // Answered after 1 h, 3 h and 5 h 20 min: the median is 3 h.
    await answered(vendor, 5, 1 * HOUR, "confirmed");
    await answered(vendor, 10, 3 * HOUR, "declined");
    await answered(vendor, 30, 5 * HOUR + 20, "confirmed");
    // Missed: still received after three days; cancelled by the shopper 50 hours in; cancelled by an operator first.
    await reachedAgo(vendor, 72);
    await shopperCancelled(vendor, 72, 50 * HOUR);
    const cancelled = await reachedAgo(vendor, 6);
    expect((await operatorCancel(app, operator.userId, cancelled, "The vendor could not be reached")).status).toBe("cancelled");
    // Neither way: still within its 48 hours; cancelled by the shopper within 48 hours.
    await reachedAgo(vendor, 2);
    await shopperCancelled(vendor, 5, 1 * HOUR);
    // Outside the 90 days: not counted at all, though answered at once.
    await answered(vendor, (RESPONSIVENESS_WINDOW_DAYS + 1) * 24, 1, "confirmed");
    // Another vendor's quick answers and misses do not count for this one.
    await answered(other, 4, 5, "confirmed");
    await reachedAgo(other, 80);

    // Requests: quoted after 2 h, declined after 30 min (median 1 h 15 min); one missed for three days; one just sent.
    const quoted = await sentBrief(app, (await consumer(app)).headers);
    const sent = await quote(app, vendor, quoted, { price: 18000, included: "Balloon arch and backdrop", validUntil: inDays(5) });
    expect(sent.statusCode, sent.body).toBe(200);
    await matchedAgo(quoted, 10, 2 * HOUR);
    const declined = await sentBrief(app, (await consumer(app)).headers);
    const decline = await app.inject({
      method: "POST",
      url: `/api/vendor/briefs/${declined}/decline`,
      headers: vendor.headers,
      payload: {},
    });
    expect(decline.statusCode, decline.body).toBe(200);
    await matchedAgo(declined, 20, 30);
    await matchedAgo(await sentBrief(app, (await consumer(app)).headers), 72);
    await sentBrief(app, (await consumer(app)).headers);

    const expected: VendorResponsiveness = {
      windowDays: 90,
      bookings: { reached: 8, answered: 3, missed: 3, waiting: 1, medianSeconds: 3 * 3600, answerRate: 50 },
      briefs: { reached: 4, answered: 2, missed: 1, waiting: 1, medianSeconds: 75 * 60, answerRate: 67 },
    };
    expect(await readDetail(vendor.vendorId)).toEqual(expected);
    const listed = await readList();
    expect(listed.find((v) => v.id === vendor.vendorId)?.responsiveness).toEqual(expected);
    expect(listed.find((v) => v.id === other.vendorId)?.responsiveness?.bookings).toEqual({
      reached: 2,
      answered: 1,
      missed: 1,
      waiting: 0,
      medianSeconds: 300,
      answerRate: 50,
    });
  });

  it("is read only by operators, and an unknown vendor is 404", async () => {
    const url = `/api/operator/vendors/${vendor.vendorId}`;
    expect((await app.inject({ method: "GET", url, headers: vendor.headers })).statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url })).statusCode).toBe(401);
    const unknown = await app.inject({ method: "GET", url: "/api/operator/vendors/no-such-vendor", headers: operator.headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, data: null });
  });
});
