import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { OFFERING_STATUS, SEARCH } from "@utsav/domain";
import type { MediaItem, OfferingCard, SearchFilters, SortValue } from "@utsav/domain";
import { addSearchTerms, MIN_TYPO_WORD, queryRows, searchWords } from "@utsav/db";
import type { Db } from "@utsav/db";
import type { SearchTermDictionary } from "../lib/search-terms.ts";
import { toCard } from "./catalogue-repository.ts";

// Search in the database, the same SQL on PGlite and PostgreSQL (application §5, catalogue §5):
// - words match as prefixes through the full-text index ('hamp' finds hampers; english stemming);
// - the whole query matches as a case-insensitive substring of the title through a trigram index, and the words
//   of category, vendor name, area and occasions through the full-text index;
// - a typo is tolerated by looking misspelt words up in the dictionary of known words (trigram similarity, in
//   memory: lib/search-terms.ts) and adding the close ones to the full-text query ('hampr' finds hampers);
// - title matches rank first, then full-text rank, then similarity;
// - a page of results and its facet counts come from one statement.

export interface SearchQuery {
  text: string;
  filters: SearchFilters;
  sort?: SortValue;
  limit: number;
  offset: number;
}

interface Match {
  /** The whole match: a word prefix (full text) or the query within the title. */
  where: SQL;
  /** The word-prefix part alone. */
  words: SQL;
  /** The title part alone. */
  title: SQL;
  rank: SQL;
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
  vendors: { id: string; name: string; area: string; logo: string }[];
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

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** How many matches, in catalogue order, are ranked by relevance; the rest follow in catalogue order. */
export const RANK_WINDOW = 500;
/** Counts and facets are exact up to this many matches; beyond it the result says the count is capped. */
export const COUNT_CAP = 500;

/**
 * How many word-prefix matches in catalogue order the suggestions rank, besides the first titles that contain the
 * query. Walking the catalogue to a rare word's 50th match reads about 50 / (its share of offerings) rows.
 */
const SUGGESTION_WINDOW = 50;

export class SearchRepository {
  constructor(
    private readonly db: Db,
    private readonly terms: SearchTermDictionary,
  ) {}

  /** Close spellings of the query words from the search-term dictionary. */
  private async alternatives(words: string[]): Promise<Map<string, string[]>> {
    const map = new Map<string, string[]>();
    for (const word of words.filter((w) => w.length >= MIN_TYPO_WORD)) {
      const close = await this.terms.closeSpellings(word);
      if (close.length > 0) map.set(word, close);
    }
    return map;
  }

  /** The SQL that matches a query and ranks its matches, built once per request. */
  private async matchCondition(text: string): Promise<Match> {
    const lowered = text.toLowerCase();
    const like = `%${escapeLike(lowered)}%`;
    const words = searchWords(text);
    const tsq = prefixQuery(words, await this.alternatives(words));
    const fts = tsq ? sql`o.search_vector @@ to_tsquery('english', ${tsq})` : sql`false`;
    const title = sql`lower(o.title) like ${like}`;
    const where = sql`(${fts} or ${title})`;
    const rank = sql`(case when ${title} then 2 else 0 end
      + ${tsq ? sql`ts_rank(o.search_vector, to_tsquery('english', ${tsq}))` : sql`0`})`;
    return { where, words: fts, title, rank };
  }

  /** Every word of the search-term dictionary (the in-memory dictionary loads them). */
  static async allTerms(db: Db): Promise<string[]> {
    return (await queryRows<{ word: string }>(db, sql`select word from search_terms`)).map((r) => r.word);
  }

  /** Adds the words of the given texts to the search-term table (the dictionary reloads when the catalogue changes). */
  static async addTerms(db: Db, texts: string[]): Promise<void> {
    await addSearchTerms(db, texts);
  }

  private filterConditions(filters: SearchFilters): SQL[] {
    const conditions: SQL[] = [];
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

  /**
   * A page of results and the facet counts, from one statement (one plan, one pass over the matches). The matches
   * are taken in catalogue order: with relevance, the first RANK_WINDOW are ranked (title matches first, then
   * full-text rank) and the rest follow in catalogue order, so common words stay fast at any catalogue size; an
   * explicit sort is global, the planner walking the price or rating index to the page. The number of matches
   * and the counts per facet value are over the first COUNT_CAP in catalogue order (`capped` says there were more).
   */
  async search(query: SearchQuery): Promise<SearchPage> {
    const { where, rank } = await this.matchCondition(query.text);
    const conditions = sql.join([sql`o.status = ${OFFERING_STATUS.live}`, where, ...this.filterConditions(query.filters)], sql` and `);
    const columns = sql`o.id, o.title, o.summary as "description", o.images -> 0 as "image", o.price, o.price_label as "priceLabel",
      o.category, o.sub_category as "subCategory", v.name as "vendorName", o.rating, o.slug, o.offering_type as "offeringType"`;
    const reach = query.sort ? COUNT_CAP + 1 : Math.max(RANK_WINDOW, COUNT_CAP + 1, query.offset + query.limit);
    // json_agg is given the page's order explicitly (a sorted subquery alone does not promise it).
    let page: SQL;
    let pageOrder: SQL;
    if (query.sort) {
      const [column, direction]: [string, SQL] =
        query.sort === "price_asc" ? ["price", sql`asc`] : query.sort === "price_desc" ? ["price", sql`desc`] : ["rating", sql`desc`];
      page = sql`select ${columns} from offerings o join vendors v on v.id = o.vendor_id
        where ${conditions} order by ${sql.identifier("o")}.${sql.identifier(column)} ${direction}, o.id ${direction}
        limit ${query.limit} offset ${query.offset}`;
      pageOrder = sql`${sql.identifier("p")}.${sql.identifier(column)} ${direction}, p.id ${direction}`;
    } else {
      // The matches carry only what ranking and counting need; the page's cards are read for its rows alone.
      page = sql`select ${columns}, m.ord from (
          select id, ord from (
            select id, row_number() over (order by (n <= ${RANK_WINDOW}) desc, case when n <= ${RANK_WINDOW} then relevance end desc, n) as ord from matched
          ) ranked order by ord limit ${query.limit} offset ${query.offset}
        ) m join offerings o on o.id = m.id join vendors v on v.id = o.vendor_id`;
      pageOrder = sql`p.ord`;
    }
    type CardRow = {
      id: string;
      title: string;
      description: string;
      image: MediaItem;
      price: number;
      priceLabel: string;
      category: string;
      subCategory: string;
      vendorName: string;
      rating: number;
      slug: string;
      offeringType: string;
    };
    type Counts = Record<string, number> | null;
    type Summary = {
      total: number;
      rating3: number;
      rating4: number;
      rating45: number;
      verified: number;
      priceMin: number | null;
      priceMax: number | null;
    };
    // Relevance is computed above the window's limit, so that only the window's rows are ranked.
    const [result] = await queryRows<{ page: CardRow[]; summary: Summary; category: Counts; occasion: Counts; location: Counts }>(
      this.db,
      sql`
      with matched as materialized (
        select o.id, o.category, o.occasions, o.price, o.rating, o.area, o.verified, ${query.sort ? sql`0` : rank} as relevance,
               row_number() over (order by o.position, o.id) as n
        from (
          select o.id, o.position, o.title, o.search_vector, o.category, o.occasions, o.price, o.rating, v.area, v.verified
          from offerings o join vendors v on v.id = o.vendor_id
          where ${conditions} order by o.position, o.id limit ${reach}
        ) o
      ),
      counted as (select category, occasions, price, rating, area, verified from matched where n <= ${COUNT_CAP + 1})
      select
        (select coalesce(json_agg(p order by ${pageOrder}), '[]'::json) from (${page}) p) as page,
        (select json_build_object(
          'total', count(*),
          'rating3', count(*) filter (where rating >= 3), 'rating4', count(*) filter (where rating >= 4), 'rating45', count(*) filter (where rating >= 4.5),
          'verified', count(*) filter (where verified),
          'priceMin', min(price) filter (where price > 0), 'priceMax', max(price)
        ) from counted) as summary,
        (select json_object_agg(category, n) from (select category, count(*) as n from counted group by category) c) as category,
        (select json_object_agg(occasion, n) from (select occasion, count(*) as n from counted, jsonb_array_elements_text(occasions) as occasion group by occasion) c) as occasion,
        (select json_object_agg(area, n) from (select area, count(*) as n from counted group by area) c) as location`,
    );
    const { page: cards, summary, category, occasion, location } = result!;
    const atLeast = new Map<number, number>([
      [3, summary.rating3],
      [4, summary.rating4],
      [4.5, summary.rating45],
    ]);
    const facets: FacetCounts = {
      category: category ?? {},
      occasion: occasion ?? {},
      location: location ?? {},
      rating: SEARCH.ratingOptions
        .filter((option) => option.value > 0)
        .map((option) => ({ option, count: atLeast.get(option.value) ?? 0 })),
      verified: summary.verified,
    };
    return {
      cards: cards.map((r) => toCard({ ...r, rating: Number(r.rating), price: Number(r.price) })),
      total: Math.min(summary.total, COUNT_CAP),
      capped: summary.total > COUNT_CAP,
      facets,
      price:
        summary.priceMin !== null && summary.priceMax !== null && summary.priceMax > 0
          ? { min: summary.priceMin, max: summary.priceMax }
          : null,
    };
  }

  /**
   * Offerings and vendors for the suggestion list, best matches first, from one statement. The candidates are the
   * first SUGGESTION_WINDOW word-prefix matches in catalogue order and the first `limit` titles that contain the
   * query (those rank highest; the title's trigram index finds them wherever they are), so that a two-letter prefix
   * and a rare word both stay fast. Each part has its own plan, and neither evaluates the other's condition.
   */
  async suggest(text: string, category: string | undefined, limit: number, vendorLimit: number): Promise<Suggestions> {
    const { words, title, rank } = await this.matchCondition(text);
    const live = [sql`o.status = ${OFFERING_STATUS.live}`];
    if (category) live.push(sql`o.category = ${category}`);
    const lowered = text.toLowerCase();
    const like = `%${escapeLike(lowered)}%`;
    const [result] = await queryRows<Suggestions>(
      this.db,
      sql`
      with candidates as (
        (select o.id from offerings o where ${sql.join([...live, words], sql` and `)} order by o.position, o.id limit ${SUGGESTION_WINDOW})
        union
        (select o.id from offerings o where ${sql.join([...live, title], sql` and `)} order by o.position, o.id limit ${limit})
      )
      select
        (select coalesce(json_agg(x order by x.ord), '[]'::json) from (
          select o.id, o.title, o.slug, o.category, v.name as "vendorName", v.area, o.images -> 0 as image,
                 row_number() over (order by ${rank} desc, o.position asc, o.id) as ord
          from candidates c join offerings o on o.id = c.id join vendors v on v.id = o.vendor_id
          order by ord
          limit ${limit}
        ) x) as offerings,
        (select coalesce(json_agg(x order by x.ord), '[]'::json) from (
          select v.id, v.name, v.area, v.logo,
                 row_number() over (order by word_similarity(${lowered}, lower(v.name)) desc, v.name) as ord
          from vendors v
          where (lower(v.name) like ${like} or ${lowered} <% lower(v.name))
            and exists (select 1 from offerings o where o.vendor_id = v.id and o.status = ${OFFERING_STATUS.live})
          order by ord
          limit ${vendorLimit}
        ) x) as vendors`,
    );
    return result!;
  }
}
