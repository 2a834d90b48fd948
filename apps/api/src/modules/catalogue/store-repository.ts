import { and, asc, eq, exists, isNull, min, sql } from "drizzle-orm";
import type { MediaItem } from "@utsav/domain";
import { offerings, vendorDecisions, vendorGalleryImages, vendors, vendorTerms } from "@utsav/db";
import type { Db } from "@utsav/db";
import { cardColumns, toCard } from "./catalogue-repository.ts";
import { offeringOnSaleSql, onSale } from "./storefront-gate.ts";

// SQL for vendors' public pages (docs/decisions/0059). A store is shown through the same go-live gate as its
// offerings (storefront-gate.ts): an approved vendor, not paused, with at least one offering on sale. The last keeps
// the read cache right: a vendor's own writes empty it only while shoppers can see the vendor (VendorWrite).

/** The vendor has an offering on sale, on its own part of the gate (the vendor's is `shownVendor`). */
const hasOfferingOnSale = exists(sql`(select 1 from ${offerings} o where o.vendor_id = ${vendors.id} and ${offeringOnSaleSql})`);

const shownVendor = and(eq(vendors.reviewState, "approved"), isNull(vendors.pausedAt));

export class StoreRepository {
  constructor(private readonly db: Db) {}

  /** The vendor of a store on sale, with its terms (null where none were written) and the first time it was approved. */
  async vendorBySlug(slug: string) {
    const approvedAt = this.db
      .select({ at: min(vendorDecisions.createdAt).as("at") })
      .from(vendorDecisions)
      .where(and(eq(vendorDecisions.vendorId, vendors.id), eq(vendorDecisions.decision, "approve")));
    const [row] = await this.db
      .select({
        vendor: vendors,
        terms: {
          serviceArea: vendorTerms.serviceArea,
          leadTimeDays: vendorTerms.leadTimeDays,
          leadTimeText: vendorTerms.leadTimeText,
          advancePercent: vendorTerms.advancePercent,
          refunds: vendorTerms.refunds,
          byCategory: vendorTerms.byCategory,
        },
        approvedAt: sql<string | null>`(${approvedAt})`,
      })
      .from(vendors)
      .leftJoin(vendorTerms, eq(vendorTerms.vendorId, vendors.id))
      .where(and(eq(vendors.slug, slug), shownVendor, hasOfferingOnSale))
      .limit(1);
    return row ?? null;
  }

  /** Every offering of the vendor on sale, as cards, in catalogue order. */
  async cards(vendorId: string) {
    const rows = await this.db
      .select(cardColumns)
      .from(offerings)
      .innerJoin(vendors, eq(vendors.id, offerings.vendorId))
      .where(and(eq(offerings.vendorId, vendorId), onSale))
      .orderBy(asc(offerings.position), asc(offerings.id));
    return rows.map(toCard);
  }

  /** The pictures the vendor curated, the main one first, then in the vendor's order. */
  gallery(vendorId: string) {
    return this.db
      .select()
      .from(vendorGalleryImages)
      .where(eq(vendorGalleryImages.vendorId, vendorId))
      .orderBy(
        sql`${vendorGalleryImages.isMain} desc`,
        asc(vendorGalleryImages.position),
        asc(vendorGalleryImages.createdAt),
        asc(vendorGalleryImages.id),
      );
  }

  /** The first picture of each of the vendor's offerings on sale: what stands in for a gallery not curated yet. */
  async offeringPictures(vendorId: string, limit: number): Promise<{ title: string; image: MediaItem | null }[]> {
    return this.db
      .select({ title: offerings.title, image: sql<MediaItem | null>`${offerings.images} -> 0` })
      .from(offerings)
      .innerJoin(vendors, eq(vendors.id, offerings.vendorId))
      .where(and(eq(offerings.vendorId, vendorId), onSale))
      .orderBy(asc(offerings.position), asc(offerings.id))
      .limit(limit);
  }

  /** Every store on sale, by name (the sitemap). */
  list() {
    return this.db
      .select({ slug: vendors.slug, name: vendors.name })
      .from(vendors)
      .where(and(shownVendor, hasOfferingOnSale))
      .orderBy(asc(vendors.name));
  }
}
