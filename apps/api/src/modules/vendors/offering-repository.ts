import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { OFFERING_STATUS } from "@utsav/domain";
import type { MediaItem } from "@utsav/domain";
import { offerings, queryRows, requireRow, searchTextFor, vendorGalleryImages, vendors } from "@utsav/db";
import type { Db } from "@utsav/db";
import { hasFoodLicence } from "../catalogue/index.ts";
import { TermsRepository } from "../terms/index.ts";
import { SearchRepository } from "../search/index.ts";
import type { VendorContext } from "../../platform/vendor-context.ts";
import { changedFields, VendorChangeLog } from "./change-log-repository.ts";

export type OfferingRow = typeof offerings.$inferSelect;
export type { GalleryImageRow } from "./gallery-repository.ts";
import type { GalleryImageRow } from "./gallery-repository.ts";

/** The columns of an offering a vendor writes; the rest (ratings, clients, reviews) are the storefront's. */
export type VendorOfferingColumns = Pick<
  OfferingRow,
  | "title"
  | "summary"
  | "category"
  | "subCategory"
  | "price"
  | "priceLabel"
  | "offeringType"
  | "redirectUrl"
  | "description"
  | "occasions"
  | "bookingAttributes"
  | "status"
  | "goodToKnow"
>;

/**
 * Vendors' offerings follow the catalogue in catalogue order (offerings.position), oldest first, so the curated
 * rows keep their order; docs/decisions/0007.
 */
export const VENDOR_POSITION_BASE = 1_000_000;

const notDeleted = ne(offerings.status, OFFERING_STATUS.deleted);

/** Whether shoppers may see an offering as far as the offering itself goes: live and not hidden by operators. */
const liveAndShown = (row: Pick<OfferingRow, "status" | "hiddenAt">) => row.status === OFFERING_STATUS.live && row.hiddenAt === null;

/** What the change history keeps of an offering: its short fields with their values, the long ones by name only. */
function historyOf(row: OfferingRow): Record<string, unknown> {
  return {
    title: row.title,
    category: row.category,
    subCategory: row.subCategory,
    offeringType: row.offeringType,
    price: row.price,
    priceLabel: row.priceLabel,
    summary: row.summary,
    redirectUrl: row.redirectUrl,
    status: row.status,
    images: row.images.map((image) => image.id),
    description: row.description,
    occasions: row.occasions,
    bookingAttributes: row.bookingAttributes,
    goodToKnow: row.goodToKnow,
  };
}
/** Fields whose values are too long to keep in the history: it says that they changed. */
const LONG_FIELDS = ["description", "bookingAttributes", "goodToKnow"] as const;

/** An offering saved: the row, its images, and whether shoppers could see it before or can now (a cache to clear). */
export interface SavedOffering {
  offering: OfferingRow;
  images: GalleryImageRow[];
  shownBeforeOrAfter: boolean;
}

/** The offerings vendors create (ids VND1, VND2, …), always read and written with the owner's vendor id. */
export class VendorOfferingRepository {
  constructor(private readonly db: Db) {}

  /** The vendor's offerings except deleted ones, most recently changed first. */
  async list(vendorId: string): Promise<OfferingRow[]> {
    return this.db
      .select()
      .from(offerings)
      .where(and(eq(offerings.vendorId, vendorId), notDeleted))
      .orderBy(desc(offerings.updatedAt), desc(offerings.id));
  }

  /** Whether the vendor has a current FSSAI licence on file, which its food offerings need to be shown (decision 0022). */
  async hasFoodLicence(vendorId: string): Promise<boolean> {
    const [row] = await queryRows<{ ok: boolean }>(this.db, sql`select ${hasFoodLicence(vendorId)} as ok`);
    return Boolean(row?.ok);
  }

  /** One of the vendor's offerings, deleted ones included (callers decide what a deleted one means). */
  async get(vendorId: string, id: string, db: Db = this.db): Promise<OfferingRow | null> {
    const [row] = await db
      .select()
      .from(offerings)
      .where(and(eq(offerings.id, id), eq(offerings.vendorId, vendorId)))
      .limit(1);
    return row ?? null;
  }

  /** The vendor's gallery images with these ids (others' images are simply not found). */
  async galleryImages(vendorId: string, ids: readonly string[], db: Db = this.db): Promise<GalleryImageRow[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(vendorGalleryImages)
      .where(and(eq(vendorGalleryImages.vendorId, vendorId), inArray(vendorGalleryImages.id, [...ids])));
  }

  /**
   * Creates (no id) or updates (id) an offering of the vendor, with its images and search text, in one
   * transaction. `build` makes the columns from the vendor's images (in the order asked for), the id and the row
   * being updated. The update of an offering that is not the vendor's or was deleted is not found; an image id
   * that is not in the vendor's gallery is missing.
   */
  async save(
    actor: VendorContext,
    id: string | undefined,
    imageIds: readonly string[],
    build: (
      images: GalleryImageRow[],
      id: string,
      existing: OfferingRow | null,
    ) => VendorOfferingColumns & { slug: string; images: MediaItem[] },
  ): Promise<SavedOffering | { missingImage: string } | { notFound: string }> {
    const { vendorId } = actor;
    return this.db.transaction(async (tx) => {
      const db: Db = tx;
      const found = await this.galleryImages(vendorId, imageIds, db);
      const byId = new Map(found.map((g) => [g.id, g]));
      const missing = imageIds.find((imageId) => !byId.has(imageId));
      if (missing !== undefined) return { missingImage: missing };
      const images = imageIds.flatMap((imageId) => byId.get(imageId) ?? []);

      const vendor = requireRow(
        await db.select({ name: vendors.name, area: vendors.area }).from(vendors).where(eq(vendors.id, vendorId)),
        "the vendor of a signed-in account",
      );
      let offering: OfferingRow;
      let before: OfferingRow | null = null;
      if (id !== undefined) {
        const existing = await this.get(vendorId, id, db);
        if (!existing || existing.status === OFFERING_STATUS.deleted) return { notFound: id };
        before = existing;
        const columns = build(images, existing.id, existing);
        const updated = await db
          .update(offerings)
          .set({
            ...columns,
            searchText: searchTextFor({ ...columns, vendorName: vendor.name, vendorArea: vendor.area }),
            updatedAt: sql`now()`,
          })
          .where(and(eq(offerings.id, existing.id), eq(offerings.vendorId, vendorId)))
          .returning();
        offering = requireRow(updated, "the offering just read");
        // A renamed offering keeps its old address as a permanent redirect (docs/decisions/0022).
        await TermsRepository.recordRename(db, existing.id, existing.slug, offering.slug);
      } else {
        const next = await queryRows<{ n: string | number }>(db, sql`select nextval('vendor_offering_id_seq') as n`);
        const number = Number(requireRow(next, "the sequence's next value").n);
        const newId = `VND${number}`;
        const columns = build(images, newId, null);
        // An offering's rating and reviews count are its vendor's (docs/decisions/0060), copied from the vendor's row as
        // shared-locked here, so that a review of the vendor committing meanwhile recomputes them on this offering too.
        const figures = requireRow(
          await db
            .select({ rating: vendors.rating, reviewsCount: vendors.reviewsCount })
            .from(vendors)
            .where(eq(vendors.id, vendorId))
            .for("share"),
          "the vendor of a signed-in account",
        );
        const inserted = await db
          .insert(offerings)
          .values({
            ...columns,
            id: newId,
            vendorId,
            rating: figures.rating ?? 0,
            totalReviews: figures.reviewsCount,
            source: "vendor",
            position: VENDOR_POSITION_BASE + number,
            searchText: searchTextFor({ ...columns, vendorName: vendor.name, vendorArea: vendor.area }),
          })
          .returning();
        offering = requireRow(inserted, "the offering just inserted");
      }
      await SearchRepository.addTerms(db, [offering.title, offering.searchText]);
      // Operators read every new offering and every edit in the vendor's change history (docs/decisions/0032).
      const changed = changedFields(before ? historyOf(before) : null, historyOf(offering), LONG_FIELDS);
      if (changed)
        await VendorChangeLog.write(db, actor, { kind: before ? "offering.updated" : "offering.created", target: offering.id, ...changed });
      return { offering, images, shownBeforeOrAfter: (before !== null && liveAndShown(before)) || liveAndShown(offering) };
    });
  }

  /**
   * Sets the status of one of the vendor's offerings, with its history entry; a deleted offering (20) never changes
   * again. `shownBeforeOrAfter` says whether shoppers could see it before or can now.
   */
  async setStatus(
    vendor: VendorContext,
    id: string,
    status: number,
  ): Promise<{ outcome: "ok"; shownBeforeOrAfter: boolean } | { outcome: "not_found" | "deleted" }> {
    const { vendorId } = vendor;
    return this.db.transaction(async (tx) => {
      const db: Db = tx;
      const [row] = await db
        .select({ status: offerings.status, hiddenAt: offerings.hiddenAt })
        .from(offerings)
        .where(and(eq(offerings.id, id), eq(offerings.vendorId, vendorId)))
        .for("update");
      if (!row) return { outcome: "not_found" as const };
      if (row.status === OFFERING_STATUS.deleted) return { outcome: "deleted" as const };
      await db
        .update(offerings)
        .set({ status, updatedAt: sql`now()` })
        .where(and(eq(offerings.id, id), eq(offerings.vendorId, vendorId)));
      const changed = changedFields({ status: row.status }, { status });
      if (changed) await VendorChangeLog.write(db, vendor, { kind: "offering.status", target: id, ...changed });
      return { outcome: "ok" as const, shownBeforeOrAfter: liveAndShown(row) || liveAndShown({ status, hiddenAt: row.hiddenAt }) };
    });
  }

  /** Writes the search text of every offering of a vendor again (after a change of its name or area). */
  static async refreshSearchText(db: Db, vendorId: string): Promise<void> {
    const [vendor] = await db.select({ name: vendors.name, area: vendors.area }).from(vendors).where(eq(vendors.id, vendorId));
    if (!vendor) return;
    const rows = await db
      .select({
        id: offerings.id,
        title: offerings.title,
        category: offerings.category,
        subCategory: offerings.subCategory,
        occasions: offerings.occasions,
      })
      .from(offerings)
      .where(eq(offerings.vendorId, vendorId));
    const texts: string[] = [];
    for (const row of rows) {
      const searchText = searchTextFor({ ...row, vendorName: vendor.name, vendorArea: vendor.area });
      await db
        .update(offerings)
        .set({ searchText })
        .where(and(eq(offerings.id, row.id), eq(offerings.vendorId, vendorId)));
      texts.push(searchText);
    }
    if (texts.length > 0) await SearchRepository.addTerms(db, texts);
  }
}
