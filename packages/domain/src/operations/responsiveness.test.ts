import { describe, expect, it } from "vitest";
import {
  answerRate,
  answerRateText,
  formatResponseTime,
  median,
  NO_RESPONSES,
  RESPONSIVENESS_COPY,
  responseTimeText,
  responsivenessFigures,
} from "./responsiveness.ts";

// Each vendor's response time and answer rate (docs/decisions/0055), as the API computes them and the console says them.

describe("the median response time", () => {
  it("is the middle value, the mean of the two middle ones for an even count, in any order", () => {
    expect(median([300, 60, 7200])).toBe(300);
    expect(median([600, 60, 7200, 1200])).toBe(900);
    expect(median([42])).toBe(42);
    expect(median([])).toBeNull();
  });
});

describe("the answer rate", () => {
  it("is a whole percent of what was counted", () => {
    expect(answerRate(2, 1)).toBe(67);
    expect(answerRate(1, 1)).toBe(50);
    expect(answerRate(3, 0)).toBe(100);
    expect(answerRate(0, 4)).toBe(0);
  });

  it("reads 100% only when nothing was missed, and 0% only when nothing was answered", () => {
    expect(answerRate(199, 1)).toBe(99);
    expect(answerRate(1, 199)).toBe(1);
  });

  it("is null when nothing is counted yet", () => {
    expect(answerRate(0, 0)).toBeNull();
  });
});

describe("the figures", () => {
  it("round the median to a second and leave it out when nothing was answered", () => {
    expect(responsivenessFigures({ answered: 2, missed: 1, waiting: 1, reached: 5, answerSeconds: [61, 120] })).toEqual({
      reached: 5,
      answered: 2,
      missed: 1,
      waiting: 1,
      medianSeconds: 91,
      answerRate: 67,
    });
    expect(responsivenessFigures({ answered: 0, missed: 0, waiting: 2, reached: 2, answerSeconds: [] })).toMatchObject({
      medianSeconds: null,
      answerRate: null,
    });
  });
});

describe("a response time in words", () => {
  it("says minutes, hours and minutes, days and hours under three days, then days", () => {
    expect(formatResponseTime(20)).toBe("under 1 min");
    expect(formatResponseTime(20 * 60 + 59)).toBe("20 min");
    expect(formatResponseTime(3 * 3600 + 20 * 60)).toBe("3 h 20 min");
    expect(formatResponseTime(5 * 3600)).toBe("5 h");
    expect(formatResponseTime(28 * 3600)).toBe("1 day 4 h");
    expect(formatResponseTime(48 * 3600)).toBe("2 days");
    expect(formatResponseTime(24 * 3600)).toBe("1 day");
    expect(formatResponseTime(80 * 3600)).toBe("3 days");
  });

  it("says what there is when nothing was answered or counted", () => {
    expect(responseTimeText(NO_RESPONSES)).toBe(RESPONSIVENESS_COPY.noAnswer);
    expect(answerRateText(NO_RESPONSES)).toBe(RESPONSIVENESS_COPY.notCounted);
    expect(answerRateText({ ...NO_RESPONSES, answerRate: 90 })).toBe("90%");
    expect(responseTimeText({ ...NO_RESPONSES, medianSeconds: 12_000 })).toBe("3 h 20 min");
  });
});
