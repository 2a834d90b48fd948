import { describe, expect, it } from "vitest";
import { OFFERING_IMAGES_MAX } from "./constants.ts";
import { vendorOfferingInputSchema, vendorOfferingStatusBodySchema } from "./offering-schemas.ts";

const input = (overrides: Record<string, unknown> = {}) => ({
  title: " Marigold Toran ",
  category: "decor",
  subCategory: "personal",
  offeringType: "call",
  price: 1500,
  summary: "Fresh marigold garlands for your front door.",
  description: [{ title: "What you get", items: ["Two garlands"] }],
  imageIds: ["gi-1"],
  ...overrides,
});
const issues = (overrides: Record<string, unknown>) =>
  vendorOfferingInputSchema.safeParse(input(overrides)).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];

describe("vendorOfferingInputSchema", () => {
  it("trims, fills the defaults and drops repeated occasions", () => {
    expect(vendorOfferingInputSchema.parse(input({ occasions: ["diwali", "diwali"], priceLabel: "" }))).toEqual({
      ...input(),
      title: "Marigold Toran",
      priceLabel: null,
      occasions: ["diwali"],
      redirectUrl: null,
      bookingAttributes: [],
      goodToKnow: null,
    });
  });

  it("applies the rules of each offering type, on the field they concern", () => {
    expect(issues({ offeringType: "buy" })).toEqual(["redirectUrl: A buy offering needs a redirect URL starting with https://"]);
    expect(issues({ offeringType: "buy", redirectUrl: "https://shop.example.in/x" })).toEqual([]);
    expect(issues({ offeringType: "book" })).toEqual(["bookingAttributes: A book offering needs at least one booking field"]);
  });

  it("bounds price, images and text", () => {
    expect(issues({ price: 0 })).toEqual(["price: Price must be between 1 and 10000000"]);
    expect(issues({ price: 10_000_000 })).toEqual([]);
    expect(issues({ imageIds: Array.from({ length: OFFERING_IMAGES_MAX + 1 }, (_, i) => `gi-${i}`) })).toEqual([
      `imageIds: Choose at most ${OFFERING_IMAGES_MAX} images`,
    ]);
    expect(issues({ imageIds: ["gi-1", "gi-1"] })).toEqual(["imageIds: The same image is chosen twice: gi-1"]);
    expect(issues({ description: Array.from({ length: 11 }, () => ({ title: "t", items: ["i"] })) })).toHaveLength(1);
    expect(issues({ occasions: ["Diwali!"] })).toHaveLength(1);
  });

  it("saves as live or paused only; deleting is a status change", () => {
    expect(issues({ status: 15 })).toEqual([]);
    expect(issues({ status: 20 })).toHaveLength(1);
    expect(vendorOfferingStatusBodySchema.safeParse({ status: 20 }).success).toBe(true);
    expect(vendorOfferingStatusBodySchema.safeParse({ status: 30 }).success).toBe(false);
  });
});
