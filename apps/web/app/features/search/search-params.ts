import { isFullPriceRange, SEARCH, SORT_VALUES } from "@utsav/domain/client";
import type { PriceRange, SearchState, SortValue } from "@utsav/domain/client";

// The search lives in the URL (q, category, occasion, location, min, max, rating, verified, serves, free, sort) so that a search
// can be shared and the back button works. These pure functions are the only place that reads or writes it; the
// state itself and its rules are the domain's, shared with the native app.
export {
  countActiveSearchFilters as countActiveFilters,
  EMPTY_SEARCH,
  isFullPriceRange,
  toSearchFilters,
  toSearchRequest,
  withoutFilters,
  withQuery,
} from "@utsav/domain/client";
export type { SearchState } from "@utsav/domain/client";

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

/**
 * A real date of "Free on my date", YYYY-MM-DD, else ''. Checked here rather than with the domain's isIsoDate, whose
 * module would bring its date formats into the search page's first script.
 */
function parseDate(value: string | null): string {
  const date = (value ?? "").trim();
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : null;
  return parsed && !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date ? date : "";
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
    servesArea: (params.get("serves") ?? "").trim().slice(0, 80),
    freeOn: parseDate(params.get("free")),
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
  if (state.servesArea) params.serves = state.servesArea;
  if (state.freeOn) params.free = state.freeOn;
  if (state.sort) params.sort = state.sort;
  return params;
}

/** The search as a query string, e.g. to tell whether two states are the same search. */
export function searchKey(state: SearchState): string {
  return new URLSearchParams(serialiseSearchState(state)).toString();
}
