import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import {
  addDays,
  answerDeadline,
  autoCompleteAt,
  consumerBookingDetailSchema,
  envelope,
  eventReminderAt,
  indianDate,
  indianMoment,
  vendorBookingDetailSchema,
} from "@utsav/domain";
import { loadConfig } from "../src/platform/config.ts";
import { OutboxRepository } from "../src/platform/outbox/outbox-repository.ts";
import { ManualClock } from "../src/platform/scheduler/clock.ts";
import { ORIGIN, signIn } from "./accounts-helper.ts";
import { bookableVendor, setStatus } from "./bookings-helper.ts";
import type { BookableVendor } from "./bookings-helper.ts";
import { buildTestApp } from "./helper.ts";
import { signInOperator } from "./operator-helper.ts";
import { auditRows, waitingCalls } from "./waiting-helper.ts";

// Time moves bookings (docs/decisions/0054): an unanswered booking expires with both sides told, the vendor is reminded
// before, both sides are reminded the day before the event, and a confirmed booking completes by itself after it
// unless a problem was reported. The clock is moved, never slept on; each job does its work once.

const HOUR = 3_600_000;
let app: FastifyInstance;
let clock: ManualClock;
let vendor: BookableVendor;
let shopper: { headers: Record<string, string>; mobile: string };
beforeAll(async () => {
  clock = new ManualClock(new Date());
  const notifications = { ...loadConfig({ NODE_ENV: "test" }).notifications, worker: false };
  app = await buildTestApp({ notifications }, undefined, { clock });
  vendor = await bookableVendor(app);
  const consumer = await signIn(app, "consumer");
  shopper = { headers: { cookie: consumer.cookie, origin: ORIGIN }, mobile: consumer.phone.slice(3) };
});
afterAll(async () => {
  await app?.close();
});

let address = 0;
/** A signed-in shopper's booking of the vendor's offering for an event `days` ahead of the clock. */
async function book(days: number) {
  const eventDate = addDays(indianDate(clock.now()), days);
  const response = await app.inject({
    method: "POST",
    url: "/api/public/booking",
    headers: { ...shopper.headers, "x-forwarded-for": `10.40.0.${++address}` },
    payload: {
      offeringId: vendor.offering.id,
      vendorName: "",
      offeringName: "",
      bookingData: { name: "Asha", mobile: shopper.mobile },
      eventDate,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { id: response.json().data.bookingId as string, eventDate };
}

const shopperView = async (id: string) =>
  envelope(consumerBookingDetailSchema).parse(
    (await app.inject({ method: "GET", url: `/api/consumer/bookings/${id}`, headers: shopper.headers })).json(),
  ).data;
const vendorView = async (id: string) =>
  envelope(vendorBookingDetailSchema).parse(
    (await app.inject({ method: "GET", url: `/api/vendor/bookings/${id}`, headers: vendor.headers })).json(),
  ).data;
const messages = async (id: string) =>
  (await new OutboxRepository(app.database.db).byEventPrefix(`booking:${id}:`)).map((m) => ({ key: m.eventKey, template: m.template }));
const templatesOf = async (id: string) => (await messages(id)).map((m) => m.template).sort();
/** Moves the clock to `at` and runs every job then due. */
async function at(when: Date) {
  clock.set(when);
  await app.scheduler.drain();
}
const report = (id: string, who: "consumer" | "vendor", note: unknown, headers = who === "consumer" ? shopper.headers : vendor.headers) =>
  app.inject({ method: "POST", url: `/api/${who}/bookings/${id}/problem`, headers, payload: { note } });

describe("a booking nobody answers", () => {
  it("says when it expires, reminds the vendor before, then expires with both sides told, once", async () => {
    const start = clock.now();
    const { id, eventDate } = await book(20);
    const due = answerDeadline(start, eventDate);
    expect(Math.abs(due.getTime() - start.getTime() - 48 * HOUR)).toBeLessThan(60_000);
    const seen = await shopperView(id);
    expect(new Date(seen.timing.answerBy!).getTime()).toBeCloseTo(due.getTime(), -5);
    expect((await vendorView(id)).answerBy).toBe(seen.timing.answerBy);

    await at(new Date(due.getTime() - 13 * HOUR));
    expect(await templatesOf(id)).not.toContain("booking_answer_reminder_vendor_sms");
    await at(new Date(due.getTime() - 12 * HOUR + 1000));
    expect(await templatesOf(id)).toContain("booking_answer_reminder_vendor_sms");
    expect((await shopperView(id)).status).toBe("received");

    await at(new Date(due.getTime() + 1000));
    const expired = await shopperView(id);
    expect(expired.status).toBe("expired");
    expect(expired.timing.answerBy).toBeNull();
    expect(expired.events.at(-1)).toMatchObject({ actor: "system", fromStatus: "received", toStatus: "expired" });
    const sent = await messages(id);
    expect(sent.filter((m) => m.template === "booking_expired_consumer_sms")).toHaveLength(1);
    expect(sent.filter((m) => m.template === "booking_expired_vendor_sms")).toHaveLength(1);
    const [toShopper] = await new OutboxRepository(app.database.db).byEventPrefix(`booking:${id}:expired:consumer`);
    expect(toShopper?.text).toContain("/search?category=decor");

    // The jobs have run: moving on, or running the scheduler again, sends nothing more.
    await at(new Date(due.getTime() + 10 * HOUR));
    expect(await messages(id)).toHaveLength(sent.length);
    const late = await setStatus(app, vendor.headers, id, { status: "confirmed" });
    expect(late.statusCode).toBe(409);
  });

  it("for an event soon, gives the vendor until half a day before the event's day, and never less than four hours", () => {
    const receivedAt = new Date("2026-12-01T04:30:00Z"); // 10:00 in India
    // Half a day before the 2nd begins is 06:30 UTC on the 1st, two hours after receipt: four hours are given.
    expect(answerDeadline(receivedAt, "2026-12-02").toISOString()).toBe("2026-12-01T08:30:00.000Z");
    expect(answerDeadline(receivedAt, "2026-12-03").toISOString()).toBe(
      new Date(indianMoment("2026-12-03", 0).getTime() - 12 * HOUR).toISOString(),
    );
    expect(answerDeadline(receivedAt, null).toISOString()).toBe("2026-12-03T04:30:00.000Z");
  });
});

describe("a confirmed booking", () => {
  it("is never expired, is reminded the day before to both sides, and completes by itself after the event", async () => {
    const { id, eventDate } = await book(5);
    expect((await setStatus(app, vendor.headers, id, { status: "confirmed" })).statusCode).toBe(200);
    const confirmed = await shopperView(id);
    expect(confirmed.timing.answerBy).toBeNull();
    expect(confirmed.timing.completesAt).toBe(autoCompleteAt(eventDate)!.toISOString());
    expect(confirmed.timing.canReportProblem).toBe(false);

    await at(new Date(clock.now().getTime() + 49 * HOUR));
    expect((await shopperView(id)).status).toBe("confirmed");
    expect(await templatesOf(id)).not.toContain("booking_answer_reminder_vendor_sms");

    await at(eventReminderAt(eventDate)!);
    const eve = await new OutboxRepository(app.database.db).byEventPrefix(`booking:${id}:eve:`);
    expect(eve.map((m) => m.template).sort()).toEqual(["booking_event_reminder_consumer_sms", "booking_event_reminder_vendor_sms"]);
    expect(eve.find((m) => m.template === "booking_event_reminder_vendor_sms")?.text).toContain(shopper.mobile);

    await at(new Date(autoCompleteAt(eventDate)!.getTime() - 1000));
    expect((await shopperView(id)).status).toBe("confirmed");
    await at(autoCompleteAt(eventDate)!);
    const done = await shopperView(id);
    expect(done.status).toBe("completed");
    expect(done.events.at(-1)).toMatchObject({ actor: "system", toStatus: "completed" });
    expect((await templatesOf(id)).filter((t) => t === "booking_completed_consumer_sms")).toHaveLength(1);
  });

  it("with a problem reported does not complete by itself; a problem is reported once, from the event's day", async () => {
    const { id, eventDate } = await book(3);
    expect((await setStatus(app, vendor.headers, id, { status: "confirmed" })).statusCode).toBe(200);
    const early = await report(id, "consumer", "The arch never came");
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ success: false, errorMessage: "A problem can be reported from the event's date" });

    await at(indianMoment(eventDate, 18));
    expect((await shopperView(id)).timing.canReportProblem).toBe(true);
    expect((await report(id, "consumer", "   ")).statusCode).toBe(400);
    expect((await report(id, "consumer", "x".repeat(501))).json().errorMessage).toBe(
      "A problem can be described in at most 500 characters",
    );
    const other = await signIn(app, "consumer");
    expect((await report(id, "consumer", "Not mine", { cookie: other.cookie, origin: ORIGIN })).statusCode).toBe(404);

    const reported = await report(id, "consumer", "Half the balloons were missing");
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json().data.timing).toMatchObject({
      problem: { reportedBy: "consumer", note: "Half the balloons were missing" },
      completesAt: null,
      canReportProblem: false,
    });
    expect((await report(id, "vendor", "The customer was not there")).statusCode).toBe(409);
    expect((await vendorView(id)).timing.problem?.note).toBe("Half the balloons were missing");

    await at(new Date(autoCompleteAt(eventDate)!.getTime() + HOUR));
    expect((await shopperView(id)).status).toBe("confirmed");
  });

  it("a vendor reports a problem on its own booking only, and not on one still waiting for its answer", async () => {
    const { id, eventDate } = await book(2);
    await at(indianMoment(eventDate, 9));
    expect((await report(id, "vendor", "Nobody answered the door")).statusCode).toBe(409);
    // The received booking expired long ago on this clock, or is still waiting: either way, nothing to report.
    expect(["received", "expired"]).toContain((await shopperView(id)).status);
  });

  it("with a problem reported is listed for operators, who complete it with a reason, on the record", async () => {
    const { id, eventDate } = await book(4);
    expect((await setStatus(app, vendor.headers, id, { status: "confirmed" })).statusCode).toBe(200);
    await at(indianMoment(eventDate, 20));
    expect((await report(id, "vendor", "The hall closed an hour early")).statusCode).toBe(200);

    const operator = await signInOperator(app);
    const calls = waitingCalls(app, operator.headers);
    const listed = (await calls.waitingPage()).problems.find((p) => p.id === id);
    expect(listed).toMatchObject({ reportedBy: "vendor", note: "The hall closed an hour early", eventDate });
    expect((await calls.post(`/api/operator/bookings/${id}/complete`, { reason: "" })).statusCode).toBe(400);
    expect((await calls.post(`/api/operator/bookings/${id}/complete`, { reason: "Agreed" }, shopper.headers)).statusCode).toBe(403);

    const done = await calls.post(`/api/operator/bookings/${id}/complete`, { reason: "Both agreed the decor was delivered" });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ id, status: "completed" });
    const seen = await shopperView(id);
    expect(seen.status).toBe("completed");
    expect(seen.events.at(-1)).toMatchObject({ actor: "operator", toStatus: "completed", reason: "Both agreed the decor was delivered" });
    expect(await auditRows(app, "booking.completed", id)).toHaveLength(1);
    expect((await calls.waitingPage()).problems.some((p) => p.id === id)).toBe(false);
    expect((await calls.post(`/api/operator/bookings/${id}/complete`, { reason: "Again" })).statusCode).toBe(409);
  });
});
