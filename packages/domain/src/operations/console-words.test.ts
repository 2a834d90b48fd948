import { describe, expect, it } from "vitest";
import { bookingAlertsText, refundScheduleText } from "./console-words.ts";
import { OPERATOR_MESSAGES, operatorNameProblem } from "./operator-accounts.ts";

describe("the review page's values in words", () => {
  it("says which booking alerts a vendor chose, with the defaults for a choice saved before WhatsApp", () => {
    expect(bookingAlertsText({ sms: true, email: false, whatsapp: true })).toBe("SMS, WhatsApp");
    expect(bookingAlertsText({ sms: true, email: true })).toBe("SMS, Email");
    expect(bookingAlertsText({ sms: false, email: false, whatsapp: false })).toBe("None chosen");
  });

  it("says a refund schedule as the table customers see", () => {
    expect(refundScheduleText({ kind: "none" })).toBe("Any time after booking: No cancellation");
    expect(refundScheduleText({ kind: "after_booking", withinHours: 24, percent: 50 })).toBe(
      "Within 24 hours of booking: 50%; Later: No refund",
    );
  });
});

describe("an operator's name", () => {
  it("is needed, and at most 80 characters", () => {
    expect(operatorNameProblem("  ")).toBe(OPERATOR_MESSAGES.nameRequired);
    expect(operatorNameProblem("x".repeat(81))).toBe(OPERATOR_MESSAGES.nameTooLong);
    expect(operatorNameProblem(" Ravi Kumar ")).toBeNull();
  });
});
