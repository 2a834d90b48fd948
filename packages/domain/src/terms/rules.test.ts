import { describe, expect, it } from "vitest";
import { addDays, indianDate } from "../shared/dates.ts";
import {
  advanceLine,
  amountPaid,
  earliestEventDate,
  eventDateError,
  leadTimeLine,
  refundFor,
  refundLine,
  refundOnDate,
  refundTableRows,
  TERMS_MESSAGES,
} from "./rules.ts";

describe("lead time, in India's time", () => {
  it("counts from today in Asia/Kolkata, across midnight", () => {
    // 23:59 on 1 March in India is still 1 March there; a minute later it is 2 March (18:29 and 18:30 UTC).
    expect(indianDate(new Date("2025-03-01T18:29:00Z"))).toBe("2025-03-01");
    expect(indianDate(new Date("2025-03-01T18:30:00Z"))).toBe("2025-03-02");
    expect(earliestEventDate(4, new Date("2025-03-01T18:29:00Z"))).toBe("2025-03-05");
    expect(earliestEventDate(4, new Date("2025-03-01T18:30:00Z"))).toBe("2025-03-06");
    // 20:00 UTC on 1 March is 01:30 on 2 March in India: a clock on UTC would still count from 1 March.
    expect(earliestEventDate(6, new Date("2025-03-01T20:00:00Z"))).toBe("2025-03-08");
    expect(earliestEventDate(null, new Date("2025-03-01T20:00:00Z"))).toBe("2025-03-02");
  });

  it("moves across month and year ends", () => {
    expect(addDays("2025-12-29", 4)).toBe("2026-01-02");
    expect(addDays("2024-02-27", 2)).toBe("2024-02-29");
  });

  it("says how far ahead to book", () => {
    expect(leadTimeLine(4)).toBe("Book at least 4 days ahead");
    expect(leadTimeLine(1)).toBe("Book at least 1 day ahead");
    expect(leadTimeLine(null)).toBeNull();
    expect(leadTimeLine(0)).toBeNull();
    expect(TERMS_MESSAGES.tooEarly(4, "14 March 2025")).toBe("Book at least 4 days ahead: the earliest event date is 14 March 2025");
    expect(TERMS_MESSAGES.tooEarly(0, "1 March 2025")).toBe("The event date cannot be before 1 March 2025");
  });

  it("checks the event date a booking form asks for: given, a real date, no earlier than the lead time allows", () => {
    const now = new Date("2025-03-01T18:30:00Z"); // the first minute of 2 March in India
    expect(eventDateError("", 4, now)).toBe("Event date is required");
    expect(eventDateError("6/3/2025", 4, now)).toBe("Please choose the event date");
    expect(eventDateError("2025-02-30", 4, now)).toBe("Please choose the event date");
    expect(eventDateError("2025-03-05", 4, now)).toBe("Book at least 4 days ahead: the earliest event date is 6 March 2025");
    expect(eventDateError("2025-03-06", 4, now)).toBeNull();
    expect(eventDateError("2025-03-01", null, now)).toBe("The event date cannot be before 2 March 2025");
    expect(eventDateError("2025-03-02", null, now)).toBeNull();
  });
});

describe("refunds", () => {
  const bookedAt = new Date("2025-03-01T04:30:00Z");
  const steps = {
    kind: "before_event",
    steps: [
      { hoursBefore: 48, percent: 100 },
      { hoursBefore: 24, percent: 80 },
    ],
  } as const;

  it("counts notice to the first moment of the event date in India", () => {
    const event = "2025-03-10";
    expect(refundFor(steps, { paid: 2000, eventDate: event, cancelAt: new Date("2025-03-07T18:30:00Z"), bookedAt })).toEqual({
      percent: 100,
      refund: 2000,
      paid: 2000,
    });
    expect(refundFor(steps, { paid: 2000, eventDate: event, cancelAt: new Date("2025-03-07T18:31:00Z"), bookedAt }).percent).toBe(80);
    expect(refundFor(steps, { paid: 2000, eventDate: event, cancelAt: new Date("2025-03-08T18:31:00Z"), bookedAt }).refund).toBe(0);
  });

  it("rounds the refund down to the rupee, and takes the advance or the whole price as paid", () => {
    expect(amountPaid(4999, 50)).toBe(2500);
    expect(amountPaid(4999, null)).toBe(4999);
    const once = { kind: "before_event", steps: [{ hoursBefore: 0, percent: 10 }] } as const;
    expect(refundFor(once, { paid: 1255, eventDate: "2025-03-10", cancelAt: bookedAt, bookedAt }).refund).toBe(125);
  });

  it("shows each schedule as table rows", () => {
    expect(refundTableRows(steps)).toEqual([
      { when: "48 hours or more before", refund: "100%" },
      { when: "24 hours or more before", refund: "80%" },
      { when: "Less than 24 hours before", refund: "No refund" },
    ]);
    expect(refundTableRows({ kind: "none" })).toEqual([{ when: "Any time after booking", refund: "No cancellation" }]);
  });

  it("answers the calculator for a day of cancelling, from that day's first minute in India, or now when it is today", () => {
    const terms = { advancePercent: 50, refunds: steps };
    const now = new Date("2026-03-01T06:30:00Z"); // noon in India
    const on = (cancelOn: string) => refundOnDate(terms, 4000, { eventDate: "2026-03-12", cancelOn, now });
    expect(on("2026-03-10")).toEqual({ percent: 100, refund: 2000, paid: 2000 });
    expect(on("2026-03-11")).toEqual({ percent: 80, refund: 1600, paid: 2000 });
    expect(on("2026-03-12")?.refund).toBe(0);
    // Today counts from now: noon on the day before the event is 12 hours' notice.
    const dayBefore = new Date("2026-03-11T06:30:00Z");
    expect(refundOnDate(terms, 4000, { eventDate: "2026-03-12", cancelOn: "2026-03-11", now: dayBefore })?.percent).toBe(0);
    expect(refundOnDate({ advancePercent: 50, refunds: null }, 4000, { eventDate: "2026-03-12", cancelOn: "2026-03-10", now })).toBeNull();
    expect(refundLine("2026-03-11", { percent: 80, refund: 1600, paid: 2000 })).toBe("Cancel on 11 March 2026: ₹1,600 back of ₹2,000");
  });

  it("says the advance, and nothing where the vendor shows none", () => {
    expect(advanceLine(50)).toBe("50% advance to confirm");
    expect(advanceLine(0)).toBe("No advance: pay on the day");
    expect(advanceLine(null)).toBeNull();
  });
});
