import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { SEARCH } from "@utsav/domain";
import type { MediaItem, OfferingCard, SearchFilters, SortValue } from "@utsav/domain";
import { freeOnSql } from "../availability/index.ts";

// What a search asks and answers, and the SQL of its filters (modules/search/search-repository.ts runs them).

/** The vendors that serve a locality in every category, and the vendor and category pairs of the others that serve it. */
export interface ServedBy {
  vendorIds: string[];
  pairs: [string, string][];
}

export interface SearchQuery {
  text: string;
  filters: SearchFilters;
  /** "Serves my area", resolved to vendors (decision 0022); absent when the filter is not asked for. */
  served?: ServedBy;
  sort?: SortValue;
  limit: number;
  offset: number;
}

export interface Match {
  /** The whole match: a word prefix (full text) or the query within the title. */
  where: SQL;
  /** The word-prefix part alone. */
  words: SQL;
  /** The title part alone. */
  title: SQL;
  rank: SQL;
  /** The full-text query (the words as prefixes, with any close spellings); null when the query has no words. */
  tsq: string | null;
}

/** How many of the counted matches fall under each facet value. */
export interface FacetCounts {
  category: Record<string, number>;
  occasion: Record<string, number>;
  location: Record<string, number>;
  /** For each rating option above "All", lowest first: the matches rated at least its value. */
  rating: { option: RatingOption; count: number }[];
  verified: number;
}

type RatingOption = (typeof SEARCH.ratingOptions)[number];

/** What the suggestion list is made from. */
export interface Suggestions {
  offerings: { id: string; title: string; slug: string; category: string; vendorName: string; area: string; image: MediaItem | null }[];
  vendors: { id: string; slug: string; name: string; area: string; logo: string }[];
}

/** A page of results with the number of matches and the facet counts. */
export interface SearchPage {
  cards: OfferingCard[];
  total: number;
  capped: boolean;
  facets: FacetCounts;
  /** The price range of the counted matches; null when none has a price. */
  price: { min: number; max: number } | null;
}

/** Below this many matches as typed, close spellings of the query's long words are searched too. */
export const FEW_MATCHES = 5;

/** A query this long or longer also matches inside a title's words; shorter ones match word starts only. */
export const MIN_INFIX = 3;

/**
 * A prefix tsquery: every query word (or one of its close spellings) must match a word's start.
 * ['festive', 'hampr'] with {hampr: ['hamper']} → '(festive:*) & (hampr:* | hamper:*)'.
 */
export function prefixQuery(words: string[], alternatives: Map<string, string[]> = new Map()): string | null {
  if (words.length === 0) return null;
  return words.map((w) => `(${[w, ...(alternatives.get(w) ?? [])].map((t) => `${t}:*`).join(" | ")})`).join(" & ");
}

/** The bounds of PostgreSQL's integer and the smallest normal real (float4). */
const INT_MAX = 2_147_483_647;
const REAL_MIN_NORMAL = 1.2e-38;

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** How many matches, in catalogue order, are ranked by relevance; the rest follow in catalogue order. */
export const RANK_WINDOW = 500;
/** Counts and facets are exact up to this many matches; beyond it the result says the count is capped. */
export const COUNT_CAP = 500;

/**
 * How many word-prefix matches in catalogue order the suggestions rank, besides the first titles that contain the
 * query. Walking the catalogue to a rare word's 50th match reads about 50 / (its share of offerings) rows.
 */
export const SUGGESTION_WINDOW = 50;

/** Offerings of the vendors that serve the locality, and of the categories that serve it where only some do. */
function servedCondition({ vendorIds, pairs }: ServedBy): SQL {
  const parts: SQL[] = [];
  if (vendorIds.length > 0)
    parts.push(
      sql`o.vendor_id in (${sql.join(
        vendorIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  for (const [vendorId, category] of pairs) parts.push(sql`(o.vendor_id = ${vendorId} and o.category = ${category})`);
  return parts.length > 0 ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

/** The SQL conditions of the search filters (application §5), on offerings `o` joined with vendors `v`. */
export function filterConditions(filters: SearchFilters, served?: ServedBy): SQL[] {
  const conditions: SQL[] = [];
  if (served) conditions.push(servedCondition(served));
  // "Free on my date" (decision 0058): the vendor can take a booking for the offering that day.
  if (filters.freeOn) conditions.push(freeOnSql(filters.freeOn, sql`o.vendor_id`, sql`o.id`));
  if (filters.category?.length)
    conditions.push(
      sql`o.category in (${sql.join(
        filters.category.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
  if (filters.occasion?.length)
    conditions.push(
      sql`o.occasions ?| array[${sql.join(
        filters.occasion.map((c) => sql`${c}`),
        sql`, `,
      )}]::text[]`,
    );
  if (filters.location) {
    const like = `%${escapeLike(filters.location.toLowerCase())}%`;
    // spec: application §5 "the location filter matches vendor name"; the vendor's area counts too.
    conditions.push(sql`(lower(v.name) like ${like} or lower(v.area) like ${like})`);
  }
  if (filters.priceRange) {
    // Prices are whole rupees in an integer column: a bound like 0.5 or 1e20 would fail as an integer parameter, so
    // it is rounded inwards and clamped to the column's range (the same offerings match, and the index still serves).
    const min = Math.min(Math.max(Math.ceil(filters.priceRange.min), 0), INT_MAX);
    const max = Math.min(Math.floor(filters.priceRange.max), INT_MAX);
    conditions.push(sql`o.price between ${min} and ${max}`);
  }
  // The rating column is real: a tiny positive bound (1e-40) would fail as its parameter, so it is raised to the
  // smallest normal real, which still leaves out exactly the unrated (0) offerings.
  if (filters.rating !== undefined && filters.rating > 0) conditions.push(sql`o.rating >= ${Math.max(filters.rating, REAL_MIN_NORMAL)}`);
  if (filters.verified) conditions.push(sql`v.verified`);
  return conditions;
}
