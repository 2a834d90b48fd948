import { SEARCH, SORT_VALUES } from "@utsav/domain/client";
import type { SearchFilters, SearchRequest, SortValue } from "@utsav/domain";
import type { PriceRange } from "../../shared/ui/price-range-slider";

// The search lives in the URL (q, category, occasion, location, min, max, rating, verified, sort) so that a search
// can be shared and the back button works. These pure functions are the only place that reads or writes it.

export interface SearchState {
  /** The submitted query, trimmed; empty shows the discover prompt. */
  q: string;
  /** One category value ('' for All), from the search box's select or the Categories filter. */
  category: string;
  occasion: string[];
  location: string;
  /** Null while the price filter is off (every price). */
  price: PriceRange | null;
  /** 0 is 'All'. */
  rating: number;
  verified: boolean;
  /** Null is relevance. */
  sort: SortValue | null;
}

export const EMPTY_SEARCH: SearchState = {
  q: "",
  category: "",
  occasion: [],
  location: "",
  price: null,
  rating: 0,
  verified: false,
  sort: null,
};

const RATING_VALUES: readonly number[] = SEARCH.ratingOptions.map((o) => o.value);
const { min: PRICE_FLOOR, max: PRICE_CEILING } = SEARCH.priceRange;
const LIST_SEPARATOR = ",";

const clampPrice = (value: number) => Math.min(PRICE_CEILING, Math.max(PRICE_FLOOR, Math.round(value)));

function parsePrice(min: string | null, max: string | null): PriceRange | null {
  const low = min === null || min.trim() === "" ? NaN : Number(min);
  const high = max === null || max.trim() === "" ? NaN : Number(max);
  if (Number.isNaN(low) && Number.isNaN(high)) return null;
  const range = { min: clampPrice(Number.isNaN(low) ? PRICE_FLOOR : low), max: clampPrice(Number.isNaN(high) ? PRICE_CEILING : high) };
  if (range.min > range.max) [range.min, range.max] = [range.max, range.min];
  return isFullPriceRange(range) ? null : range;
}

/** The slider at both ends filters nothing, so it is the same as no price filter. */
export function isFullPriceRange(range: PriceRange): boolean {
  return range.min <= PRICE_FLOOR && range.max >= PRICE_CEILING;
}

function parseList(value: string | null): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(LIST_SEPARATOR)
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ];
}

/** Reads the search from the URL; anything malformed falls back to its default rather than failing. */
export function parseSearchParams(params: URLSearchParams): SearchState {
  const rating = Number(params.get("rating"));
  const sort = params.get("sort");
  return {
    q: (params.get("q") ?? "").trim(),
    category: (params.get("category") ?? "").trim(),
    occasion: parseList(params.get("occasion")),
    location: (params.get("location") ?? "").trim(),
    price: parsePrice(params.get("min"), params.get("max")),
    rating: RATING_VALUES.includes(rating) ? rating : 0,
    verified: params.get("verified") === "true",
    sort: (SORT_VALUES as readonly string[]).includes(sort ?? "") ? (sort as SortValue) : null,
  };
}

/** Writes the search as URL parameters, leaving defaults out, in a fixed order (for paths.search and setSearchParams). */
export function serialiseSearchState(state: SearchState): Record<string, string> {
  const params: Record<string, string> = {};
  if (state.q.trim()) params.q = state.q.trim();
  if (state.category) params.category = state.category;
  if (state.occasion.length) params.occasion = state.occasion.join(LIST_SEPARATOR);
  if (state.location) params.location = state.location;
  if (state.price && !isFullPriceRange(state.price)) {
    params.min = String(clampPrice(state.price.min));
    params.max = String(clampPrice(state.price.max));
  }
  if (state.rating > 0) params.rating = String(state.rating);
  if (state.verified) params.verified = "true";
  if (state.sort) params.sort = state.sort;
  return params;
}

/** The filters part of the API request; undefined when nothing is filtered. */
export function toSearchFilters(state: SearchState): SearchFilters | undefined {
  const filters: SearchFilters = {};
  if (state.category) filters.category = [state.category];
  if (state.occasion.length) filters.occasion = state.occasion;
  if (state.location) filters.location = state.location;
  if (state.price) filters.priceRange = { min: state.price.min, max: state.price.max };
  if (state.rating > 0) filters.rating = state.rating;
  if (state.verified) filters.verified = true;
  return Object.keys(filters).length ? filters : undefined;
}

/** The API request of one page of results (the searchId is added when it is sent). */
export function toSearchRequest(state: SearchState, offset: number, limit: number = SEARCH.defaultLimit): Omit<SearchRequest, "searchId"> {
  const filters = toSearchFilters(state);
  return { query: state.q, ...(filters ? { filters } : {}), ...(state.sort ? { sort: state.sort } : {}), offset, limit };
}

/** How many filter sections differ from their defaults (the badge on the Filters button). */
export function countActiveFilters(state: SearchState): number {
  return [
    state.category !== "",
    state.occasion.length > 0,
    state.location !== "",
    state.price !== null,
    state.rating > 0,
    state.verified,
  ].filter(Boolean).length;
}

/** A new query keeps the category and the sort; the refinements belong to the previous results, so they reset. */
export function withQuery(state: SearchState, q: string): SearchState {
  return { ...EMPTY_SEARCH, q: q.trim(), category: state.category, sort: state.sort };
}

/** Clear All: every filter back to its default, keeping the query and the sort. */
export function withoutFilters(state: SearchState): SearchState {
  return { ...EMPTY_SEARCH, q: state.q, sort: state.sort };
}

/** The search as a query string, e.g. to tell whether two states are the same search. */
export function searchKey(state: SearchState): string {
  return new URLSearchParams(serialiseSearchState(state)).toString();
}
