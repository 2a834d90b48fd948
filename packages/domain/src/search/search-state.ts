import { SEARCH } from "./constants.ts";
import type { SortValue } from "./constants.ts";
import type { SearchFilters, SearchRequest } from "./schemas.ts";
import type { PriceRange } from "../catalogue/offering-filters.ts";

// The state of a search (application §2 Search, §3 Search request): the query and its refinements, and how they
// become the API's request. The web keeps it in the page's URL, the app in its screen.

const { min: PRICE_FLOOR, max: PRICE_CEILING } = SEARCH.priceRange;

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
  /** "Serves my area": the locality whose vendors are kept ('' for off; decision 0022). */
  servesArea: string;
  /** "Free on my date": the date whose free vendors are kept ('' for off; decision 0058). */
  freeOn: string;
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
  servesArea: "",
  freeOn: "",
  sort: null,
};

/** The slider at both ends filters nothing, so it is the same as no price filter. */
export function isFullPriceRange(range: PriceRange): boolean {
  return range.min <= PRICE_FLOOR && range.max >= PRICE_CEILING;
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
  if (state.servesArea) filters.servesLocality = state.servesArea;
  if (state.freeOn) filters.freeOn = state.freeOn;
  return Object.keys(filters).length ? filters : undefined;
}

/** True when a query is long enough to search (application §5, minimum query length 2); shorter ones send nothing. */
export function isSearchable(q: string): boolean {
  return q.trim().length >= SEARCH.minQueryLength;
}

/** The API request of one page of the search page's results, 100 to a page (application §9); the searchId is added when it is sent. */
export function toSearchRequest(
  state: SearchState,
  offset: number,
  limit: number = SEARCH.searchPageSize,
): Omit<SearchRequest, "searchId"> {
  const filters = toSearchFilters(state);
  return { query: state.q, ...(filters ? { filters } : {}), ...(state.sort ? { sort: state.sort } : {}), offset, limit };
}

/** How many filter sections differ from their defaults (the badge on the Filters button). */
export function countActiveSearchFilters(state: SearchState): number {
  return [
    state.category !== "",
    state.occasion.length > 0,
    state.location !== "",
    state.price !== null,
    state.rating > 0,
    state.verified,
    state.servesArea !== "",
    state.freeOn !== "",
  ].filter(Boolean).length;
}

/**
 * Whether two searches ask for the same results: the filters dialog's Apply is disabled while its draft is the search
 * in force (application §2). Ticked occasions are a set: their order does not matter.
 */
export function sameSearch(a: SearchState, b: SearchState): boolean {
  const samePrice =
    a.price === b.price || (a.price !== null && b.price !== null && a.price.min === b.price.min && a.price.max === b.price.max);
  return (
    a.q === b.q &&
    a.category === b.category &&
    a.occasion.length === b.occasion.length &&
    a.occasion.every((o) => b.occasion.includes(o)) &&
    a.location === b.location &&
    samePrice &&
    a.rating === b.rating &&
    a.verified === b.verified &&
    a.servesArea === b.servesArea &&
    a.freeOn === b.freeOn &&
    a.sort === b.sort
  );
}

/** A new query keeps the category and the sort; the refinements belong to the previous results, so they reset. */
export function withQuery(state: SearchState, q: string): SearchState {
  return { ...EMPTY_SEARCH, q: q.trim(), category: state.category, sort: state.sort };
}

/** Clear All: every filter back to its default, keeping the query and the sort. */
export function withoutFilters(state: SearchState): SearchState {
  return { ...EMPTY_SEARCH, q: state.q, sort: state.sort };
}
