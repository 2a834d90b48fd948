import { describe, expect, it } from "vitest";
import { defaultPriceLabel, isHttpsUrl, offeringTypeProblems } from "./offering.ts";

const field = (name: string) => ({ field: name });

describe("isHttpsUrl", () => {
  it.each([
    ["https://shop.example.in/toran?ref=utsav", true],
    ["https://www.amazon.in/dp/B0", true],
    ["http://shop.example.in/", false],
    ["https://localhost/x", false],
    ["https://user:secret@shop.example.in/", false],
    ["javascript:alert(1)", false],
    ["shop.example.in", false],
    ["", false],
    [`https://shop.example.in/${"a".repeat(2000)}`, false],
  ])("%s → %s", (url, expected) => {
    expect(isHttpsUrl(url)).toBe(expected);
  });
});

describe("offeringTypeProblems", () => {
  it("asks buy offerings for an https link and nothing else", () => {
    expect(offeringTypeProblems({ offeringType: "buy", redirectUrl: "https://shop.example.in/x" })).toEqual([]);
    expect(offeringTypeProblems({ offeringType: "buy", redirectUrl: null })).toEqual([
      { field: "redirectUrl", message: "A buy offering needs a redirect URL starting with https://" },
    ]);
    expect(offeringTypeProblems({ offeringType: "buy", redirectUrl: "http://shop.example.in/x" })[0]!.field).toBe("redirectUrl");
    expect(
      offeringTypeProblems({ offeringType: "buy", redirectUrl: "https://shop.example.in/x", bookingAttributes: [field("name")] }),
    ).toEqual([{ field: "bookingAttributes", message: "Only book offerings have booking fields" }]);
  });

  it("asks book offerings for booking fields with different names", () => {
    expect(offeringTypeProblems({ offeringType: "book", bookingAttributes: [field("name"), field("mobile")] })).toEqual([]);
    expect(offeringTypeProblems({ offeringType: "book", bookingAttributes: [] })).toEqual([
      { field: "bookingAttributes", message: "A book offering needs at least one booking field" },
    ]);
    expect(offeringTypeProblems({ offeringType: "book", bookingAttributes: [field("name"), field("Name")] })).toEqual([
      { field: "bookingAttributes", message: "Booking fields must have different names: Name" },
    ]);
    expect(
      offeringTypeProblems({ offeringType: "book", redirectUrl: "https://shop.example.in/x", bookingAttributes: [field("name")] }),
    ).toEqual([{ field: "redirectUrl", message: "Only buy offerings have a redirect URL" }]);
  });

  it("asks call offerings for neither", () => {
    expect(offeringTypeProblems({ offeringType: "call" })).toEqual([]);
    expect(
      offeringTypeProblems({ offeringType: "call", redirectUrl: "https://x.in", bookingAttributes: [field("a")] }).map((p) => p.field),
    ).toEqual(["redirectUrl", "bookingAttributes"]);
  });
});

describe("defaultPriceLabel", () => {
  it("shows the price in rupees with Indian grouping", () => {
    expect(defaultPriceLabel(1500)).toBe("₹1,500");
    expect(defaultPriceLabel(250000)).toBe("₹2,50,000");
  });
});
