import { describe, expect, it } from "vitest";
import type { OfferingCard } from "./schemas.ts";
import {
  applyFilters,
  categoriesIn,
  countActiveFilters,
  DEFAULT_FILTERS,
  moveThumb,
  priceBounds,
  sameFilters,
  snapToStep,
  sortOfferings,
  vendorsIn,
  withPriceRange,
} from "./offering-filters.ts";

/** An offering card for tests: only the fields a test cares about need be given. */
function makeOffering(fields: Partial<OfferingCard> & Pick<OfferingCard, "id">): OfferingCard {
  const price = fields.price ?? 1000;
  return {
    title: `Offering ${fields.id}`,
    description: "",
    image: { id: `${fields.id}-1`, type: "image", url: `/assets/${fields.id}.webp`, alt: "", muted: true },
    price,
    priceLabel: `From ₹${price}`,
    category: "gifts",
    subCategory: "all",
    vendorName: "Deepam Gifts & Decor",
    vendorVerified: true,
    rating: 4,
    navRef: `/offerings/${fields.id.toLowerCase()}`,
    offeringType: "call",
    ...fields,
  };
}

const offerings = [
  makeOffering({ id: "A1", price: 349, rating: 4.2, category: "gifts", vendorName: "Deepam Gifts & Decor" }),
  makeOffering({ id: "B1", price: 5000, rating: 4.8, category: "decor", vendorName: "Mallige Florals", vendorVerified: false }),
  makeOffering({ id: "C1", price: 1200, rating: 4.5, category: "sweets", vendorName: "Nanna Naturals" }),
  makeOffering({ id: "D1", price: 1200, rating: 3.9, category: "gifts", vendorName: "Nanna Naturals" }),
];
const ids = (list: { id: string }[]) => list.map((o) => o.id);

describe("price slider rules", () => {
  const bounds = priceBounds(offerings);

  it("spans the loaded offerings, widened to whole steps of 100", () => {
    expect(bounds).toEqual({ min: 300, max: 5000 });
  });

  it("clamps to min and max", () => {
    expect(snapToStep(-50, bounds)).toBe(300);
    expect(snapToStep(99_999, bounds)).toBe(5000);
  });

  it("snaps to the step", () => {
    expect(snapToStep(1249, bounds)).toBe(1200);
    expect(snapToStep(1251, bounds)).toBe(1300);
  });

  it("does not let the low thumb pass the high thumb, nor the high thumb the low one", () => {
    expect(moveThumb({ min: 300, max: 2000 }, "min", 3500, bounds)).toEqual({ min: 2000, max: 2000 });
    expect(moveThumb({ min: 1500, max: 2000 }, "max", 400, bounds)).toEqual({ min: 1500, max: 1500 });
    expect(moveThumb({ min: 300, max: 2000 }, "min", 1040, bounds)).toEqual({ min: 1000, max: 2000 });
  });

  it("treats a range covering the bounds as no price filter", () => {
    expect(withPriceRange(DEFAULT_FILTERS, { min: 300, max: 5000 }, bounds).priceRange).toBeNull();
    expect(withPriceRange(DEFAULT_FILTERS, { min: 300, max: 4000 }, bounds).priceRange).toEqual({ min: 300, max: 4000 });
  });
});

describe("applying filters", () => {
  it("keeps everything with the defaults", () => {
    expect(ids(applyFilters(offerings, DEFAULT_FILTERS))).toEqual(["A1", "B1", "C1", "D1"]);
  });

  it("filters by price, rating, category and vendor together", () => {
    expect(ids(applyFilters(offerings, { ...DEFAULT_FILTERS, priceRange: { min: 1000, max: 5000 } }))).toEqual(["B1", "C1", "D1"]);
    expect(ids(applyFilters(offerings, { ...DEFAULT_FILTERS, minRating: 4.5 }))).toEqual(["B1", "C1"]);
    expect(ids(applyFilters(offerings, { ...DEFAULT_FILTERS, categories: ["gifts", "sweets"] }))).toEqual(["A1", "C1", "D1"]);
    expect(ids(applyFilters(offerings, { ...DEFAULT_FILTERS, vendors: ["Nanna Naturals"], minRating: 4 }))).toEqual(["C1"]);
  });

  it("keeps only verified vendors' offerings when asked", () => {
    expect(ids(applyFilters(offerings, { ...DEFAULT_FILTERS, verifiedOnly: true }))).toEqual(["A1", "C1", "D1"]);
    expect(ids(applyFilters(offerings, { ...DEFAULT_FILTERS, verifiedOnly: true, minRating: 4.5 }))).toEqual(["C1"]);
  });

  it("lists the categories and vendors present", () => {
    expect(categoriesIn(offerings)).toEqual(["decor", "gifts", "sweets"]);
    expect(vendorsIn(offerings)).toEqual(["Deepam Gifts & Decor", "Mallige Florals", "Nanna Naturals"]);
  });
});

describe("the filter badge and the Apply button", () => {
  it("counts the filters that differ from their defaults", () => {
    expect(countActiveFilters(DEFAULT_FILTERS)).toBe(0);
    expect(
      countActiveFilters({
        priceRange: { min: 300, max: 900 },
        minRating: 4,
        categories: ["gifts", "decor"],
        vendors: [],
        verifiedOnly: false,
      }),
    ).toBe(3);
    expect(countActiveFilters({ ...DEFAULT_FILTERS, verifiedOnly: true })).toBe(1);
  });

  it("sees a draft equal to the applied selection, whatever the order of ticked boxes", () => {
    const applied = { ...DEFAULT_FILTERS, categories: ["gifts", "decor"] as const, priceRange: { min: 300, max: 900 } };
    expect(sameFilters({ ...applied, categories: ["decor", "gifts"] }, { ...applied, categories: [...applied.categories] })).toBe(true);
    expect(sameFilters({ ...applied, categories: ["decor"] }, { ...applied, categories: [...applied.categories] })).toBe(false);
    expect(sameFilters({ ...DEFAULT_FILTERS, priceRange: { min: 300, max: 900 } }, DEFAULT_FILTERS)).toBe(false);
    expect(sameFilters({ ...DEFAULT_FILTERS, verifiedOnly: true }, DEFAULT_FILTERS)).toBe(false);
  });
});

describe("sorting", () => {
  it("sorts by rating and price, keeping ties in catalogue order", () => {
    expect(ids(sortOfferings(offerings, "rating_desc"))).toEqual(["B1", "C1", "A1", "D1"]);
    expect(ids(sortOfferings(offerings, "price_asc"))).toEqual(["A1", "C1", "D1", "B1"]);
    expect(ids(sortOfferings(offerings, "price_desc"))).toEqual(["B1", "C1", "D1", "A1"]);
    expect(ids(sortOfferings(offerings, null))).toEqual(["A1", "B1", "C1", "D1"]);
  });
});
