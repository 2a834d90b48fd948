import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { OFFERING_STATUS } from "@utsav/domain";
import type { MediaItem, OfferingCard, SearchFilters, SortValue } from "@utsav/domain";
import { queryRows } from "../db/client.ts";
import type { Db } from "../db/client.ts";
import { toCard } from "./catalogue-repository.ts";

// Search in the database, the same SQL on PGlite and PostgreSQL (application §5, catalogue §5):
// - words match as prefixes through the full-text index ('hamp' finds hampers; english stemming);
// - the whole query matches as a case-insensitive substring of the title through a trigram index, and the words
//   of category, vendor name, area and occasions through the full-text index;
// - a typo is tolerated by looking misspelt words up in a dictionary of known words (trigram similarity on a
//   small table) and adding the close ones to the full-text query ('hampr' finds hampers);
// - title matches rank first, then full-text rank, then similarity.

export interface SearchQuery {
  text: string;
  filters: SearchFilters;
  sort?: SortValue;
  limit: number;
  offset: number;
}

export interface Match {
  where: SQL;
  rank: SQL;
}

export interface FacetRow {
  field: string;
  value: string;
  count: number;
}

/** The searchable words of a text: lower-case runs of letters and digits. */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
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

/** How many matches in catalogue order the suggestions rank. */
const SUGGESTION_WINDOW = 200;

/** Words shorter than this are too ambiguous to correct. */
const MIN_TYPO_WORD = 4;

export class SearchRepository {
  constructor(private readonly db: Db) {}

  /** Close spellings of the query words from the search-term dictionary (trigram similarity, indexed). */
  private async alternatives(words: string[]): Promise<Map<string, string[]>> {
    const candidates = words.filter((w) => w.length >= MIN_TYPO_WORD);
    const map = new Map<string, string[]>();
    if (candidates.length === 0) return map;
    const rows = await queryRows<{ word: string; term: string }>(
      this.db,
      sql`select q.word, t.word as term
          from unnest(array[${sql.join(candidates.map((w) => sql`${w}`), sql`, `)}]::text[]) as q(word)
          cross join lateral (
            select s.word from search_terms s where s.word % q.word and s.word <> q.word
            order by similarity(s.word, q.word) desc limit 3
          ) as t`,
    );
    for (const row of rows) map.set(row.word, [...(map.get(row.word) ?? []), row.term]);
    return map;
  }

  /** The SQL that matches a query and ranks its matches; build it once per request and pass it on. */
  async matchCondition(text: string): Promise<Match> {
    const lowered = text.toLowerCase();
    const like = `%${escapeLike(lowered)}%`;
    const words = searchWords(text);
    const tsq = prefixQuery(words, await this.alternatives(words));
    const fts = tsq ? sql`o.search_vector @@ to_tsquery('english', ${tsq})` : sql`false`;
    const where = sql`(${fts} or lower(o.title) like ${like})`;
    const rank = sql`(case when lower(o.title) like ${like} then 2 else 0 end
      + ${tsq ? sql`ts_rank(o.search_vector, to_tsquery('english', ${tsq}))` : sql`0`})`;
    return { where, rank };
  }

  /** Adds the words of the given texts to the search-term dictionary. */
  static async addTerms(db: Db, texts: string[]): Promise<void> {
    const words = [...new Set(texts.flatMap((t) => searchWords(t)).filter((w) => w.length >= MIN_TYPO_WORD && !/^\d+$/.test(w)))];
    for (let i = 0; i < words.length; i += 1000) {
      const chunk = words.slice(i, i + 1000);
      await db.execute(sql`insert into search_terms (word) select unnest(array[${sql.join(chunk.map((w) => sql`${w}`), sql`, `)}]::text[]) on conflict do nothing`);
    }
  }

  private filterConditions(filters: SearchFilters): SQL[] {
    const conditions: SQL[] = [];
    if (filters.category?.length) conditions.push(sql`o.category in (${sql.join(filters.category.map((c) => sql`${c}`), sql`, `)})`);
    if (filters.occasion?.length) conditions.push(sql`o.occasions ?| array[${sql.join(filters.occasion.map((c) => sql`${c}`), sql`, `)}]::text[]`);
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

  async search(query: SearchQuery, match: Match): Promise<OfferingCard[]> {
    const { where, rank } = match;
    const conditions = sql.join([sql`o.status = ${OFFERING_STATUS.live}`, where, ...this.filterConditions(query.filters)], sql` and `);
    const columns = sql`o.id, o.title, o.summary as "description", o.images -> 0 as "image", o.price, o.price_label as "priceLabel",
      o.category, o.sub_category as "subCategory", v.name as "vendorName", o.rating, o.slug, o.offering_type as "offeringType"`;
    type Row = {
      id: string; title: string; description: string; image: MediaItem; price: number; priceLabel: string; category: string;
      subCategory: string; vendorName: string; rating: number; slug: string; offeringType: string;
    };
    let rows: Row[];
    if (query.sort) {
      // An explicit sort is global: the planner walks the price or rating index and stops at the page.
      const order =
        query.sort === "price_asc" ? sql`o.price asc, o.id asc` : query.sort === "price_desc" ? sql`o.price desc, o.id desc` : sql`o.rating desc, o.id desc`;
      rows = await queryRows<Row>(this.db, sql`
        select ${columns} from offerings o join vendors v on v.id = o.vendor_id
        where ${conditions} order by ${order} limit ${query.limit} offset ${query.offset}`);
    } else {
      // Relevance: the first RANK_WINDOW matches in catalogue order are ranked (title matches first, then full-text
      // rank); matches beyond them follow in catalogue order. Common words stay fast at any catalogue size.
      const reach = Math.max(RANK_WINDOW, query.offset + query.limit);
      rows = await queryRows<Row>(this.db, sql`
        with matched as (
          select ${columns}, ${rank} as relevance, o.position,
                 row_number() over (order by o.position, o.id) as n
          from (
            select o.* from offerings o join vendors v on v.id = o.vendor_id
            where ${conditions} order by o.position, o.id limit ${reach}
          ) o join vendors v on v.id = o.vendor_id
        )
        select * from matched
        order by (n <= ${RANK_WINDOW}) desc, case when n <= ${RANK_WINDOW} then relevance end desc, n
        limit ${query.limit} offset ${query.offset}`);
    }
    return rows.map((r) => toCard({ ...r, rating: Number(r.rating), price: Number(r.price) }));
  }

  /**
   * The number of matches and the counts per facet value, in one pass over the matches (the first COUNT_CAP in
   * catalogue order when there are more; `capped` says so).
   */
  async facets(query: SearchQuery, match: Match): Promise<{ total: number; capped: boolean; rows: FacetRow[]; price: { min: number; max: number } | null }> {
    const { where } = match;
    const conditions = [sql`o.status = ${OFFERING_STATUS.live}`, where, ...this.filterConditions(query.filters)];
    const result = await queryRows<{ field: string; value: string; count: string | number }>(this.db, sql`
      with matched as (
        select o.category, o.occasions, o.price, o.rating, v.area, v.verified
        from offerings o join vendors v on v.id = o.vendor_id
        where ${sql.join(conditions, sql` and `)}
        order by o.position, o.id
        limit ${COUNT_CAP + 1}
      )
      select 'total' as field, '' as value, count(*) as count from matched
      union all select 'category' as field, category as value, count(*) as count from matched group by category
      union all select 'occasion', occ, count(*) from matched, jsonb_array_elements_text(occasions) as occ group by occ
      union all select 'location', area, count(*) from matched group by area
      union all select 'rating', r.v::text, count(*) filter (where matched.rating >= r.v) from matched, (values (3.0), (4.0), (4.5)) as r(v) group by r.v
      union all select 'verified', 'true', count(*) filter (where verified) from matched
      union all select 'price_min', coalesce(min(price), 0)::text, 0 from matched where price > 0
      union all select 'price_max', coalesce(max(price), 0)::text, 0 from matched`);
    let min: number | null = null;
    let max: number | null = null;
    let counted = 0;
    const rows: FacetRow[] = [];
    for (const r of result) {
      if (r.field === "total") counted = Number(r.count);
      else if (r.field === "price_min") min = Number(r.value);
      else if (r.field === "price_max") max = Number(r.value);
      else rows.push({ field: r.field, value: r.value, count: Number(r.count) });
    }
    return { total: Math.min(counted, COUNT_CAP), capped: counted > COUNT_CAP, rows, price: min !== null && max !== null && max > 0 ? { min, max } : null };
  }

  /** Offerings and vendors for the suggestion list: best matches first. */
  async suggestOfferings(text: string, category: string | undefined, limit: number) {
    const { where, rank } = await this.matchCondition(text);
    const conditions = [sql`o.status = ${OFFERING_STATUS.live}`, where];
    if (category) conditions.push(sql`o.category = ${category}`);
    // Like search, rank only the first matches in catalogue order, so a two-letter prefix stays fast.
    return queryRows<{ id: string; title: string; slug: string; category: string; vendorName: string; area: string; image: MediaItem }>(this.db, sql`
      select o.id, o.title, o.slug, o.category, v.name as "vendorName", v.area, o.images -> 0 as image
      from (
        select o.* from offerings o where ${sql.join(conditions, sql` and `)} order by o.position, o.id limit ${SUGGESTION_WINDOW}
      ) o join vendors v on v.id = o.vendor_id
      order by ${rank} desc, o.position asc, o.id
      limit ${limit}`);
  }

  async suggestVendors(text: string, limit: number) {
    const lowered = text.toLowerCase();
    const like = `%${escapeLike(lowered)}%`;
    return queryRows<{ id: string; name: string; area: string; logo: string }>(this.db, sql`
      select v.id, v.name, v.area, v.logo from vendors v
      where (lower(v.name) like ${like} or ${lowered} <% lower(v.name))
        and exists (select 1 from offerings o where o.vendor_id = v.id and o.status = ${OFFERING_STATUS.live})
      order by word_similarity(${lowered}, lower(v.name)) desc, v.name
      limit ${limit}`);
  }
}
