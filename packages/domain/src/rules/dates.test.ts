import { describe, expect, it } from "vitest";
import { formatDay, formatDayTime, formatLongDate } from "./dates.ts";

describe("dates", () => {
  // 18:45 UTC is 00:15 the next day in Bengaluru: the day shown is Bengaluru's, whatever the machine's zone.
  const lateEvening = "2025-03-11T18:45:00Z";

  it("are shown in Asia/Kolkata", () => {
    expect(formatDay(lateEvening)).toBe("12 Mar 2025");
    expect(formatLongDate(new Date(lateEvening))).toBe("12 March 2025");
    expect(formatDayTime(lateEvening)).toMatch(/^12 Mar, 12:15\s?am$/i);
  });
});
