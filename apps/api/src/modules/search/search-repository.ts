import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { SEARCH } from "@utsav/domain";
import { addSearchTerms, MIN_TYPO_WORD, queryRows, requireRow, searchWords } from "@utsav/db";
import type { Db } from "@utsav/db";
import type { SearchTermDictionary } from "./search-terms.ts";
import { toCard } from "../catalogue/index.ts";
import type { CardRow } from "../catalogue/index.ts";
import {
  COUNT_CAP,
  escapeLike,
  FEW_MATCHES,
  filterConditions,
  MIN_INFIX,
  prefixQuery,
  RANK_WINDOW,
  SUGGESTION_WINDOW,
} from "./search-query.ts";
import { offeringOnSaleSql, onSaleSql, vendorOnSaleSql } from "../catalogue/index.ts";
import type { FacetCounts, Match, SearchPage, SearchQuery, Suggestions } from "./search-query.ts";

export type { FacetCounts, SearchPage, SearchQuery, Suggestions } from "./search-query.ts";

// Search in the database, the same SQL on PGlite and PostgreSQL (application §5, catalogue §5):
// - words match as prefixes through the full-text index ('hamp' finds hampers; english stemming);
// - the whole query matches as a case-insensitive substring of the title through a trigram index, and the words
//   of category, vendor name, area and occasions through the full-text index;
// - a typo is tolerated by looking misspelt words up in the dictionary of known words (trigram similarity, in
//   memory: modules/search/search-terms.ts) and adding the close ones to the full-text query ('hampr' finds hampers);
// - title matches rank first, then full-text rank, then similarity;
// - a page of results and its facet counts come from one statement.

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

  /**
   * True when fewer than FEW_MATCHES offerings on sale match as typed: only then are close spellings looked for.
   * The matches are a materialised CTE, planned without the LIMIT: with the LIMIT in view, PostgreSQL expects to
   * find five rows early in a plain scan of the table, and for a misspelt word, which matches nothing, it read all
   * 100,000 offerings (300 ms). Planned alone, a rare word goes through the indexes and a common one scans only
   * until the LIMIT is met, since the CTE is read lazily.
   */
  private async fewMatches(condition: SQL): Promise<boolean> {
    const [row] = await queryRows<{ n: number }>(
      this.db,
      sql`with matched as materialized (select o.id, o.vendor_id, o.status, o.hidden_at, o.category, o.source from offerings o where ${condition})
        select count(*)::int as n from (select 1 from matched o join vendors v on v.id = o.vendor_id where ${onSaleSql} limit ${FEW_MATCHES}) as found`,
    );
    return (row?.n ?? 0) < FEW_MATCHES;
  }

  /**
   * `answer` to the query with typo tolerance (decision 0006): close spellings of its words of MIN_TYPO_WORD letters
   * or more join only when what was typed matches fewer than FEW_MATCHES offerings on sale, so 'lighting' never
   * brings in 'living'. Without filters, the answer's own count (`found`) says so, and the answer runs again only
   * then: a query spelt right takes one statement. Filters could leave fewer than that of a common word's matches,
   * so with them a count of the words' matches alone decides first.
   */
  private async tolerant<T>(
    text: string,
    filtered: boolean,
    answer: (match: Match) => Promise<T>,
    found: (result: T) => number,
  ): Promise<T> {
    const words = searchWords(text);
    const typed = this.match(text, prefixQuery(words));
    if (!words.some((w) => w.length >= MIN_TYPO_WORD)) return answer(typed);
    if (filtered) return answer((await this.fewMatches(typed.where)) ? await this.corrected(text, words) : typed);
    const result = await answer(typed);
    if (found(result) >= FEW_MATCHES) return result;
    const corrected = await this.corrected(text, words);
    return corrected.tsq === typed.tsq ? result : answer(corrected);
  }

  /** The match of the query with the close spellings of its long words. */
  private async corrected(text: string, words: string[]): Promise<Match> {
    return this.match(text, prefixQuery(words, await this.alternatives(words)));
  }

  /** The SQL that matches the query (words through `tsq`, the whole text in titles) and ranks its matches. */
  private match(text: string, tsq: string | null): Match {
    const lowered = text.toLowerCase();
    const like = `%${escapeLike(lowered)}%`;
    // Two letters inside a word ('ab' in 'Tableware') are noise; from three on, a title may contain the text anywhere.
    const title = lowered.trim().length >= MIN_INFIX ? sql`lower(o.title) like ${like}` : sql`false`;
    const words = tsq ? sql`o.search_vector @@ to_tsquery('english', ${tsq})` : sql`false`;
    const rank = sql`(case when ${title} then 2 else 0 end
      + ${tsq ? sql`ts_rank(o.search_vector, to_tsquery('english', ${tsq}))` : sql`0`})`;
    return { where: sql`(${words} or ${title})`, words, title, rank, tsq };
  }

  /** Every word of the search-term dictionary (the in-memory dictionary loads them). */
  static async allTerms(db: Db): Promise<string[]> {
    return (await queryRows<{ word: string }>(db, sql`select word from search_terms`)).map((r) => r.word);
  }

  /** Adds the words of the given texts to the search-term table (the dictionary reloads when the catalogue changes). */
  static async addTerms(db: Db, texts: string[]): Promise<void> {
    await addSearchTerms(db, texts);
  }

  /** A page of results and the facet counts, with close spellings of misspelt words (decision 0006). */
  async search(query: SearchQuery): Promise<SearchPage> {
    const filters = filterConditions(query.filters, query.served);
    return this.tolerant(
      query.text,
      filters.length > 0,
      (match) => this.page(query, match, filters),
      (page) => page.total,
    );
  }

  /**
   * A page of results and the facet counts, from one statement (one plan, one pass over the matches). The matches
   * are taken in catalogue order: with relevance, the first RANK_WINDOW are ranked (title matches first, then
   * full-text rank) and the rest follow in catalogue order, so common words stay fast at any catalogue size; an
   * explicit sort is global, the planner walking the price or rating index to the page. The number of matches
   * and the counts per facet value are over the first COUNT_CAP in catalogue order (`capped` says there were more).
   */
  private async page(query: SearchQuery, { where, rank }: Match, filters: SQL[]): Promise<SearchPage> {
    const conditions = sql.join([onSaleSql, where, ...filters], sql` and `);
    const columns = sql`o.id, o.title, o.summary as "description", o.images -> 0 as "image", o.price, o.price_label as "priceLabel",
      o.category, o.sub_category as "subCategory", v.name as "vendorName", v.verified as "vendorVerified", o.rating, o.total_reviews as "totalReviews", o.slug, o.offering_type as "offeringType"`;
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
    const results = await queryRows<{ page: CardRow[]; summary: Summary; category: Counts; occasion: Counts; location: Counts }>(
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
    const { page: cards, summary, category, occasion, location } = requireRow(results, "the search's one row of aggregates");
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

  /** Offerings and vendors for the suggestion list, with close spellings of misspelt words (decision 0006). */
  async suggest(text: string, category: string | undefined, limit: number, vendorLimit: number): Promise<Suggestions> {
    const suggestions = (match: Match) => this.suggestions(match, text, category, limit, vendorLimit);
    return (await this.tolerant(text, category !== undefined, suggestions, (found) => found.candidates)).list;
  }

  /**
   * The suggestion list of one match, from one statement, and how many candidates it had. The candidates are the
   * first SUGGESTION_WINDOW word-prefix matches in catalogue order and the first `limit` titles that contain the
   * query (those rank highest; the title's trigram index finds them wherever they are), so that a two-letter prefix
   * and a rare word both stay fast. Each part has its own plan, and neither evaluates the other's condition. The
   * title part reads at least FEW_MATCHES, so that fewer candidates than that means fewer matches than that.
   */
  private async suggestions(
    { words, title, rank }: Match,
    text: string,
    category: string | undefined,
    limit: number,
    vendorLimit: number,
  ): Promise<{ list: Suggestions; candidates: number }> {
    const live = [onSaleSql];
    if (category) live.push(sql`o.category = ${category}`);
    const lowered = text.toLowerCase();
    const like = `%${escapeLike(lowered)}%`;
    const results = await queryRows<Suggestions & { candidates: number }>(
      this.db,
      sql`
      with candidates as (
        (select o.id from offerings o join vendors v on v.id = o.vendor_id where ${sql.join([...live, words], sql` and `)} order by o.position, o.id limit ${SUGGESTION_WINDOW})
        union
        (select o.id from offerings o join vendors v on v.id = o.vendor_id where ${sql.join([...live, title], sql` and `)} order by o.position, o.id limit ${Math.max(limit, FEW_MATCHES)})
      )
      select
        (select count(*)::int from candidates) as candidates,
        (select coalesce(json_agg(x order by x.ord), '[]'::json) from (
          select o.id, o.title, o.slug, o.category, v.name as "vendorName", v.area, o.images -> 0 as image,
                 row_number() over (order by ${rank} desc, o.position asc, o.id) as ord
          from candidates c join offerings o on o.id = c.id join vendors v on v.id = o.vendor_id
          order by ord
          limit ${limit}
        ) x) as offerings,
        (select coalesce(json_agg(x order by x.ord), '[]'::json) from (
          select v.id, v.slug, v.name, v.area, v.logo,
                 row_number() over (order by word_similarity(${lowered}, lower(v.name)) desc, v.name) as ord
          from vendors v
          where (lower(v.name) like ${like} or ${lowered} <% lower(v.name))
            and ${vendorOnSaleSql} and exists (select 1 from offerings o where o.vendor_id = v.id and ${offeringOnSaleSql})
          order by ord
          limit ${vendorLimit}
        ) x) as vendors`,
    );
    const { candidates, ...list } = requireRow(results, "the suggestions' one row");
    return { list, candidates };
  }
}
