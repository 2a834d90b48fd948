import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { addDays, indianMoment } from "@utsav/domain";
import { ManualClock } from "../src/platform/scheduler/clock.ts";
import { accept, briefBody, consumer, inDays, queued, quote, quoteIdOf, quotingVendor, sentBrief } from "./briefs-helper.ts";
import type { QuotingVendor } from "./briefs-helper.ts";
import { buildTestApp } from "./helper.ts";

// A brief ends by the scheduler (docs/decisions/0054): the start of the day after its date, the shopper is told once,
// and a brief whose quote was accepted is left booked and untold.

let app: FastifyInstance;
let clock: ManualClock;
let vendor: QuotingVendor;
beforeAll(async () => {
  clock = new ManualClock(new Date());
  app = await buildTestApp({}, undefined, { clock });
  vendor = await quotingVendor(app, { area: "HSR Layout", radiusKm: 10 });
});
afterAll(async () => {
  await app?.close();
});

const briefOf = async (id: string, headers: Record<string, string>) =>
  (await app.inject({ method: "GET", url: `/api/consumer/briefs/${id}`, headers })).json().data as { status: string };

describe("a brief's end", () => {
  it("ends the day after its date with the shopper told once; a booked brief is left as it is", async () => {
    const shopper = await consumer(app);
    const eventDate = inDays(6);
    const open = await sentBrief(app, shopper.headers, briefBody({ eventDate }));
    const other = await consumer(app);
    const booked = await sentBrief(app, other.headers, briefBody({ eventDate }));
    const quoted = await quote(app, vendor, booked, { price: 18000, included: "Arch and photo corner", validUntil: inDays(4) });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const accepted = await accept(app, other.headers, booked, await quoteIdOf(app, booked, vendor.vendorId));
    expect(accepted.statusCode, accepted.body).toBe(200);

    clock.set(new Date(indianMoment(addDays(eventDate, 1), 0).getTime() - 1000));
    await app.scheduler.drain();
    expect(await queued(app, `brief:${open}:ended`)).toHaveLength(0);

    clock.set(indianMoment(addDays(eventDate, 1), 0));
    await app.scheduler.drain();
    await app.scheduler.drain();
    const told = await queued(app, `brief:${open}:ended`);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ template: "brief_ended_consumer_sms", recipient: shopper.phone });
    expect(told[0]?.text).toContain("has ended without a booking");
    expect((await briefOf(open, shopper.headers)).status).toBe("expired");
    expect(await queued(app, `brief:${booked}:ended`)).toHaveLength(0);
    expect((await briefOf(booked, other.headers)).status).toBe("booked");
  });
});
