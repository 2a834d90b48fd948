import { describe, expect, it } from "vitest";
import { addMonths, daysInMonth, isMonth, lastDayOf, monthOrThisMonth, weekdayOf, weeksOf } from "./months.ts";

describe("the months of a calendar grid", () => {
  it("moves by months across years, and counts their days (leap years too)", () => {
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2027-01", -1)).toBe("2026-12");
    expect(addMonths("2026-11", 14)).toBe("2028-01");
    expect(daysInMonth("2028-02")).toBe(29);
    expect(daysInMonth("2026-02")).toBe(28);
    expect(lastDayOf("2026-12")).toBe("2026-12-31");
  });

  it("reads a month from an address, else this month in India", () => {
    expect(isMonth("2026-13")).toBe(false);
    expect(monthOrThisMonth("2026-12")).toBe("2026-12");
    // 31 Dec, 19:00 UTC is 1 January in India.
    expect(monthOrThisMonth("nonsense", new Date("2026-12-31T19:00:00Z"))).toBe("2027-01");
    expect(monthOrThisMonth(null, new Date("2026-12-31T12:00:00Z"))).toBe("2026-12");
  });

  it("lays a month out in weeks from Monday, with gaps outside it", () => {
    expect(weekdayOf("2026-12-12")).toBe(5); // a Saturday
    const weeks = weeksOf("2026-12"); // 1 December 2026 is a Tuesday
    expect(weeks[0]).toEqual([null, "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06"]);
    expect(weeks.at(-1)).toEqual(["2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31", null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });
});
