import { describe, expect, it } from "vitest";
import {
  countActiveSearchFilters,
  EMPTY_SEARCH,
  isFullPriceRange,
  isSearchable,
  sameSearch,
  toSearchRequest,
  withoutFilters,
  withQuery,
} from "./search-state.ts";
import type { SearchState } from "./search-state.ts";

const refined: SearchState = {
  q: "hamper",
  category: "gifts",
  occasion: ["diwali"],
  location: "Indiranagar",
  price: { min: 2000, max: 5000 },
  rating: 4,
  verified: true,
  servesArea: "HSR Layout",
  freeOn: "2026-12-12",
  sort: "price_asc",
};

describe("search state", () => {
  it("becomes the API's request, leaving out what is not filtered", () => {
    expect(toSearchRequest({ ...EMPTY_SEARCH, q: "diya" }, 0)).toEqual({ query: "diya", offset: 0, limit: 100 });
    expect(toSearchRequest(refined, 20, 10)).toEqual({
      query: "hamper",
      filters: {
        category: ["gifts"],
        occasion: ["diwali"],
        location: "Indiranagar",
        priceRange: { min: 2000, max: 5000 },
        rating: 4,
        verified: true,
        servesLocality: "HSR Layout",
        freeOn: "2026-12-12",
      },
      sort: "price_asc",
      offset: 20,
      limit: 10,
    });
  });

  it("counts the refinements that differ from their defaults", () => {
    expect(countActiveSearchFilters(refined)).toBe(8);
    expect(countActiveSearchFilters(EMPTY_SEARCH)).toBe(0);
  });

  it("keeps the category and sort for a new query, and the query and sort on Clear All", () => {
    expect(withQuery(refined, "  sweets ")).toEqual({ ...EMPTY_SEARCH, q: "sweets", category: "gifts", sort: "price_asc" });
    expect(withoutFilters(refined)).toEqual({ ...EMPTY_SEARCH, q: "hamper", sort: "price_asc" });
  });

  it("treats the slider at both ends as no price filter", () => {
    expect(isFullPriceRange({ min: 1000, max: 100000 })).toBe(true);
    expect(isFullPriceRange({ min: 1000, max: 90000 })).toBe(false);
  });
});

describe("sameSearch (Apply is disabled while the draft is the applied search)", () => {
  const applied = { ...EMPTY_SEARCH, q: "gift", occasion: ["diwali", "holi"], price: { min: 2000, max: 5000 }, rating: 4 };
  it("is the same search whatever the order of the ticked occasions", () => {
    expect(sameSearch(applied, { ...applied, occasion: ["holi", "diwali"], price: { min: 2000, max: 5000 } })).toBe(true);
  });
  it.each([
    ["an occasion", { occasion: ["diwali"] }],
    ["the price", { price: { min: 2500, max: 5000 } }],
    ["no price", { price: null }],
    ["the rating", { rating: 4.5 }],
    ["verified", { verified: true }],
    ["the area", { servesArea: "HSR Layout" }],
    ["the date", { freeOn: "2026-12-12" }],
    ["the category", { category: "gifts" }],
    ["the location", { location: "Indiranagar" }],
  ])("is another search with another %s", (_, change) => expect(sameSearch(applied, { ...applied, ...change })).toBe(false));
});

describe("isSearchable (application §5, minimum query length 2)", () => {
  it("needs two characters once trimmed", () => {
    expect(["", " ", "a", " b "].map(isSearchable)).toEqual([false, false, false, false]);
    expect(["ab", " ab ", "hamper"].map(isSearchable)).toEqual([true, true, true]);
  });
});
