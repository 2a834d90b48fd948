import { COLLECTIONS, OCCASIONS } from "@utsav/catalogue";
import { CATEGORIES, SEARCH, SORT_OPTIONS } from "@utsav/domain";
import type { Facet, SearchPageData, SearchRequest, SearchResult, SuggestionItem, SuggestionRequest } from "@utsav/domain";
import type { SearchRepository } from "../repositories/search-repository.ts";

const CATEGORY_LABELS: Record<string, string> = { decor: "Decor", gifts: "Gifts", sweets: "Sweets" };

/** Words that lead to a category suggestion besides its name. */
const CATEGORY_WORDS: Record<string, string[]> = {
  decor: ["decor", "decoration", "flowers", "flower", "lighting", "lights", "balloons", "office decor"],
  gifts: ["gifts", "gift", "hampers", "hamper", "corporate gifts", "barware"],
  sweets: ["sweets", "sweet", "mithai", "laddoo", "barfi", "dates"],
};

/** True when one word is within one edit of the other (a typo), or a prefix of it. */
export function closeTo(query: string, word: string): boolean {
  if (word.startsWith(query)) return true;
  if (Math.abs(query.length - word.length) > 1 || query.length < 3) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < query.length && j < word.length) {
    if (query[i] === word[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (query.length > word.length) i++;
    else if (query.length < word.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (query.length - i) + (word.length - j) <= 1;
}

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

/** Search and suggestions (application §2 Search, §5; catalogue §5). */
export class SearchService {
  constructor(private readonly repository: SearchRepository) {}

  async search(request: SearchRequest): Promise<SearchResult> {
    const text = request.query.trim();
    if (text.length < SEARCH.minQueryLength) return emptyResult(request);
    const query = { text, filters: request.filters ?? {}, sort: request.sort, limit: request.limit, offset: request.offset };
    const match = await this.repository.matchCondition(text);
    const { cards, total, capped, facets, price } = await this.repository.search(query, match);
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

  private toFacets(rows: { field: string; value: string; count: number }[], price: { min: number; max: number } | null): Facet[] {
    const select = (field: Facet["field"], label: (v: string) => string): Facet => ({
      field,
      fieldType: "select",
      rangeValue: null,
      values: rows
        .filter((r) => r.field === field && r.count > 0)
        .map((r) => ({ value: r.value, label: label(r.value), count: r.count }))
        .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
    });
    const ratingLabel = (v: string) => SEARCH.ratingOptions.find((o) => o.value === Number(v))?.label ?? `${v} & Above`;
    return [
      select("category", (v) => CATEGORY_LABELS[v] ?? v),
      select("occasion", (v) => OCCASIONS[v as keyof typeof OCCASIONS] ?? v),
      select("location", (v) => v),
      { ...select("rating", ratingLabel), values: select("rating", ratingLabel).values.sort((a, b) => Number(a.value) - Number(b.value)) },
      {
        field: "priceRange",
        fieldType: "range",
        rangeValue: { minValue: price?.min ?? SEARCH.priceRange.min, maxValue: price?.max ?? SEARCH.priceRange.max },
        values: [],
      },
      select("verified", () => "Verified Vendors"),
    ];
  }

  async suggestions(request: SuggestionRequest): Promise<{ sections: { title: "Top Offerings" | "Categories" | "Occasions"; items: SuggestionItem[] }[] }> {
    const text = request.query.trim();
    if (text.length < SEARCH.minQueryLength) return { sections: [] };
    const limit = request.sectionLimit;
    const category = request.filters?.category?.[0] || undefined;
    const { offerings, vendors } = await this.repository.suggest(text, category, limit, 1);

    const top: SuggestionItem[] = [
      ...vendors.map((v) => ({ id: v.id, title: v.name, type: "vendor" as const, subtitle: `Vendor · ${v.area}`, image: v.logo, category: null, location: v.area })),
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
      ...CATEGORIES.filter((c) => (!category || c === category) && CATEGORY_WORDS[c]!.some((w) => matchesWords(text, w))).map((c) => ({
        id: c,
        title: CATEGORY_LABELS[c]!,
        type: "category" as const,
        subtitle: "Category",
        image: null,
        category: c,
        location: null,
      })),
      ...COLLECTIONS.filter((c) => !c.slug.endsWith("-corporate") && (!category || c.category === category) && matchesWords(text, c.title)).map((c) => ({
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
      .map(([id, label]) => ({ id, title: label, type: "occasion" as const, subtitle: "Occasion", image: null, category: null, location: null }));

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
        categories: [{ id: "all", label: "All", value: "" }, ...CATEGORIES.map((c) => ({ id: c, label: CATEGORY_LABELS[c]!, value: c }))],
      },
    };
  }
}
