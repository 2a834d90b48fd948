import { describe, expect, it } from "vitest";
import { checkBookingTransition, completableFrom, completionRefused } from "./lifecycle.ts";
import { BOOKING_MESSAGES } from "./messages.ts";

// Completed only on or after the event date in India (docs/decisions/0035).

describe("completing a booking", () => {
  // 23:30 on 11 March in India is 18:00 UTC: still the 11th there, already past the 11th's start in UTC.
  const lateOn11th = new Date("2026-03-11T18:00:00Z");
  const justAfterMidnight = new Date("2026-03-11T18:31:00Z");

  it("waits for the event date in India, and says from when", () => {
    expect(completableFrom("2026-03-12", lateOn11th)).toBe("2026-03-12");
    expect(completionRefused("2026-03-12", lateOn11th)).toBe("This booking can be marked completed from 12 March 2026, its event date");
    expect(completableFrom("2026-03-12", justAfterMidnight)).toBeNull();
    expect(completionRefused("2026-03-11", lateOn11th)).toBeNull();
  });

  it("lets a booking without an event date be completed: only its vendor knows when it took place", () => {
    expect(completableFrom(null, lateOn11th)).toBeNull();
    expect(completionRefused(null)).toBeNull();
  });

  it("an operator's cancel needs a reason, in the operator's own words", () => {
    expect(checkBookingTransition("operator", "confirmed", "cancelled", " ")).toEqual({ invalid: BOOKING_MESSAGES.operatorReasonRequired });
    expect(checkBookingTransition("operator", "received", "cancelled", "Vendor unreachable")).toBeNull();
  });
});
