import { describe, expect, it } from "vitest";
import { cancelReasonProblem, formatWaiting, hoursWaiting, WAITING_MESSAGES } from "./waiting.ts";

// What waits for an answer (docs/decisions/0037): how long, as the console says it, and the operator's cancel reason.

describe("how long something has waited", () => {
  it("counts whole hours, never below zero", () => {
    const now = new Date("2026-11-28T12:00:00Z");
    expect(hoursWaiting("2026-11-27T10:30:00Z", now)).toBe(25);
    expect(hoursWaiting("2026-11-28T12:30:00Z", now)).toBe(0);
  });

  it("says hours under a day, days and hours under three days, then days", () => {
    expect(formatWaiting(1)).toBe("1 hour");
    expect(formatWaiting(13)).toBe("13 hours");
    expect(formatWaiting(24)).toBe("1 day");
    expect(formatWaiting(30)).toBe("1 day 6 hours");
    expect(formatWaiting(49)).toBe("2 days 1 hour");
    expect(formatWaiting(80)).toBe("3 days");
  });
});

describe("the operator's reason for a cancel", () => {
  it("is required, trimmed, and at most 500 characters, as the API's schema checks it", () => {
    expect(cancelReasonProblem("   ")).toBe(WAITING_MESSAGES.reasonRequired);
    expect(cancelReasonProblem(` ${"x".repeat(500)} `)).toBeNull();
    expect(cancelReasonProblem("x".repeat(501))).toBe(WAITING_MESSAGES.reasonTooLong);
  });
});
