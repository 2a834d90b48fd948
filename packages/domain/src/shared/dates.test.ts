import { describe, expect, it } from "vitest";
import { formatDay, formatDayTime, formatLongDate, formatWeekdayDay, indianDateTime } from "./dates.ts";

describe("dates", () => {
  // 18:45 UTC is 00:15 the next day in Bengaluru: the day shown is Bengaluru's, whatever the machine's zone.
  const lateEvening = "2025-03-11T18:45:00Z";

  it("are shown in Asia/Kolkata", () => {
    expect(formatDay(lateEvening)).toBe("12 Mar 2025");
    expect(formatLongDate(new Date(lateEvening))).toBe("12 March 2025");
    expect(formatDayTime(lateEvening)).toMatch(/^12 Mar, 12:15\s?am$/i);
  });

  it("write a moment as India's date and time for a spreadsheet (CSV exports)", () => {
    expect(indianDateTime(new Date(lateEvening))).toBe("2025-03-12 00:15");
    expect(indianDateTime(new Date("2025-03-12T06:30:00Z"))).toBe("2025-03-12 12:00");
  });

  it("show a calendar date as that day (reviews, blog posts, document expiries)", () => {
    expect(formatDay("2025-10-24")).toBe("24 Oct 2025");
    expect(formatDay("2027-03-31")).toBe("31 Mar 2027");
    expect(formatLongDate("2025-10-06")).toBe("6 October 2025");
    expect(formatDay("2025-01-01")).toBe("1 Jan 2025");
    // Midnight UTC, as a date-only value parses elsewhere, is 05:30 the same day in Bengaluru.
    expect(formatDay("2025-10-24T00:00:00Z")).toBe("24 Oct 2025");
  });

  it("name a day with its weekday for a row of days to choose from", () => {
    expect(formatWeekdayDay("2026-03-14")).toBe("Sat, 14 Mar");
    expect(formatWeekdayDay(lateEvening)).toBe("Wed, 12 Mar");
  });

  it("show a value that is no date as it was written", () => {
    expect(formatDay("soon")).toBe("soon");
    expect(formatLongDate("2025-13-40")).toBe("2025-13-40");
    expect(formatDayTime(new Date(Number.NaN))).toBe("");
  });
});
