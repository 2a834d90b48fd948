import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq, like } from "drizzle-orm";
import { answerDeadline, autoCompleteAt } from "@utsav/domain";
import { bookings, scheduledJobs } from "@utsav/db";
import { catchUpBookingJobs } from "../src/modules/bookings/timed-catch-up.ts";
import { bookableVendor } from "./bookings-helper.ts";
import type { BookableVendor } from "./bookings-helper.ts";
import { inDays } from "./briefs-helper.ts";
import { buildTestApp } from "./helper.ts";

// Bookings from before the scheduler (docs/decisions/0054): a received one with no answer deadline and a confirmed one
// with no completion get, once, what a booking reaching that state now gets.

let app: FastifyInstance;
let vendor: BookableVendor;
beforeAll(async () => {
  app = await buildTestApp();
  vendor = await bookableVendor(app);
});
afterAll(async () => {
  await app?.close();
});

const oldBooking = async (status: "received" | "confirmed", eventDate: string) => {
  const id = `bk_old_${status}_${Math.random().toString(36).slice(2, 10)}`;
  await app.database.db.insert(bookings).values({
    id,
    offeringId: vendor.offering.id,
    vendorId: vendor.vendorId,
    offeringName: vendor.offering.title,
    vendorName: "Old bookings",
    bookingData: {},
    eventDate,
    status,
    requestHash: "before-the-scheduler",
  });
  return id;
};
const jobsOf = (bookingId: string) =>
  app.database.db
    .select({ kind: scheduledJobs.kind, runAt: scheduledJobs.runAt })
    .from(scheduledJobs)
    .where(like(scheduledJobs.key, `%:${bookingId}`));

describe("bookings from before the scheduler", () => {
  it("get their deadline and jobs once, however many processes start", async () => {
    const waiting = await oldBooking("received", inDays(30));
    const confirmed = await oldBooking("confirmed", inDays(5));
    const now = app.scheduler.clock.now();
    const first = await Promise.all([
      catchUpBookingJobs(app.database.db, app.scheduler.clock),
      catchUpBookingJobs(app.database.db, app.scheduler.clock),
    ]);
    expect(first.reduce((sum, caught) => sum + caught.received, 0)).toBe(1);

    const [row] = await app.database.db.select({ answerBy: bookings.answerBy }).from(bookings).where(eq(bookings.id, waiting));
    // The full window from now: the vendor was never told of a deadline.
    expect(row?.answerBy?.getTime()).toBeGreaterThanOrEqual(answerDeadline(now, inDays(30)).getTime());
    expect((await jobsOf(waiting)).map((j) => j.kind).sort()).toEqual(["bookings.answer-reminder", "bookings.expire"]);
    const completion = await jobsOf(confirmed);
    expect(completion.map((j) => j.kind).sort()).toEqual(["bookings.auto-complete", "bookings.event-reminder"]);
    expect(completion.find((j) => j.kind === "bookings.auto-complete")?.runAt.getTime()).toBe(autoCompleteAt(inDays(5))?.getTime());

    const again = await catchUpBookingJobs(app.database.db, app.scheduler.clock);
    expect(again).toEqual({ received: 0, confirmed: 0 });
    expect(await jobsOf(waiting)).toHaveLength(2);
    expect(await jobsOf(confirmed)).toHaveLength(2);
  });
});
