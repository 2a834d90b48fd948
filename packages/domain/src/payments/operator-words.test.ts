import { describe, expect, it } from "vitest";
import { OPERATOR_PAYMENT_MESSAGES, refundAmountProblem, refundReasonProblem, typedPaise } from "./operator-words.ts";
import { PAYMENT_MESSAGES } from "./words.ts";

// A refund by hand as the console's form and the API check it (docs/decisions/0052): rupees as typed, at most what is left.

describe("a refund's amount as typed", () => {
  it("reads rupees with up to two decimals as paise, empty as everything left", () => {
    expect(typedPaise("250")).toBe(25000);
    expect(typedPaise(" 87.5 ")).toBe(8750);
    expect(typedPaise("1,250.05")).toBe(125005);
    expect(typedPaise("")).toBeUndefined();
    for (const wrong of ["0", "0.00", "-5", "1.234", "12e3", "₹100", "abc", "1.2.3"]) expect(typedPaise(wrong), wrong).toBeNull();
  });

  it("refuses more than is left, and what is not an amount", () => {
    expect(refundAmountProblem("", 100)).toBeNull();
    expect(refundAmountProblem("1", 100)).toBeNull();
    expect(refundAmountProblem("1.01", 100)).toBe(PAYMENT_MESSAGES.refundTooLarge);
    expect(refundAmountProblem("x", 100)).toBe(OPERATOR_PAYMENT_MESSAGES.amountInvalid);
  });

  it("asks for a reason of at most 500 characters", () => {
    expect(refundReasonProblem("  ")).toBe(PAYMENT_MESSAGES.refundReasonRequired);
    expect(refundReasonProblem(` ${"x".repeat(500)} `)).toBeNull();
    expect(refundReasonProblem("x".repeat(501))).toBe(OPERATOR_PAYMENT_MESSAGES.reasonTooLong);
  });
});
