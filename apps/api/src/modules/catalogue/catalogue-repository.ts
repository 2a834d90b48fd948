import { and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { CollectionRule } from "@utsav/catalogue";
import { GIFT_ROW_PATTERN, pagePaths } from "@utsav/domain";
import type { Category, MediaItem, OfferingCard, PriceRule, SubCategory } from "@utsav/domain";
import { offerings, offeringSlugs, reviews, vendorProfiles, vendors, vendorTerms } from "@utsav/db";
import type { Db } from "@utsav/db";
import { onSale } from "./storefront-gate.ts";

// SQL for catalogue reads. Everything here reads offerings on sale only (storefront-gate.ts): live (status 10), not
// hidden, of an approved vendor that is not paused; anything else is gone from the storefront at once.

const live = onSale;

type OfferingRow = typeof offerings.$inferSelect;

export const cardColumns = {
  id: offerings.id,
  title: offerings.title,
  description: offerings.summary,
  image: sql<MediaItem>`${offerings.images} -> 0`,
  price: offerings.price,
  priceLabel: offerings.priceLabel,
  category: offerings.category,
  subCategory: offerings.subCategory,
  vendorName: vendors.name,
  vendorVerified: vendors.verified,
  rating: offerings.rating,
  totalReviews: offerings.totalReviews,
  slug: offerings.slug,
  offeringType: offerings.offeringType,
};

/** A card as the catalogue and search reads select it, before it is shaped for the API. */
export interface CardRow {
  id: string;
  title: string;
  description: string;
  image: MediaItem;
  price: number;
  priceLabel: string;
  /** The offering's columns, as the schema types them (search reads them back from its own SQL as the same). */
  category: OfferingRow["category"];
  subCategory: OfferingRow["subCategory"];
  vendorName: string;
  vendorVerified: boolean;
  /** The vendor's figures, copied onto the offering (docs/decisions/0060). */
  rating: number;
  totalReviews: number;
  slug: string;
  offeringType: OfferingRow["offeringType"];
}

export function toCard(row: CardRow): OfferingCard {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image: row.image,
    price: row.price,
    priceLabel: row.priceLabel,
    category: row.category,
    subCategory: row.subCategory,
    vendorName: row.vendorName,
    vendorVerified: row.vendorVerified,
    rating: row.rating,
    reviewsCount: row.totalReviews,
    navRef: pagePaths.offering(row.slug),
    offeringType: row.offeringType,
  };
}

/** 'personal' and 'corporate' include offerings meant for everyone ('all'); 'all' asks for no narrowing. */
export function subCategoryScope(subCategory: SubCategory): SubCategory[] | null {
  return subCategory === "all" ? null : [subCategory, "all"];
}

// The SQL form of the domain's PRICE_RULES; the catalogue API tests hold the two to each other.
const PRICE_SQL: Record<PriceRule, (price: typeof offerings.price) => SQL> = {
  under500: (p) => sql`(${p} > 0 and ${p} < 550)`,
  under1000: (p) => sql`(${p} > 0 and ${p} <= 1000)`,
  under2000: (p) => sql`(${p} > 0 and ${p} <= 2000)`,
};

export class CatalogueRepository {
  constructor(
    /** Where the storefront reads: a fresh replica or the primary (Database.reads, docs/decisions/0077). */
    private readonly db: Db,
    /** The primary, for what must see a write just made. */
    private readonly primary: Db = db,
  ) {}

  /**
   * Whether shoppers can see what a vendor's write changed (docs/decisions/0032): for "offerings", the vendor is approved
   * and not paused (an offering it sets live goes on sale); for "vendor", it also has an offering on sale (the
   * storefront shows a vendor only through its offerings).
   */
  async vendorSeen(vendorId: string, reach: "offerings" | "vendor"): Promise<boolean> {
    // Asked right after the vendor's write, so of the primary: a replica may not have it yet.
    const rows =
      reach === "offerings"
        ? await this.primary
            .select({ id: vendors.id })
            .from(vendors)
            .where(and(eq(vendors.id, vendorId), eq(vendors.reviewState, "approved"), isNull(vendors.pausedAt)))
            .limit(1)
        : await this.primary
            .select({ id: offerings.id })
            .from(offerings)
            .innerJoin(vendors, eq(vendors.id, offerings.vendorId))
            .where(and(eq(offerings.vendorId, vendorId), live))
            .limit(1);
    return rows.length > 0;
  }

  async listCards(filter: { category?: Category; subCategory?: SubCategory; limit: number; offset: number }) {
    const conditions: SQL[] = [live];
    if (filter.category) conditions.push(eq(offerings.category, filter.category));
    const scope = filter.subCategory ? subCategoryScope(filter.subCategory) : null;
    if (scope) conditions.push(inArray(offerings.subCategory, scope));
    const rows = await this.db
      .select({ ...cardColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(offerings)
      .innerJoin(vendors, eq(vendors.id, offerings.vendorId))
      .where(and(...conditions))
      .orderBy(asc(offerings.position), asc(offerings.id))
      .limit(filter.limit)
      .offset(filter.offset);
    const total = rows[0]?.total ?? (filter.offset > 0 ? await this.countLive(conditions) : 0);
    return { cards: rows.map(toCard), total };
  }

  private async countLive(conditions: SQL[]): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(offerings)
      .innerJoin(vendors, eq(vendors.id, offerings.vendorId))
      .where(and(...conditions));
    return row?.n ?? 0;
  }

  /**
   * A live offering by its slug, or by a slug it had before it was renamed (docs/decisions/0022), with its vendor,
   * the vendor's terms (null where none were written) and the WhatsApp number a vendor account gave.
   */
  async offeringBySlug(slug: string) {
    const renamed = sql`(select ${offeringSlugs.offeringId} from ${offeringSlugs} where ${offeringSlugs.slug} = ${slug})`;
    const [row] = await this.db
      .select({
        offering: offerings,
        vendor: vendors,
        terms: {
          serviceArea: vendorTerms.serviceArea,
          leadTimeDays: vendorTerms.leadTimeDays,
          leadTimeText: vendorTerms.leadTimeText,
          advancePercent: vendorTerms.advancePercent,
          refunds: vendorTerms.refunds,
          byCategory: vendorTerms.byCategory,
        },
        whatsapp: sql<string | null>`${vendorProfiles.sections} -> 'contact' ->> 'whatsappNumber'`,
      })
      .from(offerings)
      .innerJoin(vendors, eq(vendors.id, offerings.vendorId))
      .leftJoin(vendorTerms, eq(vendorTerms.vendorId, vendors.id))
      .leftJoin(vendorProfiles, eq(vendorProfiles.vendorId, vendors.id))
      .where(and(sql`(${offerings.slug} = ${slug} or ${offerings.id} = ${renamed})`, live))
      .limit(1);
    if (!row) return null;
    // A vendor who has not chosen a main gallery image yet has no logo (''); the web avatar cannot show an empty
    // source, so the offering's first picture stands in for it.
    if (!row.vendor.logo) {
      const first = row.offering.images[0];
      row.vendor.logo = first?.thumbnailUrl ?? first?.url ?? "";
    }
    return row;
  }

  /** The vendor's shown reviews (not hidden): those from bookings, newest first, then the catalogue's in its order. */
  async reviewsOfVendor(vendorId: string) {
    return this.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.vendorId, vendorId), isNull(reviews.hiddenAt)))
      .orderBy(
        sql`${reviews.source} = 'booking' desc`,
        sql`case when ${reviews.source} = 'booking' then ${reviews.createdAt} end desc`,
        asc(reviews.position),
        asc(reviews.id),
      );
  }

  async relatedCards(vendorId: string, excludeId: string, limit: number) {
    const rows = await this.db
      .select(cardColumns)
      .from(offerings)
      .innerJoin(vendors, eq(vendors.id, offerings.vendorId))
      .where(and(eq(offerings.vendorId, vendorId), ne(offerings.id, excludeId), live))
      .orderBy(asc(offerings.position), asc(offerings.id))
      .limit(limit);
    return rows.map(toCard);
  }

  /** The offerings a collection rule selects, in display order, with the total before paging. */
  async collectionCards(
    rule: CollectionRule,
    limit: number,
    offset: number,
  ): Promise<{ cards: OfferingCard[]; total: number; missingIds: string[] }> {
    if (rule.kind === "ids") {
      const rows = await this.db
        .select(cardColumns)
        .from(offerings)
        .innerJoin(vendors, eq(vendors.id, offerings.vendorId))
        .where(and(inArray(offerings.id, [...rule.ids]), live));
      const byId = new Map(rows.map((r) => [r.id, r]));
      const ordered = rule.ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toCard(row)] : [];
      });
      return { cards: ordered.slice(offset, offset + limit), total: ordered.length, missingIds: rule.ids.filter((id) => !byId.has(id)) };
    }
    const conditions: SQL[] = [
      live,
      inArray(offerings.category, [...rule.categories]),
      inArray(offerings.subCategory, [...rule.subCategories]),
    ];
    if (rule.priceRule) conditions.push(PRICE_SQL[rule.priceRule](offerings.price));

    // The gift rows interleave by id family (3 DGC, 2 NNC, 3 HOCG, 1 HWGH, repeating): number each offering
    // within its family, cut the family into blocks of its quota, and order by block, then pattern position.
    const family = sql`regexp_replace(${offerings.id}, '[0-9]+$', '')`;
    const slot = sql.join(
      GIFT_ROW_PATTERN.map(([name], i) => sql`when ${name} then ${i}`),
      sql` `,
    );
    const quota = sql.join(
      GIFT_ROW_PATTERN.map(([name, take]) => sql`when ${name} then ${take}`),
      sql` `,
    );
    const rank = sql`row_number() over (partition by ${family} order by ${offerings.position}, ${offerings.id})`;
    const orderKeys = rule.interleave
      ? [
          sql`case ${family} ${slot} else null end is null`,
          sql`(${rank} - 1) / (case ${family} ${quota} else 1 end)`,
          sql`case ${family} ${slot} else 0 end`,
          asc(offerings.position),
          asc(offerings.id),
        ]
      : [asc(offerings.position), asc(offerings.id)];

    const ranked = this.db
      .select({ ...cardColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(offerings)
      .innerJoin(vendors, eq(vendors.id, offerings.vendorId))
      .where(and(...conditions))
      .orderBy(...orderKeys)
      .limit(limit)
      .offset(offset);
    const rows = await ranked;
    const total = rows[0]?.total ?? (offset > 0 ? await this.countLive(conditions) : 0);
    return { cards: rows.map(toCard), total, missingIds: [] };
  }
}
