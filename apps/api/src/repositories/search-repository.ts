import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { OFFERING_STATUS } from "@utsav/domain";
import type { MediaItem, OfferingCard, SearchFilters, SortValue } from "@utsav/domain";
import { queryRows } from "../db/client.ts";
import type { Db } from "../db/client.ts";
import { toCard } from "./catalogue-repository.ts";

// Search in the database, the same SQL on PGlite and PostgreSQL (application §5, catalogue §5):
// - words match as prefixes through the full-text index ('hamp' finds hampers; english stemming);
// - the whole query matches as a case-insensitive substring of title, category, vendor name and the rest
//   through a trigram index;
// - one typo is tolerated through trigram word similarity ('hampr' finds hampers);
// - title matches rank first, then full-text rank, then similarity.

export interface SearchQuery {
  text: string;
  filters: SearchFilters;
  sort?: SortValue;
  limit: number;
  offset: number;
}

export interface FacetRow {
  field: string;
  value: string;
  count: number;
}

/** 'Festive hampr!' → 'festive:* & hampr:*'; only letters and digits reach to_tsquery. */
export function prefixQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length > 0 ? words.slice(0, 8).map((w) => `${w}:*`).join(" & ") : null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export class SearchRepository {
  constructor(private readonly db: Db) {}

  private matchCondition(text: string): { where: SQL; rank: SQL } {
    const lowered = text.toLowerCase();
    const like = `%${escapeLike(lowered)}%`;
    const tsq = prefixQuery(text);
    const fts = tsq ? sql`o.search_vector @@ to_tsquery('english', ${tsq})` : sql`false`;
    const where = sql`(${fts} or lower(o.title) like ${like} or o.search_text like ${like} or ${lowered} <% lower(o.title) or ${lowered} <% o.search_text)`;
    const rank = sql`(case when lower(o.title) like ${like} then 2 else 0 end
      + ${tsq ? sql`ts_rank(o.search_vector, to_tsquery('english', ${tsq}))` : sql`0`}
      + word_similarity(${lowered}, lower(o.title)))`;
    return { where, rank };
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
    if (filters.priceRange) conditions.push(sql`o.price between ${filters.priceRange.min} and ${filters.priceRange.max}`);
    if (filters.rating !== undefined && filters.rating > 0) conditions.push(sql`o.rating >= ${filters.rating}`);
    if (filters.verified) conditions.push(sql`v.verified`);
    return conditions;
  }

  async search(query: SearchQuery): Promise<{ cards: OfferingCard[]; total: number }> {
    const { where, rank } = this.matchCondition(query.text);
    const conditions = [sql`o.status = ${OFFERING_STATUS.live}`, where, ...this.filterConditions(query.filters)];
    const order =
      query.sort === "price_asc"
        ? sql`o.price asc, relevance desc`
        : query.sort === "price_desc"
          ? sql`o.price desc, relevance desc`
          : query.sort === "rating_desc"
            ? sql`o.rating desc, o.total_reviews desc, relevance desc`
            : sql`relevance desc, o.position asc`;
    const rows = await queryRows<{
      id: string; title: string; description: string; image: MediaItem; price: number; priceLabel: string; category: string;
      subCategory: string; vendorName: string; rating: number; slug: string; offeringType: string; total: string | number;
    }>(this.db, sql`
      select o.id, o.title, o.summary as "description", o.images -> 0 as "image", o.price, o.price_label as "priceLabel",
             o.category, o.sub_category as "subCategory", v.name as "vendorName", o.rating, o.slug,
             o.offering_type as "offeringType", ${rank} as relevance, count(*) over () as total
      from offerings o join vendors v on v.id = o.vendor_id
      where ${sql.join(conditions, sql` and `)}
      order by ${order}, o.id
      limit ${query.limit} offset ${query.offset}`);
    const total = rows[0] ? Number(rows[0].total) : query.offset > 0 ? await this.count(conditions) : 0;
    return { cards: rows.map((r) => toCard({ ...r, rating: Number(r.rating), price: Number(r.price) })), total };
  }

  private async count(conditions: SQL[]): Promise<number> {
    const rows = await queryRows<{ n: string | number }>(
      this.db,
      sql`select count(*) as n from offerings o join vendors v on v.id = o.vendor_id where ${sql.join(conditions, sql` and `)}`,
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** Counts per facet value over everything the query and filters match. */
  async facets(query: SearchQuery): Promise<{ rows: FacetRow[]; price: { min: number; max: number } | null }> {
    const { where } = this.matchCondition(query.text);
    const conditions = [sql`o.status = ${OFFERING_STATUS.live}`, where, ...this.filterConditions(query.filters)];
    const result = await queryRows<{ field: string; value: string; count: string | number }>(this.db, sql`
      with matched as (
        select o.category, o.occasions, o.price, o.rating, v.area, v.verified
        from offerings o join vendors v on v.id = o.vendor_id
        where ${sql.join(conditions, sql` and `)}
      )
      select 'category' as field, category as value, count(*) as count from matched group by category
      union all select 'occasion', occ, count(*) from matched, jsonb_array_elements_text(occasions) as occ group by occ
      union all select 'location', area, count(*) from matched group by area
      union all select 'rating', r.v::text, count(*) filter (where matched.rating >= r.v) from matched, (values (3.0), (4.0), (4.5)) as r(v) group by r.v
      union all select 'verified', 'true', count(*) filter (where verified) from matched
      union all select 'price_min', coalesce(min(price), 0)::text, 0 from matched where price > 0
      union all select 'price_max', coalesce(max(price), 0)::text, 0 from matched`);
    let min: number | null = null;
    let max: number | null = null;
    const rows: FacetRow[] = [];
    for (const r of result) {
      if (r.field === "price_min") min = Number(r.value);
      else if (r.field === "price_max") max = Number(r.value);
      else rows.push({ field: r.field, value: r.value, count: Number(r.count) });
    }
    return { rows, price: min !== null && max !== null && max > 0 ? { min, max } : null };
  }

  /** Offerings and vendors for the suggestion list: best matches first. */
  async suggestOfferings(text: string, category: string | undefined, limit: number) {
    const { where, rank } = this.matchCondition(text);
    const conditions = [sql`o.status = ${OFFERING_STATUS.live}`, where];
    if (category) conditions.push(sql`o.category = ${category}`);
    return queryRows<{ id: string; title: string; slug: string; category: string; vendorName: string; area: string; image: MediaItem }>(this.db, sql`
      select o.id, o.title, o.slug, o.category, v.name as "vendorName", v.area, o.images -> 0 as image, ${rank} as relevance
      from offerings o join vendors v on v.id = o.vendor_id
      where ${sql.join(conditions, sql` and `)}
      order by relevance desc, o.position asc, o.id
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
