import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, ne, or, sql } from "drizzle-orm";
import { OFFERING_STATUS } from "@utsav/domain";
import { offerings, requireRow, vendorGalleryImages, vendors } from "@utsav/db";
import type { Db } from "@utsav/db";
import type { VendorContext } from "../../platform/vendor-context.ts";
import { VendorChangeLog } from "./change-log-repository.ts";

export type GalleryImageRow = typeof vendorGalleryImages.$inferSelect;

export type NewGalleryImage = Pick<GalleryImageRow, "imageKey" | "thumbnailKey" | "width" | "height" | "caption">;

/** A vendor's gallery (application §3 Gallery image). Every query is scoped to the vendor. */
export class VendorGalleryRepository {
  constructor(private readonly db: Db) {}

  list(vendorId: string): Promise<GalleryImageRow[]> {
    return this.db
      .select()
      .from(vendorGalleryImages)
      .where(eq(vendorGalleryImages.vendorId, vendorId))
      .orderBy(asc(vendorGalleryImages.position), asc(vendorGalleryImages.createdAt), asc(vendorGalleryImages.id));
  }

  /** The images among `ids` that belong to the vendor. */
  async owned(vendorId: string, ids: string[]): Promise<GalleryImageRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(vendorGalleryImages)
      .where(and(eq(vendorGalleryImages.vendorId, vendorId), inArray(vendorGalleryImages.id, ids)));
  }

  /**
   * The title of a not-deleted offering of the vendor that shows one of these images, or null. Offerings keep
   * their images as media items (or plain URLs), so an image is matched by its id or its URL.
   */
  async offeringUsing(vendorId: string, images: { id: string; url: string }[]): Promise<string | null> {
    if (images.length === 0) return null;
    const uses = images.flatMap(({ id, url }) => [
      sql`${offerings.images} @> ${JSON.stringify([{ id }])}::jsonb`,
      sql`${offerings.images} @> ${JSON.stringify([{ url }])}::jsonb`,
      sql`${offerings.images} @> ${JSON.stringify([url])}::jsonb`,
    ]);
    const [row] = await this.db
      .select({ title: offerings.title })
      .from(offerings)
      .where(and(eq(offerings.vendorId, vendorId), ne(offerings.status, OFFERING_STATUS.deleted), or(...uses)))
      .orderBy(asc(offerings.title))
      .limit(1);
    return row?.title ?? null;
  }

  /**
   * Removes and adds images in one transaction, holding the vendor row so that two uploads cannot together pass
   * the limit. Returns null (and changes nothing) when the gallery would hold more than `maxImages`; otherwise
   * the removed rows, whose files the caller deletes, and whether the main image (the logo) went with them.
   */
  async replace(
    vendor: VendorContext,
    removeIds: string[],
    added: NewGalleryImage[],
    maxImages: number,
  ): Promise<{ removed: GalleryImageRow[]; logoCleared: boolean } | null> {
    const { vendorId } = vendor;
    return this.db.transaction(async (tx) => {
      const [held] = await tx.select({ logo: vendors.logo }).from(vendors).where(eq(vendors.id, vendorId)).for("update");
      const current = await tx
        .select({ id: vendorGalleryImages.id, position: vendorGalleryImages.position })
        .from(vendorGalleryImages)
        .where(eq(vendorGalleryImages.vendorId, vendorId));
      const removing = current.filter((image) => removeIds.includes(image.id)).length;
      if (current.length - removing + added.length > maxImages) return null;
      const removed =
        removing > 0
          ? await tx
              .delete(vendorGalleryImages)
              .where(and(eq(vendorGalleryImages.vendorId, vendorId), inArray(vendorGalleryImages.id, removeIds)))
              .returning()
          : [];
      if (added.length > 0) {
        const next = Math.max(-1, ...current.map((image) => image.position)) + 1;
        await tx
          .insert(vendorGalleryImages)
          .values(added.map((image, i) => ({ ...image, id: `img_${randomUUID().replace(/-/g, "")}`, vendorId, position: next + i })));
      }
      const logoCleared = removed.some((image) => image.isMain);
      if (logoCleared) {
        await tx.update(vendors).set({ logo: "", updatedAt: new Date() }).where(eq(vendors.id, vendorId));
        await VendorChangeLog.write(tx, vendor, {
          kind: "gallery.main_image",
          fields: ["logo"],
          before: { logo: held?.logo ?? "" },
          after: { logo: "" },
        });
      }
      return { removed, logoCleared };
    });
  }

  async setCaptions(vendorId: string, updates: { imageId: string; caption: string }[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const { imageId, caption } of updates) {
        await tx
          .update(vendorGalleryImages)
          .set({ caption })
          .where(and(eq(vendorGalleryImages.vendorId, vendorId), eq(vendorGalleryImages.id, imageId)));
      }
    });
  }

  /**
   * Makes one image the main one (at most one per vendor) and shows it as the vendor's logo, with the history entry of
   * a new logo. Answers whether the logo changed.
   */
  async setMain(vendor: VendorContext, imageId: string, logoUrl: string): Promise<boolean> {
    const { vendorId } = vendor;
    return this.db.transaction(async (tx) => {
      const { logo } = requireRow(
        await tx.select({ logo: vendors.logo }).from(vendors).where(eq(vendors.id, vendorId)).for("update"),
        "the vendor of a signed-in account",
      );
      await tx
        .update(vendorGalleryImages)
        .set({ isMain: sql`${vendorGalleryImages.id} = ${imageId}` })
        .where(eq(vendorGalleryImages.vendorId, vendorId));
      await tx.update(vendors).set({ logo: logoUrl, updatedAt: new Date() }).where(eq(vendors.id, vendorId));
      if (logo === logoUrl) return false;
      await VendorChangeLog.write(tx, vendor, {
        kind: "gallery.main_image",
        target: imageId,
        fields: ["logo"],
        before: { logo },
        after: { logo: logoUrl },
      });
      return true;
    });
  }
}
