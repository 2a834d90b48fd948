import { describe, expect, it } from "vitest";
import { refundCalculatorAnswer } from "./refund-calculator.ts";
import type { RefundSchedule } from "./rules.ts";

const refunds: RefundSchedule = {
  kind: "before_event",
  steps: [
    { hoursBefore: 48, percent: 100 },
    { hoursBefore: 24, percent: 80 },
  ],
};
const terms = { advancePercent: 50, refunds };
const now = new Date("2026-03-01T04:30:00Z");

describe("the refund calculator, the same on the web and in the app", () => {
  it("answers by the rule a cancellation uses, on the advance paid", () => {
    const answer = (cancelOn: string) => refundCalculatorAnswer(terms, 4000, { eventDate: "2026-03-12", cancelOn, now });
    expect(answer("2026-03-10")).toBe("Cancel on 10 March 2026: ₹2,000 back of ₹2,000");
    expect(answer("2026-03-11")).toBe("Cancel on 11 March 2026: ₹1,600 back of ₹2,000");
    expect(answer("2026-03-12")).toBe("Cancel on 12 March 2026: ₹0 back of ₹2,000");
  });

  it("asks for both dates, and for a day on or before the event", () => {
    expect(refundCalculatorAnswer(terms, 4000, { eventDate: "", cancelOn: "2026-03-10", now })).toBe("Choose both dates");
    expect(refundCalculatorAnswer(terms, 4000, { eventDate: "2026-03-1", cancelOn: "2026-03-10", now })).toBe("Choose both dates");
    expect(refundCalculatorAnswer(terms, 4000, { eventDate: "2026-03-12", cancelOn: "2026-03-13", now })).toBe(
      "Choose a day on or before the event date",
    );
  });

  it("promises nothing without refunds or a price", () => {
    expect(
      refundCalculatorAnswer({ advancePercent: 50, refunds: null }, 4000, { eventDate: "2026-03-12", cancelOn: "2026-03-10", now }),
    ).toBeNull();
    expect(refundCalculatorAnswer(terms, 0, { eventDate: "2026-03-12", cancelOn: "2026-03-10", now })).toBeNull();
  });
});
