import { describe, expect, it } from "vitest";
import {
  clientCountText,
  initialsOf,
  parseEmphasis,
  priceLabelAmount,
  priceSubtitle,
  priceTextWithoutFrom,
  ratingOfReviews,
  ratingText,
  reviewsCountText,
  rupees,
  shownPrice,
} from "./display.ts";

describe("clientCountText (spec: application §2, catalogue §9)", () => {
  it.each([
    [0, "0+ Clients"],
    [7, "7+ Clients"],
    [999, "999+ Clients"],
    [1000, "1K+ Clients"],
    [1999, "1K+ Clients"],
    [2400, "2K+ Clients"],
    [99_999, "99K+ Clients"],
    [100_000, "1L+ Clients"],
    [250_000, "2L+ Clients"],
  ])("%i clients read %s", (count, text) => {
    expect(clientCountText(count)).toBe(text);
  });

  it("never shows a negative or fractional count", () => {
    expect(clientCountText(-3)).toBe("0+ Clients");
    expect(clientCountText(12.9)).toBe("12+ Clients");
  });
});

describe("ratingText", () => {
  it("shows one decimal", () => {
    expect(ratingText(4.3)).toBe("4.3");
    expect(ratingText(5)).toBe("5.0");
    expect(ratingText(4.26)).toBe("4.3");
  });
  it("shows N/A when there is no rating", () => {
    expect(ratingText(null)).toBe("N/A");
    expect(ratingText(undefined)).toBe("N/A");
    expect(ratingText(0)).toBe("N/A");
    expect(ratingText(Number.NaN)).toBe("N/A");
  });
  it("reviews count is N/A when there are none", () => {
    expect(reviewsCountText(203)).toBe("203");
    expect(reviewsCountText(0)).toBe("N/A");
    expect(reviewsCountText(null)).toBe("N/A");
  });
});

describe("ratingOfReviews (docs/decisions/0025)", () => {
  it("is the mean of the reviews' stars to one decimal", () => {
    expect(ratingOfReviews([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toBe(4.3);
    expect(ratingOfReviews([{ rating: 5 }, { rating: 5 }, { rating: 5 }, { rating: 4 }])).toBe(4.8);
    expect(ratingOfReviews([{ rating: 3 }])).toBe(3);
  });
  it("is null, shown as N/A, without reviews", () => {
    expect(ratingOfReviews([])).toBeNull();
    expect(ratingText(ratingOfReviews([]))).toBe("N/A");
  });
});

describe("prices", () => {
  it("groups rupees the Indian way", () => {
    expect(rupees(100000)).toBe("₹1,00,000");
    expect(rupees(1350)).toBe("₹1,350");
    expect(rupees(499)).toBe("₹499");
  });
  it("removes 'From ' from the price text under the 'From' subtitle", () => {
    expect(priceTextWithoutFrom("From ₹499")).toBe("₹499");
    expect(priceTextWithoutFrom("₹6,000 per floor per day")).toBe("₹6,000 per floor per day");
  });
});

describe("parseEmphasis (#{…} marks bold)", () => {
  it("splits a line into plain and bold parts", () => {
    expect(parseEmphasis("Call #{between 10 AM and 7 PM} for #{bulk} orders")).toEqual([
      { text: "Call ", bold: false },
      { text: "between 10 AM and 7 PM", bold: true },
      { text: " for ", bold: false },
      { text: "bulk", bold: true },
      { text: " orders", bold: false },
    ]);
  });
  it("leaves lines without marks and unclosed marks as plain text", () => {
    expect(parseEmphasis("Plain line")).toEqual([{ text: "Plain line", bold: false }]);
    expect(parseEmphasis("Broken #{mark")).toEqual([{ text: "Broken #{mark", bold: false }]);
  });
});

describe("shownPrice", () => {
  it("is the price, or the label's amount for the unpriced sweet", () => {
    expect(shownPrice({ price: 499, priceLabel: "From ₹499" })).toBe(499);
    expect(shownPrice({ price: 0, priceLabel: "From ₹299" })).toBe(299);
    expect(shownPrice({ price: 0, priceLabel: "From ₹1,00,000" })).toBe(100000);
    expect(shownPrice({ price: 0, priceLabel: "Price on request" })).toBe(0);
  });
});

describe("initialsOf", () => {
  it.each([
    ["Meera Iyer", "MI"],
    ["  meera   lakshmi iyer ", "ML"],
    ["Meera", "M"],
    ["", ""],
  ])("%j → %j", (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe("the amount of a price label (JSON-LD prices)", () => {
  it.each([
    ["From ₹1,350", 1350],
    ["₹4,999", 4999],
    ["₹6,000 per floor per day", 6000],
    ["From ₹1,00,000", 100000],
    ["499", 499],
  ])("%s names %d", (label, amount) => {
    expect(priceLabelAmount(label)).toBe(amount);
  });
  it.each(["Price on request", "", "₹0", "per 2 floors"])("%s names no amount", (label) => {
    expect(priceLabelAmount(label)).toBeNull();
  });
});

describe("the price bar's subtitle (application §2, default 'From')", () => {
  it("says From whatever the label, a fixed price too, unless the data gives another subtitle", () => {
    expect(priceSubtitle()).toBe("From");
    expect(priceSubtitle(null)).toBe("From");
    expect(priceSubtitle("  ")).toBe("From");
    expect(priceSubtitle("Starting at")).toBe("Starting at");
  });
});
