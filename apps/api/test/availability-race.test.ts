import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { and, eq, inArray } from "drizzle-orm";
import { availabilityMessageFor, DAY_HOLDING_STATUSES } from "@utsav/domain";
import { bookings } from "@utsav/db";
import { buildApp } from "../src/app.ts";
import { dayKey } from "../src/modules/availability/day-hold.ts";
import { bookOn, expectTaken, setCapacity, setOfferingCapacity } from "./availability-helper.ts";
import { bookableVendor } from "./bookings-helper.ts";
import { inDays } from "./briefs-helper.ts";
import { buildTestApp } from "./helper.ts";

// The last place of a day (docs/decisions/0056): shoppers booking it at the same moment are counted one after the other
// under the vendor's lock, so exactly as many win as there are places, and the others are told the day is full. On the
// embedded database (the normal run) and on PostgreSQL (CI runs this file again with DATABASE_URL), where the requests
// run in parallel on separate connections, split between two app instances as between two processes.

let app: FastifyInstance;
/** A second instance on the same PostgreSQL database; the embedded database has one instance only. */
let twin: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  twin = process.env.DATABASE_URL ? await buildApp(app.config, { logStream: { write: () => {} } }) : app;
  await twin.ready();
});
afterAll(async () => {
  if (twin !== app) await twin?.close();
  await app?.close();
});

const holding = (offeringId: string, date: string) =>
  app.database.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.offeringId, offeringId), eq(bookings.eventDate, date), inArray(bookings.status, [...DAY_HOLDING_STATUSES])));

/** `count` bookings of the offering for `date` sent at once, alternating between the instances. */
const rush = (offeringId: string, date: string, count: number) =>
  Promise.all(Array.from({ length: count }, (_, i) => bookOn(i % 2 === 0 ? app : twin, offeringId, date)));

describe("booking the last place of a day at once", () => {
  it(
    "lets exactly one of 20 parallel bookings in with a capacity of 1; the others are told the day is full",
    { timeout: 60_000 },
    async () => {
      const vendor = await bookableVendor(app);
      await expectTaken(setCapacity(app, vendor.headers, 1));
      const day = inDays(45);
      const answers = await rush(vendor.offering.id, day, 20);
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      const refused = answers.filter((a) => a.statusCode !== 200);
      expect(refused).toHaveLength(19);
      for (const answer of refused) {
        expect(answer.statusCode, answer.body).toBe(409);
        expect(answer.json()).toMatchObject({ errorMessage: availabilityMessageFor.dayFull(day), errorCode: "DATE_UNAVAILABLE" });
      }
      expect(await holding(vendor.offering.id, day)).toHaveLength(1);
    },
  );

  it("lets exactly as many in as an offering's own capacity", { timeout: 60_000 }, async () => {
    const vendor = await bookableVendor(app);
    await expectTaken(setOfferingCapacity(app, vendor.headers, vendor.offering.id, 3));
    const day = inDays(46);
    const answers = await rush(vendor.offering.id, day, 12);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array<number>(3).fill(200), ...Array<number>(9).fill(409)]);
    expect(await holding(vendor.offering.id, day)).toHaveLength(3);
  });
});

describe("bookings of one vendor on different days", () => {
  it("do not wait for each other: only the same day's bookings are counted one at a time", { timeout: 60_000 }, async () => {
    const vendor = await bookableVendor(app);
    await expectTaken(setCapacity(app, vendor.headers, 5));
    const [held, other] = [inDays(47), inDays(48)];
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding = () => {};
    const isHeld = new Promise<void>((resolve) => (holding = resolve));
    // Another booking of the held day, as it would be mid-placement: its key taken until released.
    const hold = app.database.serially(dayKey({ vendorId: vendor.vendorId, date: held }), async () => {
      holding();
      await released;
    });
    await isHeld;
    try {
      expect((await bookOn(twin, vendor.offering.id, other)).statusCode).toBe(200);
      let sameDay = false;
      const waiting = bookOn(twin, vendor.offering.id, held).then((answer) => ((sameDay = true), answer));
      await new Promise((r) => setTimeout(r, 300));
      expect(sameDay).toBe(false);
      release();
      expect((await waiting).statusCode).toBe(200);
    } finally {
      release();
      await hold;
    }
  });
});
