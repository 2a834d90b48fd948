import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { vendorTerms } from "@utsav/db";
import {
  addDays,
  BOOKING_STATUSES,
  checkBookingTransition,
  envelope,
  indianDate,
  refundLine,
  vendorBookingDetailSchema,
} from "@utsav/domain";
import type { BookingStatus } from "@utsav/domain";
import { ORIGIN, signIn } from "./accounts-helper.ts";
import { bookableVendor, freshMobile, placeBooking, setStatus } from "./bookings-helper.ts";
import type { BookableVendor } from "./bookings-helper.ts";
import { buildTestApp } from "./helper.ts";

// The booking lifecycle (docs/decisions/0021): received → confirmed or declined (with a reason); confirmed →
// completed or cancelled; the consumer cancels while received or confirmed. Every change is checked on the server,
// written with its history row, and refused with 409 when the lifecycle forbids it.

let app: FastifyInstance;
let vendor: BookableVendor;
beforeAll(async () => {
  app = await buildTestApp();
  vendor = await bookableVendor(app);
});
afterAll(async () => {
  await app.close();
});

const detail = async (id: string, headers = vendor.headers) => {
  const response = await app.inject({ method: "GET", url: `/api/vendor/bookings/${id}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return envelope(vendorBookingDetailSchema).parse(response.json()).data;
};

/**
 * The statuses a booking without an online advance reaches by its vendor's and shopper's changes: awaiting payment and
 * expired belong to a paid advance (payments.test.ts).
 */
const REACHED = BOOKING_STATUSES.filter((s) => s !== "awaiting_payment" && s !== "expired");
type ReachedStatus = Exclude<BookingStatus, "awaiting_payment" | "expired">;

/** A new booking brought to `status` along the lifecycle's own path. */
async function bookingIn(status: ReachedStatus): Promise<string> {
  const id = await placeBooking(app, vendor.offering.id, { name: "Meera Rao", mobile: freshMobile() });
  const path: Record<ReachedStatus, object[]> = {
    received: [],
    confirmed: [{ status: "confirmed" }],
    declined: [{ status: "declined", reason: "Fully booked that day" }],
    completed: [{ status: "confirmed" }, { status: "completed" }],
    cancelled: [{ status: "confirmed" }, { status: "cancelled", reason: "Venue closed" }],
  };
  for (const step of path[status]) expect((await setStatus(app, vendor.headers, id, step)).statusCode).toBe(200);
  return id;
}

describe("the vendor's answers to a booking", () => {
  it("confirm, then complete, each kept in the history with who, when, from and to", async () => {
    const id = await placeBooking(app, vendor.offering.id, { name: "Asha", mobile: freshMobile(), eventDate: "12 Nov" });
    expect(await detail(id)).toMatchObject({ status: "received", nextStatuses: ["confirmed", "declined"] });

    const confirmed = await setStatus(app, vendor.headers, id, { status: "confirmed" });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({ status: "confirmed", nextStatuses: ["completed", "cancelled"] });
    await setStatus(app, vendor.headers, id, { status: "completed" });

    const { events, status, nextStatuses } = await detail(id);
    expect(status).toBe("completed");
    expect(nextStatuses).toEqual([]);
    expect(events.map((e) => [e.actor, e.fromStatus, e.toStatus, e.reason])).toEqual([
      ["consumer", null, "received", null],
      ["vendor", "received", "confirmed", null],
      ["vendor", "confirmed", "completed", null],
    ]);
    const times = events.map((e) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("a decline needs a reason, which the history keeps; over 500 characters is 400", async () => {
    const id = await bookingIn("received");
    const bare = await setStatus(app, vendor.headers, id, { status: "declined" });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ success: false, errorMessage: "Please tell the customer why you are declining" });
    expect((await setStatus(app, vendor.headers, id, { status: "declined", reason: "   " })).statusCode).toBe(400);
    const long = await setStatus(app, vendor.headers, id, { status: "declined", reason: "x".repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errorMessage).toContain("A reason can hold at most 500 characters");
    expect((await detail(id)).events).toHaveLength(1);

    const declined = await setStatus(app, vendor.headers, id, { status: "declined", reason: " Fully booked on 12 Nov " });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data.events.at(-1)).toMatchObject({ actor: "vendor", toStatus: "declined", reason: "Fully booked on 12 Nov" });
  });

  it("every change, legal and illegal, answers as the lifecycle says, and a refused one writes no history", async () => {
    for (const from of REACHED as ReachedStatus[]) {
      for (const to of BOOKING_STATUSES) {
        const id = await bookingIn(from);
        const before = (await detail(id)).events.length;
        const response = await setStatus(app, vendor.headers, id, { status: to, reason: "Because" });
        const allowed = checkBookingTransition("vendor", from, to, "Because") === null;
        expect(response.statusCode, `${from} → ${to}: ${response.body}`).toBe(allowed ? 200 : 409);
        const after = await detail(id);
        expect(after.status).toBe(allowed ? to : from);
        expect(after.events).toHaveLength(allowed ? before + 1 : before);
        if (!allowed) expect(response.json()).toMatchObject({ success: false, errorCode: "BOOKING_STATUS_CONFLICT" });
      }
    }
  });

  it("says plainly why a change is refused; a cancelled booking is 409 to the vendor", async () => {
    const cancelled = await bookingIn("cancelled");
    const again = await setStatus(app, vendor.headers, cancelled, { status: "confirmed" });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessage).toBe("This booking is cancelled and can no longer change");
    const received = await bookingIn("received");
    const early = await setStatus(app, vendor.headers, received, { status: "completed" });
    expect(early.json().errorMessage).toBe("A received booking cannot be marked completed");
  });

  it("two answers at once: one wins, the other is refused, and the history has one change", async () => {
    const id = await bookingIn("received");
    const answers = await Promise.all([
      setStatus(app, vendor.headers, id, { status: "confirmed" }),
      setStatus(app, vendor.headers, id, { status: "declined", reason: "No staff" }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await detail(id)).events).toHaveLength(2);
  });
});

describe("bad input and access", () => {
  it("a booking that does not exist, and another vendor's, are 404 and never shown", async () => {
    const other = await bookableVendor(app);
    const theirs = await placeBooking(app, other.offering.id, { name: "Kiran Secret", mobile: freshMobile() });
    for (const id of ["bk_missing", theirs]) {
      const read = await app.inject({ method: "GET", url: `/api/vendor/bookings/${id}`, headers: vendor.headers });
      expect(read.statusCode).toBe(404);
      expect(read.json()).toMatchObject({ success: false, data: null, errorMessage: "Booking not found" });
      const change = await setStatus(app, vendor.headers, id, { status: "confirmed" });
      expect(change.statusCode).toBe(404);
      expect(change.body).not.toContain("Kiran");
    }
    expect((await detail(theirs, other.headers)).status).toBe("received");
  });

  it("an unknown status, an unknown field or a body that is not an object is 400", async () => {
    const id = await bookingIn("received");
    for (const payload of [{ status: "approved" }, { status: "confirmed", note: "x" }, { reason: "no status" }, ["confirmed"]]) {
      const response = await setStatus(app, vendor.headers, id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await detail(id)).status).toBe("received");
  });
});

describe("the shopper's cancel", () => {
  it("works while received or confirmed, and is 409 after", async () => {
    const consumer = await signIn(app, "consumer");
    const headers = { cookie: consumer.cookie, origin: ORIGIN };
    const mobile = consumer.phone.slice(3);
    for (const from of REACHED as ReachedStatus[]) {
      const id = await placeBooking(app, vendor.offering.id, { name: "Self", mobile });
      if (from !== "received") {
        const steps = { confirmed: ["confirmed"], declined: ["declined"], completed: ["confirmed", "completed"], cancelled: ["cancelled"] };
        for (const status of steps[from]) {
          const response = await setStatus(app, vendor.headers, id, { status, reason: "Because" });
          if (status === "cancelled") expect(response.statusCode).toBe(409);
        }
        if (from === "cancelled") {
          await setStatus(app, vendor.headers, id, { status: "confirmed" });
          await setStatus(app, vendor.headers, id, { status: "cancelled" });
        }
      }
      const response = await app.inject({ method: "POST", url: `/api/consumer/bookings/${id}/cancel`, headers, payload: {} });
      const allowed = from === "received" || from === "confirmed";
      expect(response.statusCode, `${from}: ${response.body}`).toBe(allowed ? 200 : 409);
      if (allowed) expect(response.json().data).toMatchObject({ status: "cancelled", canCancel: false });
    }
  });

  it("says what cancelling now returns under the vendor's refund schedule, by the offering page calculator's rule", async () => {
    // A vendor whose terms carry a schedule (as the catalogue's terms table gives its own vendors): 50% advance,
    // all of it back 48 hours before the event.
    const schedule = { kind: "before_event" as const, steps: [{ hoursBefore: 48, percent: 100 }] };
    const terms = { serviceArea: { kind: "city" as const }, leadTimeDays: null, leadTimeText: null, advancePercent: 50, refunds: schedule };
    await app.database.db
      .insert(vendorTerms)
      .values({ vendorId: vendor.vendorId, ...terms, byCategory: {} })
      .onConflictDoUpdate({ target: vendorTerms.vendorId, set: terms });
    const consumer = await signIn(app, "consumer");
    const headers = { cookie: consumer.cookie, origin: ORIGIN };
    const book = async (eventDate?: string) => {
      const response = await app.inject({
        method: "POST",
        url: "/api/public/booking",
        headers: { ...headers, "x-forwarded-for": `10.19.0.${Math.floor(Math.random() * 250)}` },
        payload: {
          offeringId: vendor.offering.id,
          vendorName: "",
          offeringName: "",
          bookingData: { name: "Self", mobile: consumer.phone.slice(3) },
          eventDate,
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const id = response.json().data.bookingId as string;
      // The advance is paid to confirm (docs/decisions/0035): only a confirmed booking has something to give back.
      await setStatus(app, vendor.headers, id, { status: "confirmed" });
      return (await app.inject({ method: "GET", url: `/api/consumer/bookings/${id}`, headers })).json().data;
    };
    const paid = 750; // half of the offering's ₹1,500
    const quote = { percent: 100, refund: paid, paid };
    expect((await book(addDays(indianDate(), 10))).refundIfCancelled).toEqual({ ...quote, line: refundLine(indianDate(), quote) });
    // Tomorrow is less than 48 hours away: nothing back, and the consumer reads that before cancelling.
    expect((await book(addDays(indianDate(), 1))).refundIfCancelled).toMatchObject({ percent: 0, refund: 0, paid });
    // No event date on the booking: nothing to count notice to.
    expect((await book()).refundIfCancelled).toBeNull();
  });
});
