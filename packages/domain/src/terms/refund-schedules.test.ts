import { describe, expect, it } from "vitest";
import {
  fullRefund,
  kinderRefund,
  refundSampleLine,
  refundScheduleOf,
  refundTierEntryProblems,
  refundTierProblems,
  refundTiersOfSchedule,
} from "./refund-schedules.ts";
import { refundTableRows, startOfIndianDay } from "./rules.ts";
import type { RefundSchedule } from "./rules.ts";
import { termsRefundsSchema } from "./refund-schedule-schemas.ts";

// Refund schedules as data (docs/decisions/0035): the Terms section's tiers, their rules, and the kinder schedule.

const tiers = (...pairs: [number, number][]) => pairs.map(([hoursBefore, percent]) => ({ hoursBefore, percent }));
const messages = (problems: { message: string }[]) => problems.map((p) => p.message);

describe("refund tiers", () => {
  it("takes whole hours of 0 to 8760 and percents of 0 to 100, in any order", () => {
    expect(refundTierProblems(tiers([24, 80], [48, 100], [0, 0]))).toEqual([]);
    expect(refundTierProblems(tiers([8760, 100]))).toEqual([]);
    expect(refundTierProblems([])).toEqual([]);
  });

  it("refuses hours or percents out of bounds or with a fraction, naming the row and the field", () => {
    expect(refundTierProblems(tiers([8761, 50]))).toEqual([
      { index: 0, field: "hoursBefore", message: "Hours before the event must be between 0 and 8760" },
    ]);
    expect(refundTierProblems(tiers([48, 100], [-1, 50], [12, 101]))).toEqual([
      { index: 1, field: "hoursBefore", message: "Hours before the event must be between 0 and 8760" },
      { index: 2, field: "percent", message: "Refund (%) must be between 0 and 100" },
    ]);
    expect(refundTierProblems(tiers([1.5, 50]))[0]).toMatchObject({ index: 0, field: "hoursBefore" });
  });

  it("refuses two rows with the same hours, more than six rows, and a refund that grows as the event nears", () => {
    expect(refundTierProblems(tiers([48, 100], [48, 80]))).toEqual([
      { index: 1, field: "hoursBefore", message: "Two rows start at 48 hours before the event: keep one" },
    ]);
    expect(messages(refundTierProblems(tiers([1, 7], [2, 7], [3, 7], [4, 7], [5, 7], [6, 7], [7, 7])))).toEqual([
      "Add at most 6 refund rows",
    ]);
    // 24 hours before gives 90%, more than the 80% of 48 hours before: the row with less notice is wrong.
    expect(refundTierProblems(tiers([24, 90], [48, 80]))).toEqual([
      {
        index: 0,
        field: "percent",
        message: "A refund cannot grow as the event gets closer: 90% at 24 hours is more than 80% at 48 hours",
      },
    ]);
    // Equal percents as notice shrinks are fine.
    expect(refundTierProblems(tiers([48, 80], [24, 80]))).toEqual([]);
  });

  it("checks typed boxes first by the field's own words, then the list's rules", () => {
    expect(refundTierEntryProblems([{ hoursBefore: "", percent: "50" }])).toEqual([
      { index: 0, field: "hoursBefore", message: "Hours before the event is required" },
    ]);
    expect(messages(refundTierEntryProblems([{ hoursBefore: "two", percent: "50" }]))).toEqual([
      "Hours before the event must be a whole number",
    ]);
    expect(
      messages(
        refundTierEntryProblems([
          { hoursBefore: "48", percent: "80" },
          { hoursBefore: " 48 ", percent: "50" },
        ]),
      ),
    ).toEqual(["Two rows start at 48 hours before the event: keep one"]);
  });

  it("makes a schedule most notice first; no tiers is not shown (null), and 'no refunds' is kind none", () => {
    expect(refundScheduleOf(tiers([24, 80], [48, 100]), false)).toEqual({ kind: "before_event", steps: tiers([48, 100], [24, 80]) });
    expect(refundScheduleOf([], false)).toBeNull();
    expect(refundScheduleOf(tiers([48, 100]), true)).toEqual({ kind: "none" });
    expect(refundTiersOfSchedule({ kind: "none" })).toEqual({ tiers: [], noRefunds: true });
    expect(refundTiersOfSchedule(null)).toEqual({ tiers: [], noRefunds: false });
    expect(refundTiersOfSchedule({ kind: "before_event", steps: tiers([48, 100]) })).toEqual({ tiers: tiers([48, 100]), noRefunds: false });
  });

  it("the API's schema applies the same rule, sorts, and reads an empty list as not shown", () => {
    expect(termsRefundsSchema.parse({ kind: "before_event", steps: tiers([2, 0], [48, 100]) })).toEqual({
      kind: "before_event",
      steps: tiers([48, 100], [2, 0]),
    });
    expect(termsRefundsSchema.parse({ kind: "before_event", steps: [] })).toBeNull();
    expect(termsRefundsSchema.parse({ kind: "none" })).toEqual({ kind: "none" });
    const rising = termsRefundsSchema.safeParse({ kind: "before_event", steps: tiers([48, 50], [24, 80]) });
    expect(rising.success).toBe(false);
    expect(rising.error?.issues[0]).toMatchObject({ path: ["steps", 1, "percent"] });
    expect(termsRefundsSchema.parse({ kind: "after_booking", withinHours: 24, percent: 100 })).toEqual({
      kind: "after_booking",
      withinHours: 24,
      percent: 100,
    });
    expect(termsRefundsSchema.safeParse({ kind: "after_booking", withinHours: 9000, percent: 100 }).success).toBe(false);
    expect(
      termsRefundsSchema.safeParse({ kind: "before_event", steps: tiers([1, 1], [2, 1], [3, 1], [4, 1], [5, 1], [6, 1], [7, 1]) }).success,
    ).toBe(false);
  });

  it("previews a schedule as the shopper's table and a sample line", () => {
    const schedule = refundScheduleOf(tiers([48, 100], [24, 50]), false)!;
    expect(refundTableRows(schedule).map((r) => [r.when, r.refund])).toEqual([
      ["48 hours or more before", "100%"],
      ["24 hours or more before", "50%"],
      ["Less than 24 hours before", "No refund"],
    ]);
    expect(refundSampleLine(schedule, 5000)).toBe("Cancelled 72 hours before the event, a ₹10,000 (₹5,000 paid) booking gets ₹5,000 back");
    expect(refundSampleLine({ kind: "none" }, 10_000)).toBe("Cancelled 72 hours before the event, a ₹10,000 booking gets ₹0 back");
  });
});

describe("the kinder schedule for the shopper", () => {
  const eventDate = "2026-12-20";
  const bookedAt = new Date("2026-12-01T10:00:00+05:30");
  const hoursBefore = (h: number) => new Date(startOfIndianDay(eventDate).getTime() - h * 3_600_000);
  const generous: RefundSchedule = { kind: "before_event", steps: tiers([48, 100], [24, 50]) };
  const harsh: RefundSchedule = { kind: "before_event", steps: tiers([168, 50]) };
  const at = (h: number) => ({ paid: 1000, eventDate, cancelAt: hoursBefore(h), bookedAt });

  it("takes whichever of the kept and the current schedule gives more at the moment of cancelling", () => {
    // Made harsher after booking: the kept schedule still counts.
    expect(kinderRefund({ kept: generous, current: harsh }, at(30))).toEqual({ percent: 50, refund: 500, paid: 1000 });
    // Made kinder after booking: the current one counts for bookings already made.
    expect(kinderRefund({ kept: harsh, current: generous }, at(50))).toEqual({ percent: 100, refund: 1000, paid: 1000 });
    // A week ahead, the harsh one's 50% is less than the generous one's 100%, whichever was kept.
    expect(kinderRefund({ kept: harsh, current: generous }, at(200))).toMatchObject({ percent: 100 });
    expect(kinderRefund({ kept: { kind: "none" }, current: generous }, at(10))).toEqual({ percent: 0, refund: 0, paid: 1000 });
  });

  it("uses the one there is, and promises nothing where there is none", () => {
    expect(kinderRefund({ kept: null, current: generous }, at(30))).toMatchObject({ refund: 500 });
    expect(kinderRefund({ kept: generous, current: null }, at(30))).toMatchObject({ refund: 500 });
    expect(kinderRefund({ kept: null, current: null }, at(30))).toBeNull();
  });

  it("counts notice only to a date: without one a schedule by notice says nothing, one by booking time still does", () => {
    const noDate = { ...at(30), eventDate: null };
    expect(kinderRefund({ kept: generous, current: generous }, noDate)).toBeNull();
    const withinDay: RefundSchedule = { kind: "after_booking", withinHours: 24, percent: 100 };
    expect(kinderRefund({ kept: withinDay, current: generous }, { ...noDate, cancelAt: bookedAt })).toEqual({
      percent: 100,
      refund: 1000,
      paid: 1000,
    });
  });

  it("a cancel the shopper did not choose gives back everything paid", () => {
    expect(fullRefund(750)).toEqual({ percent: 100, refund: 750, paid: 750 });
  });
});
