// spec: application §9 (business constants and limits) and catalogue §9.

export const SEARCH = {
  debounceMs: 300,
  sectionLimit: 3,
  defaultLimit: 20,
  maxLimit: 100,
  minQueryLength: 2,
  searchPageSize: 100,
  ratingOptions: [
    { label: "All", value: 0 },
    { label: "3 & Above", value: 3 },
    { label: "4 & Above", value: 4 },
    { label: "4.5 & Above", value: 4.5 },
  ],
  priceRange: { min: 1000, max: 100000 },
  /** The search filters' price slider moves through the default bounds ₹500 at a time. */
  priceStep: 500,
} as const;

export const SORT_OPTIONS = [
  { label: "Most Rated", value: "rating_desc" },
  { label: "Price: Low to High", value: "price_asc" },
  { label: "Price: High to Low", value: "price_desc" },
] as const;
export type SortValue = (typeof SORT_OPTIONS)[number]["value"];
export const SORT_VALUES = SORT_OPTIONS.map((o) => o.value) as [SortValue, ...SortValue[]];
