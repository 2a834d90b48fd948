import { describe, expect, it } from "vitest";
import { formatDayTime, formatLongDate } from "../shared/dates.ts";
import { BOOKING_TIMING_WORDS, bookingRowTime, bookingTimeLines, expiredUnanswered, problemNoteProblem } from "./timing.ts";

// What the booking pages say of time (docs/decisions/0054): one set of lines for the web's and the app's pages.

const now = new Date("2026-12-20T06:30:00Z"); // noon of 20 December in India
const answerBy = "2026-12-22T06:30:00.000Z";
const completesAt = "2026-12-26T06:30:00.000Z";
const timing = { answerBy: null, completesAt: null };

describe("bookingTimeLines", () => {
  it("gives the shopper the vendor's deadline and what follows without an answer, paid or not", () => {
    const received = { status: "received", eventDate: "2026-12-24", timing: { ...timing, answerBy } };
    expect(bookingTimeLines(received, { viewer: "consumer", now })).toEqual({
      answerBy: `The vendor has until ${formatDayTime(answerBy)} to confirm or decline.`,
      ifUnanswered: "If they do not, the booking expires and you can book another vendor.",
      countdown: "The event is in 4 days",
      completesOn: null,
    });
    expect(bookingTimeLines(received, { viewer: "consumer", advancePaid: true, now }).ifUnanswered).toBe(
      "If they do not, the booking expires and your advance is refunded in full.",
    );
  });

  it("words the deadline and the completion for the vendor, without the shopper's refund line", () => {
    const received = { status: "received", eventDate: null, timing: { ...timing, answerBy } };
    expect(bookingTimeLines(received, { viewer: "vendor", now })).toEqual({
      answerBy: `Please confirm or decline by ${formatDayTime(answerBy)}, or the booking expires.`,
      ifUnanswered: null,
      countdown: null,
      completesOn: null,
    });
    const confirmed = { status: "confirmed", eventDate: "2026-12-21", timing: { ...timing, completesAt } };
    expect(bookingTimeLines(confirmed, { viewer: "vendor", now })).toMatchObject({
      countdown: BOOKING_TIMING_WORDS.eventTomorrow,
      completesOn: `It completes by itself on ${formatLongDate(completesAt)} unless you or the customer report a problem by then.`,
    });
    expect(bookingTimeLines(confirmed, { viewer: "consumer", now }).completesOn).toBe(
      `It completes by itself on ${formatLongDate(completesAt)} unless you report a problem by then.`,
    );
  });

  it("says nothing of time once the booking is final, whatever the answer still holds", () => {
    const cancelled = { status: "cancelled", eventDate: "2026-12-24", timing: { answerBy, completesAt } };
    expect(bookingTimeLines(cancelled, { viewer: "consumer", now })).toEqual({
      answerBy: null,
      ifUnanswered: null,
      countdown: null,
      completesOn: null,
    });
  });
});

describe("problemNoteProblem", () => {
  it("asks for a note, and holds it to the API's length", () => {
    expect(problemNoteProblem("   ")).toBe(BOOKING_TIMING_WORDS.problemNoteRequired);
    expect(problemNoteProblem("x".repeat(501))).toBe("A problem can be described in at most 500 characters");
    expect(problemNoteProblem(` ${"x".repeat(500)} `)).toBeNull();
  });
});

describe("expiredUnanswered", () => {
  const placed = { fromStatus: null, toStatus: "received" };
  it("tells an answer not given from an advance not paid", () => {
    expect(expiredUnanswered({ status: "expired", events: [placed, { fromStatus: "received", toStatus: "expired" }] })).toBe(true);
    expect(expiredUnanswered({ status: "expired", events: [{ fromStatus: "awaiting_payment", toStatus: "expired" }] })).toBe(false);
    expect(expiredUnanswered({ status: "received", events: [placed] })).toBe(false);
  });
});

describe("bookingRowTime", () => {
  it("says when a received booking's answer is due, and the countdown of an open booking only", () => {
    expect(bookingRowTime({ status: "received", eventDate: "2026-12-20", answerBy }, now)).toEqual({
      answerDue: `Answer due by ${formatDayTime(answerBy)}`,
      countdown: BOOKING_TIMING_WORDS.eventToday,
    });
    expect(bookingRowTime({ status: "confirmed", eventDate: "2026-12-30", answerBy: null }, now)).toEqual({
      answerDue: null,
      countdown: "The event is in 10 days",
    });
    expect(bookingRowTime({ status: "declined", eventDate: "2026-12-30", answerBy }, now)).toEqual({ answerDue: null, countdown: null });
  });
});
