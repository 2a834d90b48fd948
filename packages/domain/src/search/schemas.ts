import { z } from "zod";
import { SEARCH, SORT_VALUES } from "./constants.ts";
import { offeringCardSchema } from "../catalogue/schemas.ts";
import { isIsoDate } from "../shared/dates.ts";

// spec: application §3 (Search request, Search result, Facet, Search page data)

export const searchFiltersSchema = z
  .object({
    category: z.array(z.string().max(40)).max(10).optional(),
    occasion: z.array(z.string().max(40)).max(10).optional(),
    location: z.string().max(80).optional(),
    priceRange: z
      .object({
        min: z.number().min(0, "priceRange.min must not be negative"),
        max: z.number().min(0, "priceRange.max must not be negative"),
      })
      .refine((r) => r.min <= r.max, { message: "priceRange.min must not exceed priceRange.max" })
      .optional(),
    rating: z.number().min(0, "rating must be between 0 and 5").max(5, "rating must be between 0 and 5").optional(),
    verified: z.boolean().optional(),
    /** "Serves my area": only offerings whose vendor serves this Bengaluru locality, a name or a pincode (decision 0022). */
    servesLocality: z.string().trim().min(1).max(80).optional(),
    /** "Free on my date": only offerings whose vendor can take a booking on this date, YYYY-MM-DD (decision 0058). */
    freeOn: z
      .string()
      .max(10, "freeOn must be a date written YYYY-MM-DD")
      .refine((v) => isIsoDate(v), "freeOn must be a date written YYYY-MM-DD")
      .optional(),
  })
  .strict();
export type SearchFilters = z.infer<typeof searchFiltersSchema>;

export const searchRequestSchema = z.object({
  searchId: z.string().max(200).optional(),
  query: z.string().max(200),
  type: z.string().max(40).optional(),
  filters: searchFiltersSchema.optional(),
  sort: z.enum(SORT_VALUES, { error: `sort must be one of ${SORT_VALUES.join(", ")}` }).optional(),
  offset: z.number().int().min(0, "offset must not be negative").max(100_000, "offset must be at most 100000").default(0),
  limit: z
    .number()
    .int()
    .min(1, `limit must be between 1 and ${SEARCH.maxLimit}`)
    .max(SEARCH.maxLimit, `limit must be between 1 and ${SEARCH.maxLimit}`)
    .default(SEARCH.defaultLimit),
});
export type SearchRequest = z.infer<typeof searchRequestSchema>;

export const selectOptionSchema = z.object({ value: z.string(), label: z.string(), count: z.number().int().min(0) });
export const facetSchema = z.object({
  field: z.enum(["category", "occasion", "location", "rating", "priceRange", "verified"]),
  fieldType: z.enum(["select", "range"]),
  rangeValue: z.object({ minValue: z.number(), maxValue: z.number() }).nullable(),
  values: z.array(selectOptionSchema),
});
export type Facet = z.infer<typeof facetSchema>;

export const searchResultSchema = z.object({
  results: z.array(offeringCardSchema),
  totalResults: z.number().int().min(0),
  /** True when there are more matches than totalResults says (counts stop at 500). */
  totalResultsCapped: z.boolean(),
  facets: z.array(facetSchema),
  sortOptions: z.array(z.object({ label: z.string(), value: z.string() })),
  hasMore: z.boolean(),
  offset: z.number().int(),
  limit: z.number().int(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const suggestionRequestSchema = z.object({
  searchId: z.string().max(200).optional(),
  query: z.string().max(200),
  sectionLimit: z.number().int().min(1).max(10).default(SEARCH.sectionLimit),
  filters: z.object({ category: z.array(z.string().max(40)).max(1).optional() }).optional(),
});
export type SuggestionRequest = z.infer<typeof suggestionRequestSchema>;

export const suggestionItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(["vendor", "offering", "category", "occasion"]),
  subtitle: z.string(),
  image: z.string().nullable(),
  category: z.string().nullable(),
  location: z.string().nullable(),
});
export type SuggestionItem = z.infer<typeof suggestionItemSchema>;

export const suggestionsSchema = z.object({
  sections: z.array(z.object({ title: z.enum(["Top Offerings", "Categories", "Occasions"]), items: z.array(suggestionItemSchema) })),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;

export const searchPageDataSchema = z.object({
  filters: z.object({ categories: z.array(z.object({ id: z.string(), label: z.string(), value: z.string() })) }),
});
export type SearchPageData = z.infer<typeof searchPageDataSchema>;
