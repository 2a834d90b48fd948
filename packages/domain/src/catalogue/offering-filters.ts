import { CATEGORIES } from "./constants.ts";
import { SEARCH } from "../search/constants.ts";
import type { SortValue } from "../search/constants.ts";
import type { Category, OfferingCard } from "./schemas.ts";
import { shownPrice } from "../shared/display.ts";

// The pure rules of the filter bar (spec: application §2 "Offering list and filter bar", §5 slider rules).
// Filtering and sorting run on the phone or in the browser over the offerings already loaded.

/** A price range in rupees, both ends included. */
export interface PriceRange {
  min: number;
  max: number;
}

/** The price slider moves in steps of ₹100. */
export const PRICE_STEP = 100;

export interface OfferingFilters {
  /** null is the full range: it keeps meaning 'everything' when more offerings load and the bounds widen. */
  priceRange: PriceRange | null;
  /** 0 is 'All' (SEARCH.ratingOptions). */
  minRating: number;
  /** Empty means every category. */
  categories: Category[];
  /** Empty means every vendor. */
  vendors: string[];
  /** Only offerings of vendors whose documents operators checked (application §2 "Verified Vendors"). */
  verifiedOnly: boolean;
}

export const DEFAULT_FILTERS: OfferingFilters = { priceRange: null, minRating: 0, categories: [], vendors: [], verifiedOnly: false };

/** The slider's ends: the cheapest and dearest loaded offering, widened to whole steps so every stop is reachable. */
export function priceBounds(offerings: readonly OfferingCard[], step = PRICE_STEP): PriceRange {
  if (offerings.length === 0) return { min: 0, max: step };
  let min = Infinity;
  let max = -Infinity;
  for (const { price } of offerings) {
    if (price < min) min = price;
    if (price > max) max = price;
  }
  const low = Math.floor(min / step) * step;
  const high = Math.ceil(max / step) * step;
  return { min: low, max: high > low ? high : low + step };
}

/** spec: application §5 "Slider clamps to min and max, snaps to step". */
export function snapToStep(value: number, bounds: PriceRange, step = PRICE_STEP): number {
  const snapped = bounds.min + Math.round((value - bounds.min) / step) * step;
  return Math.min(bounds.max, Math.max(bounds.min, snapped));
}

/** Moves one thumb of the range; the low thumb cannot pass the high thumb, nor the high thumb the low one. */
export function moveThumb(range: PriceRange, thumb: keyof PriceRange, value: number, bounds: PriceRange, step = PRICE_STEP): PriceRange {
  const next = snapToStep(value, bounds, step);
  return thumb === "min" ? { min: Math.min(next, range.max), max: range.max } : { min: range.min, max: Math.max(next, range.min) };
}

/** The range after the slider reports a move: it moves one thumb at a time, and which may go where is our rule. */
export function movedRange(range: PriceRange, next: PriceRange, bounds: PriceRange): PriceRange {
  const thumb = next.min !== range.min ? "min" : "max";
  return moveThumb(range, thumb, next[thumb], bounds);
}

/** The range the slider shows for a selection: the chosen one, or the full bounds. */
export function sliderRange(filters: OfferingFilters, bounds: PriceRange): PriceRange {
  return filters.priceRange ?? bounds;
}

/** A range that covers the bounds is no price filter at all. */
export function withPriceRange(filters: OfferingFilters, range: PriceRange, bounds: PriceRange): OfferingFilters {
  const full = range.min <= bounds.min && range.max >= bounds.max;
  return { ...filters, priceRange: full ? null : range };
}

export function applyFilters(offerings: readonly OfferingCard[], filters: OfferingFilters): OfferingCard[] {
  const { priceRange, minRating, categories, vendors, verifiedOnly } = filters;
  return offerings.filter(
    (o) =>
      (!priceRange || (shownPrice(o) >= priceRange.min && shownPrice(o) <= priceRange.max)) &&
      o.rating >= minRating &&
      (categories.length === 0 || categories.includes(o.category)) &&
      (vendors.length === 0 || vendors.includes(o.vendorName)) &&
      (!verifiedOnly || o.vendorVerified),
  );
}

/** Stable: offerings that tie keep their catalogue order. No sort keeps the catalogue order. */
export function sortOfferings(offerings: readonly OfferingCard[], sort: SortValue | null): OfferingCard[] {
  switch (sort) {
    case "rating_desc":
      return offerings.toSorted((a, b) => b.rating - a.rating);
    case "price_asc":
      return offerings.toSorted((a, b) => shownPrice(a) - shownPrice(b));
    case "price_desc":
      return offerings.toSorted((a, b) => shownPrice(b) - shownPrice(a));
    default:
      return [...offerings];
  }
}

export function ratingLabel(minRating: number): string {
  return SEARCH.ratingOptions.find((o) => o.value === minRating)?.label ?? SEARCH.ratingOptions[0].label;
}

/** The badge on the Filters button: how many of price, rating, category, vendor and verified differ from their defaults. */
export function countActiveFilters(filters: OfferingFilters): number {
  return [
    filters.priceRange !== null,
    filters.minRating !== DEFAULT_FILTERS.minRating,
    filters.categories.length > 0,
    filters.vendors.length > 0,
    filters.verifiedOnly,
  ].filter(Boolean).length;
}

/** Apply is disabled while the draft equals the applied selection; the order of ticked boxes does not matter. */
export function sameFilters(a: OfferingFilters, b: OfferingFilters): boolean {
  const sameSet = <T>(x: readonly T[], y: readonly T[]) => x.length === y.length && x.every((v) => y.includes(v));
  const sameRange =
    a.priceRange === b.priceRange ||
    (a.priceRange !== null && b.priceRange !== null && a.priceRange.min === b.priceRange.min && a.priceRange.max === b.priceRange.max);
  return (
    sameRange &&
    a.minRating === b.minRating &&
    sameSet(a.categories, b.categories) &&
    sameSet(a.vendors, b.vendors) &&
    a.verifiedOnly === b.verifiedOnly
  );
}

/** The categories present in the list, in the catalogue's order (decor, gifts, sweets). */
export function categoriesIn(offerings: readonly OfferingCard[]): Category[] {
  const present = new Set(offerings.map((o) => o.category));
  return CATEGORIES.filter((c) => present.has(c));
}

/** The vendors present in the list, alphabetically. */
export function vendorsIn(offerings: readonly OfferingCard[]): string[] {
  return [...new Set(offerings.map((o) => o.vendorName))].sort((a, b) => a.localeCompare(b, "en-IN"));
}

export function toggleIn<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}
