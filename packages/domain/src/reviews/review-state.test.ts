import { describe, expect, it } from "vitest";
import { bookingReviewState, REVIEW_LIMITS } from "./rules.ts";

// What My bookings offers for a booking's review (docs/decisions/0060).

describe("a booking's review state", () => {
  const completedAt = new Date("2026-11-01T10:00:00Z");
  const day = 86_400_000;

  it("offers a review from completion until the window closes, and says once it is written", () => {
    const completed = { status: "completed", completedAt, reviewed: false };
    expect(bookingReviewState(completed, new Date(completedAt.getTime() + day))).toBe("can_write");
    expect(bookingReviewState(completed, new Date(completedAt.getTime() + REVIEW_LIMITS.windowDays * day - 1))).toBe("can_write");
    expect(bookingReviewState(completed, new Date(completedAt.getTime() + REVIEW_LIMITS.windowDays * day))).toBeNull();
    expect(bookingReviewState({ ...completed, reviewed: true }, new Date(completedAt.getTime() + 90 * day))).toBe("written");
  });

  it("offers nothing before completion", () => {
    expect(bookingReviewState({ status: "confirmed", completedAt: null, reviewed: false }, completedAt)).toBeNull();
    expect(bookingReviewState({ status: "completed", completedAt: null, reviewed: false }, completedAt)).toBeNull();
  });
});
