import { COLLECTIONS, OCCASIONS } from "@utsav/catalogue";
import { CATEGORIES, CATEGORY_LABELS, ok, SEARCH, SORT_OPTIONS } from "@utsav/domain";
import type { Facet, SearchPageData, SearchRequest, SearchResult, SuggestionItem, SuggestionRequest } from "@utsav/domain";
import type { CachedResponse, ResponseCache } from "../../platform/http/response-cache.ts";
import { CATEGORY_WORDS } from "@utsav/db";
import type { FacetCounts, SearchRepository } from "./search-repository.ts";
import type { ServedBy } from "./search-query.ts";
import { isTypoOf } from "./search-terms.ts";

type FacetValue = Facet["values"][number];

/** True when the query starts the word, or is a typo of it that search accepts (decision 0006). */
export function closeTo(query: string, word: string): boolean {
  return word.startsWith(query) || isTypoOf(query, word);
}

/** Words that lead to a category suggestion besides its name. */
const categoryWords = (category: string) => [...(CATEGORY_WORDS[category]?.indexed ?? []), ...(CATEGORY_WORDS[category]?.suggested ?? [])];

const matchesWords = (query: string, text: string) => {
  const q = query.toLowerCase().trim();
  const t = text.toLowerCase();
  return t.includes(q) || t.split(/[^a-z0-9]+/).some((w) => w && closeTo(q, w));
};

const emptyResult = (request: SearchRequest): SearchResult => ({
  results: [],
  totalResults: 0,
  totalResultsCapped: false,
  facets: [],
  sortOptions: [...SORT_OPTIONS],
  hasMore: false,
  offset: request.offset,
  limit: request.limit,
});

/**
 * The same question, asked again, gets the same answer until the catalogue changes: popular searches and the
 * prefixes typed into the search box repeat across consumers. The key is the question: matching ignores case and
 * surrounding spaces, so the key does too, and the searchId (unique to each request, application §3) is left out.
 */
const cacheKey = (kind: string, body: { searchId?: string; query: string }) =>
  `${kind}:${JSON.stringify({ ...body, searchId: undefined, query: body.query.trim().toLowerCase() })}`;

/** Search and suggestions (application §2 Search, §5; catalogue §5). */
export class SearchService {
  /**
   * `cache` holds the answers, serialised, and is emptied whenever the catalogue changes; it is the searches' own,
   * so searches cannot push catalogue pages out of theirs.
   */
  constructor(
    private readonly repository: SearchRepository,
    private readonly cache: ResponseCache,
    /** The vendors that serve a locality, for "Serves my area" (modules/terms/terms-service.ts). */
    private readonly servedBy?: (locality: string) => Promise<ServedBy>,
  ) {}

  /** The envelope of a search's answer, from the cache when the question was asked before. */
  cachedSearch(request: SearchRequest): Promise<CachedResponse> {
    return this.cache.get(cacheKey("search", request), async () => ({ statusCode: 200, payload: ok(await this.search(request)) }));
  }

  /** The envelope of the suggestions for a query, from the cache when it was asked before. */
  cachedSuggestions(request: SuggestionRequest): Promise<CachedResponse> {
    return this.cache.get(cacheKey("suggestions", request), async () => ({
      statusCode: 200,
      payload: ok(await this.suggestions(request)),
    }));
  }

  async search(request: SearchRequest): Promise<SearchResult> {
    const text = request.query.trim();
    if (text.length < SEARCH.minQueryLength) return emptyResult(request);
    const filters = request.filters ?? {};
    const served = filters.servesLocality && this.servedBy ? await this.servedBy(filters.servesLocality) : undefined;
    const query = { text, filters, served, sort: request.sort, limit: request.limit, offset: request.offset };
    const { cards, total, capped, facets, price } = await this.repository.search(query);
    return {
      results: cards,
      totalResults: total,
      totalResultsCapped: capped,
      facets: this.toFacets(facets, price),
      sortOptions: [...SORT_OPTIONS],
      hasMore: capped ? cards.length === request.limit : request.offset + cards.length < total,
      offset: request.offset,
      limit: request.limit,
    };
  }

  private toFacets(counts: FacetCounts, price: { min: number; max: number } | null): Facet[] {
    const select = (field: Facet["field"], values: FacetValue[]): Facet => ({
      field,
      fieldType: "select",
      rangeValue: null,
      values: values.filter((v) => v.count > 0),
    });
    /** The values of a facet, most matches first. */
    const byCount = (values: Record<string, number>, label: (v: string) => string): FacetValue[] =>
      Object.entries(values)
        .map(([value, count]) => ({ value, label: label(value), count }))
        .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
    return [
      select(
        "category",
        byCount(counts.category, (v) => CATEGORY_LABELS[v as keyof typeof CATEGORY_LABELS] ?? v),
      ),
      select(
        "occasion",
        byCount(counts.occasion, (v) => OCCASIONS[v as keyof typeof OCCASIONS] ?? v),
      ),
      select(
        "location",
        byCount(counts.location, (v) => v),
      ),
      select(
        "rating",
        counts.rating.map(({ option, count }) => ({ value: option.value.toFixed(1), label: option.label, count })),
      ),
      {
        field: "priceRange",
        fieldType: "range",
        rangeValue: { minValue: price?.min ?? SEARCH.priceRange.min, maxValue: price?.max ?? SEARCH.priceRange.max },
        values: [],
      },
      select("verified", [{ value: "true", label: "Verified Vendors", count: counts.verified }]),
    ];
  }

  async suggestions(
    request: SuggestionRequest,
  ): Promise<{ sections: { title: "Top Offerings" | "Categories" | "Occasions"; items: SuggestionItem[] }[] }> {
    const text = request.query.trim();
    if (text.length < SEARCH.minQueryLength) return { sections: [] };
    const limit = request.sectionLimit;
    const category = request.filters?.category?.[0] || undefined;
    const { offerings, vendors } = await this.repository.suggest(text, category, limit, 1);

    const top: SuggestionItem[] = [
      ...vendors.map((v) => ({
        // The store's slug: a vendor suggestion opens its public page (docs/decisions/0059).
        id: v.slug,
        title: v.name,
        type: "vendor" as const,
        subtitle: `Vendor · ${v.area}`,
        image: v.logo,
        category: null,
        location: v.area,
      })),
      ...offerings.map((o) => ({
        id: o.slug,
        title: o.title,
        type: "offering" as const,
        subtitle: o.vendorName,
        image: o.image?.thumbnailUrl ?? o.image?.url ?? null,
        category: o.category,
        location: o.area,
      })),
    ].slice(0, limit);

    const categories: SuggestionItem[] = [
      ...CATEGORIES.filter((c) => (!category || c === category) && categoryWords(c).some((w) => matchesWords(text, w))).map((c) => ({
        id: c,
        title: CATEGORY_LABELS[c],
        type: "category" as const,
        subtitle: "Category",
        image: null,
        category: c,
        location: null,
      })),
      ...COLLECTIONS.filter(
        (c) => !c.slug.endsWith("-corporate") && (!category || c.category === category) && matchesWords(text, c.title),
      ).map((c) => ({
        id: c.slug,
        title: c.title,
        type: "category" as const,
        subtitle: "Collection",
        image: null,
        category: c.category,
        location: null,
      })),
    ].slice(0, limit);

    const occasions: SuggestionItem[] = Object.entries(OCCASIONS)
      .filter(([, label]) => matchesWords(text, label))
      .slice(0, limit)
      .map(([id, label]) => ({
        id,
        title: label,
        type: "occasion" as const,
        subtitle: "Occasion",
        image: null,
        category: null,
        location: null,
      }));

    return {
      sections: [
        { title: "Top Offerings", items: top },
        { title: "Categories", items: categories },
        { title: "Occasions", items: occasions },
      ],
    };
  }

  pageData(): SearchPageData {
    return {
      filters: {
        categories: [{ id: "all", label: "All", value: "" }, ...CATEGORIES.map((c) => ({ id: c, label: CATEGORY_LABELS[c], value: c }))],
      },
    };
  }
}
