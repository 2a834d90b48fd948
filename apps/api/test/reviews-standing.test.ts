import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, briefMatches } from "@utsav/db";
import { RATING_FLOOR } from "@utsav/domain";
import type { StandingList, VendorStanding } from "@utsav/domain";
import { bookableVendor, freshMobile, placeBooking, setStatus } from "./bookings-helper.ts";
import type { BookableVendor } from "./bookings-helper.ts";
import { consumer, inDays, quote, sentBrief } from "./briefs-helper.ts";
import { buildTestApp } from "./helper.ts";
import { signInOperator } from "./operator-helper.ts";
import { writtenReview } from "./received-reviews-helper.ts";
import { readyVendor } from "./vendor-helper.ts";

// Vendors' standing for operators (issue 41 item 5; docs/decisions/0055, 0060): every approved vendor's rating and
// count as shoppers see them, its answer rate and median response time over bookings and requests together, and those
// under the rating floor flagged and listed first.

let app: FastifyInstance;
let operator: Awaited<ReturnType<typeof signInOperator>>;
beforeAll(async () => {
  app = await buildTestApp();
  operator = await signInOperator(app);
});
afterAll(async () => {
  await app.close();
});

const db = () => app.database.db;
const ago = (minutes: number) => sql`now() - make_interval(mins => ${Math.round(minutes)}::int)`;

async function standing(): Promise<StandingList> {
  const response = await app.inject({ method: "GET", url: "/api/operator/standing", headers: operator.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
const of = (list: StandingList, vendor: { vendorId: string }) => list.vendors.find((v) => v.vendorId === vendor.vendorId);

/** A vendor with reviews of these ratings. */
async function ratedVendor(ratings: number[]) {
  const vendor = await bookableVendor(app);
  const ids = [];
  for (const rating of ratings) ids.push(await writtenReview(app, { vendorId: vendor.vendorId }, rating));
  return { ...vendor, reviewIds: ids };
}

/** A booking of the vendor's that reached it `hoursAgo` hours ago, answered `answeredAfter` minutes later (or never). */
async function booked(vendor: BookableVendor, hoursAgo: number, answeredAfter?: number) {
  const id = await placeBooking(app, vendor.offering.id, { name: "Meera Rao", mobile: freshMobile() });
  await db()
    .update(bookings)
    .set({ receivedAt: ago(hoursAgo * 60) })
    .where(eq(bookings.id, id));
  if (answeredAfter === undefined) return;
  expect((await setStatus(app, vendor.headers, id, { status: "confirmed" })).statusCode).toBe(200);
  await db().execute(
    sql`update booking_events e set created_at = b.received_at + make_interval(mins => ${answeredAfter}::int)
        from bookings b where b.id = e.booking_id and e.booking_id = ${id} and e.from_status = 'received'`,
  );
}

describe("vendors' standing", () => {
  it("flags a vendor under the floor and lists it first, then the others by rating, lowest first", async () => {
    const low = await ratedVendor([1, 2, 3]);
    const few = await ratedVendor([1, 1]);
    const good = await ratedVendor([5, 5, 4]);
    const unrated = await bookableVendor(app);
    const waiting = await readyVendor(app, 1);

    const list = await standing();
    expect(list.floor).toEqual({ rating: RATING_FLOOR.rating, minReviews: RATING_FLOOR.minReviews });
    expect(of(list, low)).toMatchObject({ rating: 2, reviewsCount: 3, underFloor: true, storeSlug: expect.any(String) });
    // Too few reviews to judge: not flagged, however low.
    expect(of(list, few)).toMatchObject({ rating: 1, reviewsCount: 2, underFloor: false });
    expect(of(list, good)).toMatchObject({ rating: 4.7, reviewsCount: 3, underFloor: false });
    expect(of(list, unrated)).toMatchObject({ rating: null, reviewsCount: 0, underFloor: false, answerRate: null, medianSeconds: null });
    expect(of(list, waiting), "only approved vendors").toBeUndefined();

    const flagged = list.vendors.filter((v) => v.underFloor);
    expect(list.vendors.slice(0, flagged.length)).toEqual(flagged);
    const index = (v: { vendorId: string }) => list.vendors.findIndex((s) => s.vendorId === v.vendorId);
    expect(index(low)).toBeLessThan(index(few));
    expect(index(few)).toBeLessThan(index(good));
    expect(index(good)).toBeLessThan(index(unrated));
    const rated = list.vendors.filter((v) => !v.underFloor && v.rating !== null).map((v) => v.rating!);
    expect(rated).toEqual([...rated].sort((a, b) => a - b));
    expect(list.vendors.slice(-1)[0]!.rating).toBeNull();
  });

  it("follows moderation: hiding the lowest review takes the vendor back over the floor", async () => {
    const low = await ratedVendor([1, 3, 4]);
    expect(of(await standing(), low)).toMatchObject({ rating: 2.7, underFloor: true });
    const hidden = await app.inject({
      method: "POST",
      url: `/api/operator/reviews/${low.reviewIds[0]}/hide`,
      headers: operator.headers,
      payload: { reason: "Written about another business." },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(of(await standing(), low)).toMatchObject({ rating: 3.5, reviewsCount: 2, underFloor: false });
  });

  it("answers the answer rate and median response time of bookings and requests together", async () => {
    const vendor = await bookableVendor(app);
    // Requests (briefs) reach the vendor in HSR Layout.
    const service = await app.inject({
      method: "POST",
      url: "/api/vendor/profile/section/service/save",
      headers: vendor.headers,
      payload: { area: "HSR Layout", serviceAreas: ["HSR Layout"], serviceRadiusKm: 10, leadTimeDays: 1 },
    });
    expect(service.statusCode, service.body).toBe(200);
    // Bookings: answered after 1 h and after 3 h; one missed (still received after three days).
    await booked(vendor, 5, 60);
    await booked(vendor, 10, 180);
    await booked(vendor, 72);
    // A request quoted after 2 h.
    const brief = await sentBrief(app, (await consumer(app)).headers);
    const sent = await quote(app, vendor, brief, { price: 18000, included: "Balloon arch and backdrop", validUntil: inDays(5) });
    expect(sent.statusCode, sent.body).toBe(200);
    const answeredAt = ago(10 * 60 - 120);
    await db()
      .update(briefMatches)
      .set({ createdAt: ago(10 * 60), updatedAt: answeredAt, quotedAt: answeredAt })
      .where(and(eq(briefMatches.briefId, brief), eq(briefMatches.vendorId, vendor.vendorId)));

    // Answered 3 of 4: 75%; the median of 1 h, 2 h and 3 h is 2 h.
    const figures: VendorStanding | undefined = of(await standing(), vendor);
    expect(figures).toMatchObject({ answerRate: 75, medianSeconds: 2 * 3600 });
  });

  it("is for operators only", async () => {
    const vendor = await bookableVendor(app);
    expect((await app.inject({ method: "GET", url: "/api/operator/standing", headers: vendor.headers })).statusCode).toBe(403);
    const guest = await app.inject({ method: "GET", url: "/api/operator/standing" });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ success: false, data: null });
  });
});
