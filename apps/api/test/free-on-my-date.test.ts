import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { AVAILABILITY_MESSAGES, chosenLocalitySchema, envelope, notFreeSchema, searchResultSchema } from "@utsav/domain";
import { bookings, users } from "@utsav/db";
import { ORIGIN, signIn } from "./accounts-helper.ts";
import { block, bookOn, expectTaken, setCapacity, setOfferingCapacity } from "./availability-helper.ts";
import { bookableVendor } from "./bookings-helper.ts";
import type { BookableVendor } from "./bookings-helper.ts";
import { inDays } from "./briefs-helper.ts";
import { buildTestApp } from "./helper.ts";

// "Free on my date" (docs/decisions/0058): a shopper's event date is kept as the locality is (a cookie, and the profile
// when signed in); the location answer, a public call and search name the offerings whose vendors cannot take it.

let app: FastifyInstance;
let blocked: BookableVendor;
let full: BookableVendor;
let free: BookableVendor;
const day = inDays(20);
beforeAll(async () => {
  app = await buildTestApp();
  [blocked, full, free] = [await bookableVendor(app), await bookableVendor(app), await bookableVendor(app)];
  await expectTaken(block(app, blocked.headers, { startsOn: inDays(19), endsOn: inDays(21), note: "Family wedding" }));
  await expectTaken(setCapacity(app, full.headers, 1));
  const booked = await bookOn(app, full.offering.id, day);
  if (booked.statusCode !== 200) throw new Error(`booking: ${booked.statusCode} ${booked.body}`);
});
afterAll(async () => {
  await app?.close();
});

const put = (payload: object, cookie?: string) =>
  app.inject({ method: "PUT", url: "/api/location", payload, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } });
const location = async (cookie?: string) =>
  envelope(chosenLocalitySchema).parse(
    (await app.inject({ method: "GET", url: "/api/location", headers: cookie ? { cookie } : {} })).json(),
  ).data;
const cookiesOf = (response: { headers: Record<string, unknown> }) =>
  ([] as string[])
    .concat(response.headers["set-cookie"] as string | string[])
    .map((c) => c.split(";")[0]!)
    .join("; ");
const notFree = async (date: string) => {
  const response = await app.inject({ method: "GET", url: `/api/public/availability/not-free?date=${date}` });
  return { status: response.statusCode, body: response.json() };
};

describe("the shopper's event date", () => {
  it("is kept in a cookie, and names the offerings whose vendors are blocked or full that day", async () => {
    const chosen = await put({ eventDate: day });
    expect(chosen.statusCode).toBe(200);
    expect(String(chosen.headers["set-cookie"])).toMatch(/utsav_event_date=\d{4}-\d{2}-\d{2};.*HttpOnly/i);
    const answer = await location(cookiesOf(chosen));
    expect(answer.eventDate).toBe(day);
    expect(answer.unavailableOfferingIds).toEqual(expect.arrayContaining([blocked.offering.id, full.offering.id]));
    expect(answer.unavailableOfferingIds).not.toContain(free.offering.id);
    // The day after the block and the full day, both are free again.
    await expect(location(cookiesOf(await put({ eventDate: inDays(22) })))).resolves.toMatchObject({ eventDate: inDays(22) });
    expect((await location(cookiesOf(await put({ eventDate: inDays(22) })))).unavailableOfferingIds).not.toContain(full.offering.id);
    expect(await location()).toMatchObject({ eventDate: null, unavailableOfferingIds: [] });
  });

  it("is kept apart from the locality: choosing one leaves the other as it was", async () => {
    const both = cookiesOf(await put({ locality: "HSR Layout", eventDate: day }));
    const dateOnly = await put({ eventDate: inDays(22) }, both);
    expect(dateOnly.json().data.locality.name).toBe("HSR Layout");
    const localityOnly = await put({ locality: "Whitefield" }, both);
    expect(localityOnly.json().data).toMatchObject({ locality: { name: "Whitefield" }, eventDate: day });
    const forgotten = await put({ eventDate: null }, both);
    expect(forgotten.json().data).toMatchObject({ locality: { name: "HSR Layout" }, eventDate: null, unavailableOfferingIds: [] });
    expect(String(forgotten.headers["set-cookie"])).toMatch(/utsav_event_date=;/);
  });

  it("follows a signed-in shopper to another device, in the profile", async () => {
    const { cookie, userId } = await signIn(app);
    await put({ eventDate: day }, cookie);
    const [row] = await app.database.db.select({ eventDate: users.eventDate }).from(users).where(eq(users.id, userId));
    expect(row?.eventDate).toBe(day);
    // Another device holds only the session cookie.
    expect((await location(cookie)).unavailableOfferingIds).toContain(blocked.offering.id);
  });

  it("forgets a date gone by, and refuses to choose one, or one over two years ahead", async () => {
    expect(await location("utsav_event_date=2020-01-01")).toMatchObject({ eventDate: null, unavailableOfferingIds: [] });
    const past = await put({ eventDate: inDays(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ success: false, data: null, errorMessage: AVAILABILITY_MESSAGES.eventDatePast });
    expect((await put({ eventDate: inDays(800) })).json().errorMessage).toBe(AVAILABILITY_MESSAGES.eventDateTooFar);
    expect((await put({ eventDate: "2026-02-30" })).json().errorMessage).toBe(AVAILABILITY_MESSAGES.dateInvalid);
    expect((await put({})).statusCode).toBe(400);
  });
});

describe("the offerings not free on a date", () => {
  it("are the same without a session: blocked, full, and an offering's own capacity", async () => {
    const { status, body } = await notFree(day);
    expect(status).toBe(200);
    const ids = envelope(notFreeSchema).parse(body).data.offeringIds;
    expect(ids).toEqual(expect.arrayContaining([blocked.offering.id, full.offering.id]));
    expect(ids).not.toContain(free.offering.id);
    // An offering with room of its own is free on its vendor's full day.
    await expectTaken(setOfferingCapacity(app, full.headers, full.offering.id, 2));
    expect(envelope(notFreeSchema).parse((await notFree(day)).body).data.offeringIds).not.toContain(full.offering.id);
    await expectTaken(setOfferingCapacity(app, full.headers, full.offering.id, null));
    expect((await notFree(inDays(-2))).body).toMatchObject({ success: false, errorMessage: AVAILABILITY_MESSAGES.eventDatePast });
    expect((await notFree("tomorrow")).status).toBe(400);
  });

  it("are left out of search with freeOn, and its answer is not kept", async () => {
    const search = async (freeOn?: string) => {
      const response = await app.inject({
        method: "POST",
        url: "/api/search",
        payload: { query: "Marigold Entrance Garland", limit: 100, ...(freeOn ? { filters: { freeOn } } : {}) },
      });
      expect(response.statusCode).toBe(200);
      if (freeOn) expect(response.headers["cache-control"]).toBe("no-store");
      return envelope(searchResultSchema)
        .parse(response.json())
        .data.results.map((r) => r.id);
    };
    const everyone = await search();
    expect(everyone).toEqual(expect.arrayContaining([blocked.offering.id, full.offering.id, free.offering.id]));
    const onTheDay = await search(day);
    expect(onTheDay).toContain(free.offering.id);
    expect(onTheDay).not.toContain(blocked.offering.id);
    expect(onTheDay).not.toContain(full.offering.id);
    // The day's booking cancelled, the next search says at once that the day is free again (nothing kept it).
    await app.database.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.offeringId, full.offering.id));
    expect(await search(day)).toContain(full.offering.id);
    const again = await app.inject({ method: "POST", url: "/api/search", payload: { query: "x", filters: { freeOn: "12-12-2026" } } });
    expect(again.statusCode).toBe(400);
  });
});
