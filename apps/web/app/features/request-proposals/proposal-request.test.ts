import { describe, expect, it } from "vitest";
import { MESSAGES } from "@utsav/domain/client";
import { EMPTY_REQUEST, localIsoDate, PAST_DATE_MESSAGE, proposalSummary, validateProposal } from "./proposal-request";

const TODAY = "2025-10-10";
const VALID = {
  ...EMPTY_REQUEST,
  name: "Asha Rao",
  phone: "98450 12345",
  occasion: "Diwali",
  date: "2025-10-20",
  budget: "₹5,000 – ₹15,000",
};

describe("proposal request rules", () => {
  it("accepts a complete request, with e-mail and details optional", () => {
    expect(validateProposal(VALID, TODAY)).toEqual({});
  });

  it("asks for every required answer, with the catalogue's messages", () => {
    expect(validateProposal(EMPTY_REQUEST, TODAY)).toEqual({
      name: MESSAGES.nameRequired,
      phone: MESSAGES.phoneRequired,
      occasion: "Occasion is required",
      date: "Event date is required",
      budget: "Budget is required",
    });
  });

  it("rejects a malformed phone number or e-mail address, and a past date", () => {
    const errors = validateProposal({ ...VALID, phone: "12ab", email: "asha@", date: "2025-10-09" }, TODAY);
    expect(errors).toEqual({ phone: MESSAGES.phoneInvalid, email: MESSAGES.emailInvalid, date: PAST_DATE_MESSAGE });
    expect(validateProposal({ ...VALID, date: TODAY }, TODAY)).toEqual({});
  });

  it("treats a name of spaces as missing", () => {
    expect(validateProposal({ ...VALID, name: "   " }, TODAY).name).toBe(MESSAGES.nameRequired);
  });

  it("summarises the request for the chat, leaving out empty optional answers", () => {
    expect(proposalSummary(VALID)).toBe(
      [
        "Hi, I would like proposals for an event.",
        "Name: Asha Rao",
        "Phone: 98450 12345",
        "Occasion: Diwali",
        "Date: 2025-10-20",
        "Budget: ₹5,000 – ₹15,000",
      ].join("\n"),
    );
    expect(proposalSummary({ ...VALID, email: "asha@example.com", details: " 40 guests " })).toContain("Email: asha@example.com\n");
    expect(proposalSummary({ ...VALID, details: " 40 guests " })).toMatch(/Details: 40 guests$/);
  });

  it("writes today's date the way a date input does", () => {
    expect(localIsoDate(new Date(2025, 0, 5))).toBe("2025-01-05");
  });
});
