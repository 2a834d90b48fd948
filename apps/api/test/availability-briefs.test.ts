import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { availabilityMessageFor, envelope, vendorDataExportSchema } from "@utsav/domain";
import { bookings, briefMatches, briefs } from "@utsav/db";
import { block, bookOn, calendarOf, expectTaken, setCapacity, setOfferingCapacity } from "./availability-helper.ts";
import { accept, briefBody, consumer, inDays, quote, quoteIdOf, quotingVendor, sentBrief } from "./briefs-helper.ts";
import type { QuotingVendor } from "./briefs-helper.ts";
import { freshClient, signIn } from "./accounts-helper.ts";
import { buildTestApp } from "./helper.ts";
import { vendorHeaders } from "./vendor-helper.ts";

// Availability beyond the vendor's own calendar (docs/decisions/0056): brief matching leaves out a vendor not free on
// the brief's date, an accepted quote is refused on a blocked or full day, the business's team uses the calendar as it
// uses bookings, and the business's download holds its availability.

let app: FastifyInstance;
let free: QuotingVendor;
let busy: QuotingVendor;
beforeAll(async () => {
  app = await buildTestApp();
  free = await quotingVendor(app);
  busy = await quotingVendor(app);
});
afterAll(async () => {
  await app?.close();
});

const matchedVendors = async (briefId: string) =>
  (await app.database.db.select({ vendorId: briefMatches.vendorId }).from(briefMatches).where(eq(briefMatches.briefId, briefId))).map(
    (m) => m.vendorId,
  );

describe("brief matching", () => {
  it("leaves out a vendor that blocked the brief's date, and one full that day", async () => {
    const day = inDays(12);
    await expectTaken(block(app, busy.headers, { startsOn: inDays(11), endsOn: inDays(13), note: "Away" }));
    const shopper = await consumer(app);
    const blockedOut = await matchedVendors(await sentBrief(app, shopper.headers, briefBody({ eventDate: day })));
    expect(blockedOut).toContain(free.vendorId);
    expect(blockedOut).not.toContain(busy.vendorId);
    // The day after the block, the vendor is matched again.
    expect(await matchedVendors(await sentBrief(app, shopper.headers, briefBody({ eventDate: inDays(14) })))).toContain(busy.vendorId);

    // A vendor whose one event a day is taken (a booking placed straight from a quote's offering) is left out too.
    const fullDay = inDays(15);
    await expectTaken(setCapacity(app, free.headers, 1));
    await app.database.db.insert(bookings).values({
      id: `bk_avail_${Math.random().toString(36).slice(2, 10)}`,
      offeringId: free.offering.id,
      vendorId: free.vendorId,
      offeringName: free.offering.title,
      vendorName: free.businessName,
      bookingData: {},
      eventDate: fullDay,
      status: "confirmed",
      requestHash: "test",
    });
    const another = await consumer(app);
    expect(await matchedVendors(await sentBrief(app, another.headers, briefBody({ eventDate: fullDay })))).not.toContain(free.vendorId);
    await expectTaken(setCapacity(app, free.headers, null));
  });
});

describe("accepting a quote", () => {
  it("is refused on a day its vendor blocked since it quoted, with the domain's words; the brief stays open", async () => {
    const day = inDays(20);
    const shopper = await consumer(app);
    const briefId = await sentBrief(app, shopper.headers, briefBody({ eventDate: day }));
    await expectTaken(quote(app, free, briefId, { price: 15000, included: "Balloon arch and backdrop", validUntil: inDays(5) }));
    await expectTaken(block(app, free.headers, { startsOn: day }));
    const refused = await accept(app, shopper.headers, briefId, await quoteIdOf(app, briefId, free.vendorId));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorMessage: availabilityMessageFor.dayBlocked(day), errorCode: "DATE_UNAVAILABLE" });
    const [brief] = await app.database.db.select().from(briefs).where(eq(briefs.id, briefId));
    expect(brief).toMatchObject({ status: "open", bookingId: null });
  });

  it("is refused on a day the quote's offering is full, and taken on a free one", async () => {
    const day = inDays(22);
    await expectTaken(setOfferingCapacity(app, busy.headers, busy.offering.id, 1));
    const shopper = await consumer(app);
    const briefId = await sentBrief(app, shopper.headers, briefBody({ eventDate: day }));
    await expectTaken(
      quote(app, busy, briefId, { price: 12000, included: "Flower wall", validUntil: inDays(5), offeringId: busy.offering.id }),
    );
    // The offering (a call offering) is booked for that day by another accepted quote meanwhile: here, straight in.
    await app.database.db.insert(bookings).values({
      id: `bk_avail_${Math.random().toString(36).slice(2, 10)}`,
      offeringId: busy.offering.id,
      vendorId: busy.vendorId,
      offeringName: busy.offering.title,
      vendorName: busy.businessName,
      bookingData: {},
      eventDate: day,
      status: "received",
      requestHash: "test",
    });
    const quoteId = await quoteIdOf(app, briefId, busy.vendorId);
    const refused = await accept(app, shopper.headers, briefId, quoteId);
    expect(refused.json()).toMatchObject({ errorMessage: availabilityMessageFor.dayFull(day), errorCode: "DATE_UNAVAILABLE" });
    await expectTaken(setOfferingCapacity(app, busy.headers, busy.offering.id, 2));
    const taken = await accept(app, shopper.headers, briefId, quoteId);
    expect(taken.statusCode, taken.body).toBe(200);
  });
});

describe("the business's team", () => {
  it("uses the calendar as it uses bookings", async () => {
    const phone = freshClient().phone;
    await expectTaken(
      app.inject({ method: "POST", url: "/api/vendor/team/invites", headers: free.headers, payload: { phoneNumber: phone } }),
    );
    const member = vendorHeaders((await signIn(app, "vendor", phone)).cookie);
    await expectTaken(app.inject({ method: "GET", url: "/api/vendor/team", headers: member }));
    await expectTaken(block(app, member, { startsOn: inDays(50), note: "Blocked by a member" }));
    expect((await calendarOf(app, free.headers, `?from=${inDays(50)}&days=1`)).days[0]).toMatchObject({ blocked: true });
    expect((await bookOn(app, free.offering.id, inDays(50))).statusCode).toBe(400); // a call offering is not booked online
  });
});

describe("the business's download", () => {
  it("holds its capacities, its blocked days with their notes, and whether its feed is on", async () => {
    await expectTaken(setCapacity(app, busy.headers, 3));
    await expectTaken(app.inject({ method: "POST", url: "/api/vendor/availability/feed", headers: busy.headers }));
    const response = await app.inject({ method: "POST", url: "/api/vendor/account/export", headers: busy.headers });
    expect(response.statusCode, response.body).toBe(200);
    const exported = envelope(vendorDataExportSchema).parse(response.json()).data;
    expect(exported.availability).toEqual({
      dailyCapacity: 3,
      offeringCapacities: [{ offeringId: busy.offering.id, dailyCapacity: 2 }],
      blockedDays: [{ startsOn: inDays(11), endsOn: inDays(13), note: "Away", createdAt: expect.any(String) }],
      calendarFeed: true,
    });
    // The feed's address is shown once, when made; the download has no secret of it.
    expect(response.body).not.toMatch(/\/api\/calendar\//);
  });
});
