import { describe, expect, it } from "vitest";
import { navRefFromSlug, offeringSlug, slugFromNavRef, slugify } from "./slug.ts";

describe("slug from navRef (spec: application §2)", () => {
  it("removes the /offerings/ prefix", () => {
    expect(slugFromNavRef("/offerings/brass-diya-festive-hamper-dgc12")).toBe("brass-diya-festive-hamper-dgc12");
    expect(slugFromNavRef("/offerings/corporate-diwali-decor")).toBe("corporate-diwali-decor");
  });
  it("ignores a query string, a fragment and a trailing slash", () => {
    expect(slugFromNavRef("/offerings/a-b1/?ref=home#top")).toBe("a-b1");
  });
  it("round-trips with navRefFromSlug", () => {
    expect(slugFromNavRef(navRefFromSlug("kit-jss1"))).toBe("kit-jss1");
  });
});

describe("offering slugs (spec: catalogue §2)", () => {
  it("is the readable title followed by the lower-case id", () => {
    expect(offeringSlug("Brass Diya Festive Hamper", "DGC12")).toBe("brass-diya-festive-hamper-dgc12");
  });
  it("turns punctuation and ampersands into single hyphens", () => {
    expect(slugify("Tea & Treats — Deluxe!")).toBe("tea-and-treats-deluxe");
    expect(slugify("  Crème  Brûlée  ")).toBe("creme-brulee");
  });
});
