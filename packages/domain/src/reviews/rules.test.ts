import { describe, expect, it } from "vitest";
import { validateQuote } from "../briefs/quotes.ts";
import { hasContactDetails, monthText, reviewerName, underRatingFloor } from "./rules.ts";
import { SHOPPER_REVIEW_MESSAGES, verifiedBookingLine } from "./words.ts";

describe("hasContactDetails", () => {
  it.each([
    "Call me on 9845012345",
    "WhatsApp +91 98450 12345 for the photos",
    "ring 098450-12345",
    "919845012345",
    "their office: 080 2345 6789",
    "see https://example.in/gallery",
    "www.deepamdecor.com has more",
    "book at deepamdecor.in",
    "mail priya@example.com",
  ])("finds contact details in %j", (text) => {
    expect(hasContactDetails(text)).toBe(true);
  });

  it.each([
    "Lovely marigold arch for 150 guests on 2026-12-12 10 am",
    "Budget ₹1,50,000 all in; 25% advance",
    "They came at 6 and left by 11.30, spotless",
    "5 stars. On time, polite, and the lights were perfect.",
    "Order no. 12345678 arrived",
  ])("leaves %j alone", (text) => {
    expect(hasContactDetails(text)).toBe(false);
  });

  it("keeps a quote's contact details off the platform too", () => {
    const quote = { price: 25_000, included: "Call 9845012345 for more", validUntil: "2026-12-01" };
    expect(validateQuote(quote, { today: "2026-11-29", eventDate: "2026-12-12" }).included).toBe(SHOPPER_REVIEW_MESSAGES.contactDetails);
  });
});

describe("how a review names and dates", () => {
  it("shows a first name and last initial", () => {
    expect(reviewerName("Priya  Sharma", "Utsav shopper")).toBe("Priya S.");
    expect(reviewerName("Meera", "Utsav shopper")).toBe("Meera");
    expect(reviewerName("  ", "Utsav shopper")).toBe("Utsav shopper");
  });

  it("says the event's month, and a verified review's line with it", () => {
    expect(monthText("2026-11")).toBe("November 2026");
    expect(verifiedBookingLine("November 2026")).toBe("Verified booking · Event in November 2026");
    expect(verifiedBookingLine(null)).toBe("Verified booking");
  });

  it("flags a vendor under the floor only with enough reviews", () => {
    expect(underRatingFloor(3.2, 3)).toBe(true);
    expect(underRatingFloor(3.2, 2)).toBe(false);
    expect(underRatingFloor(3.5, 10)).toBe(false);
    expect(underRatingFloor(null, 0)).toBe(false);
  });
});
