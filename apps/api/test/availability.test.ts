import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import { AVAILABILITY, AVAILABILITY_MESSAGES, availabilityMessageFor, indianDate, messageFor } from "@utsav/domain";
import { bookings } from "@utsav/db";
import { block, bookOn, calendarOf, expectTaken, pickerOf, setCapacity, setOfferingCapacity } from "./availability-helper.ts";
import { bookableVendor, freshMobile, setStatus } from "./bookings-helper.ts";
import type { BookableVendor } from "./bookings-helper.ts";
import { inDays, pauseDirectly } from "./briefs-helper.ts";
import { buildTestApp } from "./helper.ts";

// Availability (docs/decisions/0056): a vendor blocks days and sets how many events it takes on one day, for itself or
// for one offering; a booking on a blocked or full day is refused with the domain's words; the date picker greys such
// days out from the first free one. Another vendor's block or offering is 404.

let app: FastifyInstance;
let vendor: BookableVendor;
let other: BookableVendor;
beforeAll(async () => {
  app = await buildTestApp();
  vendor = await bookableVendor(app);
  other = await bookableVendor(app);
});
afterAll(async () => {
  await app?.close();
});

const refusal = (response: { statusCode: number; json(): unknown }) => ({ status: response.statusCode, body: response.json() });
const bad = (message: string) => ({ status: 400, body: expect.objectContaining({ success: false, data: null, errorMessage: message }) });
const held = (vendorId: string, date: string) =>
  app.database.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.vendorId, vendorId), eq(bookings.eventDate, date)));

describe("a vendor's calendar", () => {
  it("shows six weeks from today: no capacity, no blocks, its offerings, no feed", async () => {
    const calendar = await calendarOf(app, other.headers);
    expect(calendar).toMatchObject({ dailyCapacity: null, blocks: [], feedActive: false });
    expect(calendar.days).toHaveLength(AVAILABILITY.calendarDaysDefault);
    expect(calendar.days[0]).toEqual({ date: indianDate(), booked: 0, capacity: null, blocked: false, full: false });
    expect(calendar.offerings).toEqual([{ offeringId: other.offering.id, title: other.offering.title, dailyCapacity: null }]);
    expect((await calendarOf(app, other.headers, `?from=${inDays(5)}&days=3`)).days.map((d) => d.date)).toEqual([
      inDays(5),
      inDays(6),
      inDays(7),
    ]);
    const tooMany = await app.inject({ method: "GET", url: "/api/vendor/availability?days=63", headers: other.headers });
    expect(refusal(tooMany)).toEqual(bad(AVAILABILITY_MESSAGES.calendarRangeTooLong));
  });

  it("blocks one day, or a range with a note, and removes a block", async () => {
    let calendar = await calendarOf(app, other.headers);
    await expectTaken(block(app, other.headers, { startsOn: inDays(2) }));
    const added = await block(app, other.headers, { startsOn: inDays(4), endsOn: inDays(5), note: "  Family wedding  " });
    expect(added.statusCode, added.body).toBe(200);
    calendar = await calendarOf(app, other.headers);
    expect(calendar.blocks.map(({ startsOn, endsOn, note }) => ({ startsOn, endsOn, note }))).toEqual([
      { startsOn: inDays(2), endsOn: inDays(2), note: null },
      { startsOn: inDays(4), endsOn: inDays(5), note: "Family wedding" },
    ]);
    expect(calendar.days.filter((d) => d.blocked).map((d) => d.date)).toEqual([inDays(2), inDays(4), inDays(5)]);

    const [first] = calendar.blocks;
    const stranger = await app.inject({ method: "DELETE", url: `/api/vendor/availability/blocks/${first!.id}`, headers: vendor.headers });
    expect(refusal(stranger)).toEqual({
      status: 404,
      body: expect.objectContaining({ errorMessage: AVAILABILITY_MESSAGES.blockNotFound }),
    });
    const removed = await app.inject({ method: "DELETE", url: `/api/vendor/availability/blocks/${first!.id}`, headers: other.headers });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.blocks).toHaveLength(1);
    const again = await app.inject({ method: "DELETE", url: `/api/vendor/availability/blocks/${first!.id}`, headers: other.headers });
    expect(again.statusCode).toBe(404);
  });

  it("refuses past days, days too far ahead, ranges too long or backwards, and bad input, changing nothing", async () => {
    const before = await calendarOf(app, other.headers);
    const cases: [object, string][] = [
      [{ startsOn: inDays(-1) }, AVAILABILITY_MESSAGES.blockInPast],
      [{ startsOn: inDays(-3), endsOn: inDays(3) }, AVAILABILITY_MESSAGES.blockInPast],
      [{ startsOn: inDays(AVAILABILITY.aheadMaxDays + 1) }, AVAILABILITY_MESSAGES.blockTooFar],
      [
        { startsOn: inDays(AVAILABILITY.aheadMaxDays - 5), endsOn: inDays(AVAILABILITY.aheadMaxDays + 5) },
        AVAILABILITY_MESSAGES.blockTooFar,
      ],
      [{ startsOn: inDays(1), endsOn: inDays(1 + AVAILABILITY.rangeMaxDays) }, AVAILABILITY_MESSAGES.blockTooLong],
      [{ startsOn: inDays(9), endsOn: inDays(8) }, AVAILABILITY_MESSAGES.blockOrder],
      [{ startsOn: "2031-02-30" }, AVAILABILITY_MESSAGES.dateInvalid],
      [{ startsOn: inDays(3), note: "x".repeat(AVAILABILITY.noteMax + 1) }, AVAILABILITY_MESSAGES.noteTooLong],
    ];
    for (const [payload, message] of cases)
      expect(refusal(await block(app, other.headers, payload)), JSON.stringify(payload)).toEqual(bad(message));
    expect((await block(app, other.headers, { startsOn: inDays(3), reason: "x" })).statusCode).toBe(400);
    // Today in India is allowed, and a range of exactly a year.
    await expectTaken(block(app, other.headers, { startsOn: indianDate(), endsOn: inDays(AVAILABILITY.rangeMaxDays - 1) }));
    const after = await calendarOf(app, other.headers);
    expect(after.blocks).toHaveLength(before.blocks.length + 1);
    await expectTaken(
      app.inject({ method: "DELETE", url: `/api/vendor/availability/blocks/${after.blocks[0]!.id}`, headers: other.headers }),
    );
  });

  it("sets the vendor's daily capacity and an offering's own; another vendor's offering is 404", async () => {
    const set = await setCapacity(app, other.headers, 2);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ dailyCapacity: 2 });
    expect(set.json().data.days[0]).toMatchObject({ capacity: 2, full: false });
    for (const wrong of [0, AVAILABILITY.capacityMax + 1, 1.5, "2"])
      expect(refusal(await setCapacity(app, other.headers, wrong))).toEqual(bad(AVAILABILITY_MESSAGES.capacityInvalid));

    const own = await setOfferingCapacity(app, other.headers, other.offering.id, 1);
    expect(own.json().data.offerings).toEqual([{ offeringId: other.offering.id, title: other.offering.title, dailyCapacity: 1 }]);
    const notYours = await setOfferingCapacity(app, vendor.headers, other.offering.id, 3);
    expect(refusal(notYours)).toEqual({
      status: 404,
      body: expect.objectContaining({ errorMessage: messageFor.offeringNotFound(other.offering.id) }),
    });
    expect((await setOfferingCapacity(app, other.headers, "NOPE99", 3)).statusCode).toBe(404);
    expect((await calendarOf(app, other.headers)).offerings[0]!.dailyCapacity).toBe(1);

    await expectTaken(setOfferingCapacity(app, other.headers, other.offering.id, null));
    const cleared = await setCapacity(app, other.headers, null);
    expect(cleared.json().data).toMatchObject({ dailyCapacity: null, offerings: [expect.objectContaining({ dailyCapacity: null })] });
  });
});

describe("booking a date", () => {
  it("is refused on a blocked day with the domain's words, and nothing is stored", async () => {
    const day = inDays(20);
    await expectTaken(block(app, vendor.headers, { startsOn: inDays(19), endsOn: inDays(21) }));
    const refused = await bookOn(app, vendor.offering.id, day);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      data: null,
      errorMessage: availabilityMessageFor.dayBlocked(day),
      errorCode: "DATE_UNAVAILABLE",
    });
    expect(await held(vendor.vendorId, day)).toEqual([]);
    expect((await bookOn(app, vendor.offering.id, inDays(22))).statusCode).toBe(200);
  });

  it("is refused on a full day; a declined booking frees its place; a retry with its key is the same booking", async () => {
    const day = inDays(30);
    await expectTaken(setCapacity(app, vendor.headers, 1));
    const mobile = freshMobile();
    const first = await bookOn(app, vendor.offering.id, day, { "idempotency-key": "availability-retry-1" }, mobile);
    expect(first.statusCode, first.body).toBe(200);
    const full = await bookOn(app, vendor.offering.id, day);
    expect(refusal(full)).toEqual({
      status: 409,
      body: expect.objectContaining({ errorMessage: availabilityMessageFor.dayFull(day), errorCode: "DATE_UNAVAILABLE" }),
    });
    expect((await calendarOf(app, vendor.headers, `?from=${day}&days=1`)).days).toEqual([
      { date: day, booked: 1, capacity: 1, blocked: false, full: true },
    ]);

    // The retry of the first booking (a lost answer) is still that booking, though its day is full now.
    const retried = await bookOn(app, vendor.offering.id, day, { "idempotency-key": "availability-retry-1" }, mobile);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data.bookingId).toBe(first.json().data.bookingId);

    await expectTaken(setStatus(app, vendor.headers, first.json().data.bookingId, { status: "declined", reason: "Fully booked" }));
    expect((await bookOn(app, vendor.offering.id, day)).statusCode).toBe(200);
    expect((await bookOn(app, vendor.offering.id, inDays(31))).statusCode).toBe(200);
    await expectTaken(setCapacity(app, vendor.headers, null));
  });

  it("counts an offering with a capacity of its own against its own bookings", async () => {
    const day = inDays(40);
    await expectTaken(setCapacity(app, other.headers, 1));
    await expectTaken(setOfferingCapacity(app, other.headers, other.offering.id, 2));
    expect((await bookOn(app, other.offering.id, day)).statusCode).toBe(200);
    expect((await bookOn(app, other.offering.id, day)).statusCode).toBe(200);
    const third = await bookOn(app, other.offering.id, day);
    expect(third.json().errorMessage).toBe(availabilityMessageFor.dayFull(day));
    // The vendor's own calendar counts the day against the vendor's capacity.
    expect((await calendarOf(app, other.headers, `?from=${day}&days=1`)).days[0]).toMatchObject({ booked: 2, capacity: 1, full: true });
    await expectTaken(setOfferingCapacity(app, other.headers, other.offering.id, null));
    await expectTaken(setCapacity(app, other.headers, null));
  });
});

describe("the date picker's days", () => {
  it("greys out blocked and full days, and names the first free one", async () => {
    const fresh = await bookableVendor(app);
    await expectTaken(block(app, fresh.headers, { startsOn: indianDate(), endsOn: inDays(1), note: "Closed" }));
    await expectTaken(setCapacity(app, fresh.headers, 1));
    expect((await bookOn(app, fresh.offering.id, inDays(2))).statusCode).toBe(200);
    const picker = await pickerOf(app, fresh.offering.id);
    expect(picker).toMatchObject({ from: indianDate(), to: inDays(180), firstFree: inDays(3) });
    expect(picker.unavailable).toEqual([
      { date: indianDate(), reason: "blocked" },
      { date: inDays(1), reason: "blocked" },
      { date: inDays(2), reason: "full" },
    ]);
    expect(await pickerOf(app, fresh.offering.id, `?from=${inDays(2)}&to=${inDays(4)}`)).toEqual({
      from: inDays(2),
      to: inDays(4),
      unavailable: [{ date: inDays(2), reason: "full" }],
      firstFree: inDays(3),
    });
    expect((await pickerOf(app, fresh.offering.id, `?from=${inDays(2)}&to=${inDays(2)}`)).firstFree).toBeNull();
  });

  it("refuses a backwards or too long range (400) and an offering not on sale (404)", async () => {
    const url = (query: string) => `/api/public/offerings/${vendor.offering.id}/availability${query}`;
    const backwards = await app.inject({ method: "GET", url: url(`?from=${inDays(5)}&to=${inDays(4)}`) });
    expect(refusal(backwards)).toEqual(bad(AVAILABILITY_MESSAGES.blockOrder));
    const long = await app.inject({ method: "GET", url: url(`?from=${inDays(1)}&to=${inDays(2 + AVAILABILITY.pickerDaysMax)}`) });
    expect(refusal(long)).toEqual(bad(AVAILABILITY_MESSAGES.rangeTooLong));
    expect((await app.inject({ method: "GET", url: url("?from=2031-13-01") })).statusCode).toBe(400);
    expect((await app.inject({ method: "GET", url: "/api/public/offerings/NOPE99/availability" })).statusCode).toBe(404);
    const paused = await bookableVendor(app);
    await pauseDirectly(app, paused.vendorId);
    expect((await app.inject({ method: "GET", url: `/api/public/offerings/${paused.offering.id}/availability` })).statusCode).toBe(404);
  });
});
