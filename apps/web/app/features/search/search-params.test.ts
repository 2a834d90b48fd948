import { describe, expect, it } from "vitest";
import { SEARCH } from "@utsav/domain/client";
import {
  countActiveFilters,
  EMPTY_SEARCH,
  parseSearchParams,
  searchKey,
  serialiseSearchState,
  toSearchRequest,
  withoutFilters,
  withQuery,
} from "./search-params";
import type { SearchState } from "./search-params";

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

const full: SearchState = {
  q: "diwali hamper",
  category: "gifts",
  occasion: ["diwali", "corporate"],
  location: "Indiranagar",
  price: { min: 2000, max: 15000 },
  rating: 4.5,
  verified: true,
  servesArea: "HSR Layout",
  freeOn: "2026-12-12",
  sort: "price_asc",
};

describe("the search in the URL", () => {
  it("round-trips every field", () => {
    const params = serialiseSearchState(full);
    expect(params).toEqual({
      q: "diwali hamper",
      category: "gifts",
      occasion: "diwali,corporate",
      location: "Indiranagar",
      min: "2000",
      max: "15000",
      rating: "4.5",
      verified: "true",
      serves: "HSR Layout",
      free: "2026-12-12",
      sort: "price_asc",
    });
    expect(parseSearchParams(new URLSearchParams(params))).toEqual(full);
  });

  it("keeps only a real date as the free-on filter", () => {
    expect(parse("q=diya&free=2026-02-30").freeOn).toBe("");
    expect(parse("q=diya&free=soon").freeOn).toBe("");
    expect(parse("q=diya&free=2026-12-12").freeOn).toBe("2026-12-12");
  });

  it("leaves defaults out, so an empty search is a bare /search", () => {
    expect(serialiseSearchState(EMPTY_SEARCH)).toEqual({});
    expect(parse("")).toEqual(EMPTY_SEARCH);
    expect(serialiseSearchState({ ...EMPTY_SEARCH, q: "  hamper  " })).toEqual({ q: "hamper" });
  });

  it("reads what a shared link writes, whatever the order", () => {
    expect(parse("sort=rating_desc&q=hamper&rating=4&occasion=diwali%2Cbirthday")).toEqual({
      ...EMPTY_SEARCH,
      q: "hamper",
      occasion: ["diwali", "birthday"],
      rating: 4,
      sort: "rating_desc",
    });
  });

  it("falls back to defaults for malformed values instead of failing", () => {
    expect(parse("q=hamper&rating=2&sort=cheapest&verified=yes&occasion=,,diwali,diwali,")).toEqual({
      ...EMPTY_SEARCH,
      q: "hamper",
      occasion: ["diwali"],
    });
  });

  it("clamps the price to the default bounds, orders the ends and drops a range covering everything", () => {
    const { min, max } = SEARCH.priceRange;
    expect(parse("min=0&max=5000").price).toEqual({ min, max: 5000 });
    expect(parse("min=9000&max=3000").price).toEqual({ min: 3000, max: 9000 });
    expect(parse("max=20000").price).toEqual({ min, max: 20000 });
    expect(parse("min=abc&max=").price).toBeNull();
    expect(parse(`min=${min}&max=${max}`).price).toBeNull();
    expect(serialiseSearchState({ ...EMPTY_SEARCH, q: "x", price: { min, max } })).toEqual({ q: "x" });
  });

  it("tells two searches apart by their query string", () => {
    expect(searchKey(full)).toBe(searchKey(parse(new URLSearchParams(serialiseSearchState(full)).toString())));
    expect(searchKey({ ...full, sort: null })).not.toBe(searchKey(full));
  });
});

describe("the search request", () => {
  it("sends only the filters that are set", () => {
    expect(toSearchRequest({ ...EMPTY_SEARCH, q: "hamper" }, 0)).toEqual({ query: "hamper", offset: 0, limit: SEARCH.searchPageSize });
    expect(toSearchRequest(full, 40)).toEqual({
      query: "diwali hamper",
      filters: {
        category: ["gifts"],
        occasion: ["diwali", "corporate"],
        location: "Indiranagar",
        priceRange: { min: 2000, max: 15000 },
        rating: 4.5,
        verified: true,
        servesLocality: "HSR Layout",
        freeOn: "2026-12-12",
      },
      sort: "price_asc",
      offset: 40,
      limit: SEARCH.searchPageSize,
    });
  });
});

describe("changing the search", () => {
  it("a new query keeps the category and sort and drops the other filters", () => {
    expect(withQuery(full, " sweets ")).toEqual({ ...EMPTY_SEARCH, q: "sweets", category: "gifts", sort: "price_asc" });
  });

  it("Clear All resets every filter and keeps the query and sort", () => {
    expect(countActiveFilters(full)).toBe(8);
    const cleared = withoutFilters(full);
    expect(cleared).toEqual({ ...EMPTY_SEARCH, q: "diwali hamper", sort: "price_asc" });
    expect(countActiveFilters(cleared)).toBe(0);
  });
});
