import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { API_MESSAGES, apiMessageFor, GALLERY, GALLERY_MESSAGES, GALLERY_PIXEL_BUDGET, UPLOAD } from "@utsav/domain";
import type { GalleryImage, GalleryUpdateFields, GalleryView } from "@utsav/domain";
import type { Counters } from "../../platform/counters.ts";
import { HttpError } from "../../platform/http/http-errors.ts";
import type { VendorContext } from "../../platform/vendor-context.ts";
import type { GalleryImageRow, NewGalleryImage, VendorGalleryRepository } from "./gallery-repository.ts";
import type { CatalogueService } from "../catalogue/index.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";
import { encodeWebp, imagePixels, sniff } from "../../platform/storage/uploads.ts";
import type { UploadedFile } from "../../platform/storage/uploads.ts";
import { required } from "../../platform/required.ts";

// spec: application §3 (Gallery image), §5 (2 MB, quality 85), §7 (the /vendor/gallery calls), §8 (messages);
// docs/decisions/0008.

/** The shown image fits inside this square; the thumbnail is cropped to a square of THUMBNAIL_PX. */
const FULL_PX = 1600;
const THUMBNAIL_PX = 400;

/** The window of a vendor's budget of decoded pixels (docs/decisions/0032). */
const PIXEL_WINDOW_SECONDS = 3600;

/** 429 with Retry-After: the vendor's hourly budget of decoded pixels is spent; the window's end is sure to clear it. */
class PixelBudgetSpentError extends HttpError {
  readonly retryAfterSeconds = PIXEL_WINDOW_SECONDS;
  constructor() {
    super(429, GALLERY_MESSAGES.pixelBudgetSpent, "PIXEL_BUDGET_SPENT");
  }
}

/** A gallery row as the vendor's calls show it (gallery and offerings alike). */
export function toGalleryImage(row: GalleryImageRow, storage: Pick<FileStorage, "url">): GalleryImage {
  return {
    id: row.id,
    uri: storage.url(row.imageKey),
    thumbnail: storage.url(row.thumbnailKey),
    caption: row.caption,
    isMain: row.isMain,
    width: row.width,
    height: row.height,
  };
}

/** A vendor's gallery: images re-encoded into public storage, at most GALLERY.maxImages, the main one the logo. */
export class VendorGalleryService {
  constructor(
    private readonly gallery: VendorGalleryRepository,
    private readonly storage: FileStorage,
    private readonly catalogue: CatalogueService,
    private readonly log: FastifyBaseLogger,
    /** Where each vendor's decoded pixels are counted, shared by every process (platform/counters.ts). */
    private readonly counters: Pick<Counters, "hit">,
  ) {}

  async view(vendorId: string): Promise<GalleryView> {
    const rows = await this.gallery.list(vendorId);
    return { images: rows.map((row) => toGalleryImage(row, this.storage)), maxImages: GALLERY.maxImages };
  }

  /** POST /vendor/gallery/update: the action says what the form must hold; captions follow the files' order. */
  async update(
    vendor: VendorContext,
    { action, removeImageIds, captions }: GalleryUpdateFields,
    files: UploadedFile[],
  ): Promise<GalleryView> {
    if (action === "add" && (files.length === 0 || removeImageIds.length > 0))
      throw new HttpError(400, GALLERY_MESSAGES.nothingToAdd, "NOTHING_TO_ADD");
    if (action === "remove" && (removeImageIds.length === 0 || files.length > 0))
      throw new HttpError(400, GALLERY_MESSAGES.nothingToRemove, "NOTHING_TO_REMOVE");
    if (action === "update" && files.length === 0 && removeImageIds.length === 0)
      throw new HttpError(400, GALLERY_MESSAGES.nothingToUpdate, "NOTHING_TO_UPDATE");
    if (captions.length > 0 && captions.length !== files.length)
      throw new HttpError(400, GALLERY_MESSAGES.captionsMismatch, "CAPTIONS_MISMATCH");
    await this.change(vendor, removeImageIds, files, captions);
    return this.view(vendor.vendorId);
  }

  async remove(vendor: VendorContext, imageIds: string[]): Promise<GalleryView> {
    await this.change(vendor, imageIds, [], []);
    return this.view(vendor.vendorId);
  }

  async setCaptions(vendorId: string, updates: { imageId: string; caption: string }[]): Promise<GalleryView> {
    await this.ownedImages(
      vendorId,
      updates.map((update) => update.imageId),
    );
    await this.gallery.setCaptions(vendorId, updates);
    // The vendor's store shows the gallery with its captions (docs/decisions/0059).
    await this.catalogue.invalidate({ vendorId, reach: "vendor" });
    return this.view(vendorId);
  }

  /** The main image is shown as the vendor's logo on the storefront (while an offering of the vendor is on sale). */
  async setMain(vendor: VendorContext, imageId: string): Promise<GalleryView> {
    const { vendorId } = vendor;
    const image = required((await this.ownedImages(vendorId, [imageId]))[0], "the image, which ownedImages found");
    if (await this.gallery.setMain(vendor, image.id, this.storage.url(image.imageKey)))
      await this.catalogue.invalidate({ vendorId, reach: "vendor" });
    return this.view(vendorId);
  }

  /**
   * Refuses, before any image is decoded, an upload whose images together come to more pixels than one upload may carry
   * (413), or than the vendor's hourly budget has left (429); otherwise counts them against that budget. Read from the
   * images' headers (docs/decisions/0032).
   */
  private async spendPixels(vendorId: string, files: UploadedFile[]): Promise<void> {
    if (files.length === 0) return;
    let pixels = 0;
    for (const file of files) pixels += await imagePixels(file.body);
    const megapixels = Math.ceil(pixels / 1_000_000);
    if (megapixels > GALLERY_PIXEL_BUDGET.perUploadMegapixels)
      throw new HttpError(413, GALLERY_MESSAGES.tooManyPixels(megapixels), "IMAGES_TOO_LARGE");
    const key = `pixels:gallery:${vendorId}`;
    const spent = await this.counters.hit(key, PIXEL_WINDOW_SECONDS, megapixels);
    if (spent > GALLERY_PIXEL_BUDGET.perHourMegapixels) {
      // A refused upload decodes nothing, so it spends nothing: what it counted is given back.
      await this.counters.hit(key, PIXEL_WINDOW_SECONDS, -megapixels);
      throw new PixelBudgetSpentError();
    }
  }

  /** The vendor's own images with these ids; any other id answers 404 naming it. */
  private async ownedImages(vendorId: string, ids: string[]): Promise<GalleryImageRow[]> {
    const unique = [...new Set(ids)];
    const rows = await this.gallery.owned(vendorId, unique);
    const missing = unique.find((id) => !rows.some((row) => row.id === id));
    if (missing) throw new HttpError(404, GALLERY_MESSAGES.imageNotFound(missing), "IMAGE_NOT_FOUND");
    return rows;
  }

  /** Removes and adds images; an image an offering shows stays (409 naming the offering). */
  private async change(vendor: VendorContext, removeIds: string[], files: UploadedFile[], captions: string[]): Promise<void> {
    const { vendorId } = vendor;
    const removing = await this.ownedImages(vendorId, removeIds);
    const usedBy = await this.gallery.offeringUsing(
      vendorId,
      removing.map((row) => ({ id: row.id, url: this.storage.url(row.imageKey) })),
    );
    if (usedBy) throw new HttpError(409, GALLERY_MESSAGES.imageInUse(usedBy), "IMAGE_IN_USE");
    const tooMany = new HttpError(400, GALLERY_MESSAGES.tooManyImages(GALLERY.maxImages), "GALLERY_FULL");
    if ((await this.gallery.list(vendorId)).length - removing.length + files.length > GALLERY.maxImages) throw tooMany;

    const notImages = [];
    for (const file of files) if ((await sniff(file.body)) !== "image") notImages.push(file.name);
    if (notImages.length > 0) throw new HttpError(400, apiMessageFor.filesRefused(API_MESSAGES.onlyImages, notImages), "FILE_NOT_ALLOWED");
    await this.spendPixels(vendorId, files);

    const added: NewGalleryImage[] = [];
    const stored: string[] = [];
    let result: Awaited<ReturnType<VendorGalleryRepository["replace"]>>;
    try {
      for (const [i, file] of files.entries()) {
        const full = await encodeWebp(file.body, { width: FULL_PX, height: FULL_PX, fit: "inside" }, UPLOAD.imageQuality);
        const thumbnail = await encodeWebp(file.body, { width: THUMBNAIL_PX, height: THUMBNAIL_PX, fit: "cover" }, UPLOAD.imageQuality);
        const imageKey = `gallery/${randomUUID()}.webp`;
        const thumbnailKey = `gallery/${randomUUID()}.webp`;
        await this.storage.put(imageKey, full.data, "image/webp");
        stored.push(imageKey);
        await this.storage.put(thumbnailKey, thumbnail.data, "image/webp");
        stored.push(thumbnailKey);
        added.push({ imageKey, thumbnailKey, width: full.width, height: full.height, caption: captions[i] ?? "" });
      }
      result = await this.gallery.replace(
        vendor,
        removing.map((row) => row.id),
        added,
        GALLERY.maxImages,
      );
      if (!result) throw tooMany;
    } catch (error) {
      await this.deleteFiles(stored);
      throw error;
    }
    // The store shows the gallery (docs/decisions/0059), and the logo is the main image: any change is seen.
    await this.catalogue.invalidate({ vendorId, reach: "vendor" });
    await this.deleteFiles(result.removed.flatMap((row) => [row.imageKey, row.thumbnailKey]));
  }

  /** Files whose rows are gone; a file left behind is only logged, as the change itself succeeded. */
  private async deleteFiles(keys: string[]): Promise<void> {
    for (const key of keys) {
      await this.storage.delete(key).catch((err: unknown) => this.log.warn({ err, key }, "could not delete a gallery file"));
    }
  }
}
