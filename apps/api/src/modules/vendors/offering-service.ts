import { connectInfoFor, OCCASIONS } from "@utsav/catalogue";
import {
  FOOD_CATEGORIES,
  KYC_MESSAGES,
  defaultPriceLabel,
  GALLERY_MESSAGES,
  messageFor,
  navRefFromSlug,
  OFFERING_STATUS,
  offeringSlug,
  slugify,
  vendorOfferingMessageFor,
} from "@utsav/domain";
import type { MediaItem, VendorOffering, VendorOfferingList, VendorOfferingValues } from "@utsav/domain";
import { badRequest, HttpError, notFound } from "../../platform/http/http-errors.ts";
import type { VendorContext } from "../../platform/vendor-context.ts";
import type { GalleryImageRow, OfferingRow, VendorOfferingRepository } from "./offering-repository.ts";
import type { CatalogueService } from "../catalogue/index.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";
import { toGalleryImage } from "./gallery-service.ts";

// spec: application §3 (offering, media item, status 20), §7 (the /vendor/offering calls); docs/decisions/0007.

type SaveStatus = VendorOffering["status"];
type Status = SaveStatus | typeof OFFERING_STATUS.deleted;

/** A vendor's offerings are read without the deleted ones: what is left is live or paused. */
function saveStatusOf(status: number): SaveStatus {
  if (status === OFFERING_STATUS.live || status === OFFERING_STATUS.paused) return status;
  throw new Error(`Expected a live or paused offering, but its status is ${status}`);
}

/** Slugs stay within the catalogue's 160 characters whatever the title. */
const SLUG_TITLE_MAX = 140;

/** catalogue §2: a readable title, then the id in lower case ('festive-hamper-vnd12'); just the id when the title has no Latin letters or digits. */
export function vendorOfferingSlug(title: string, id: string): string {
  const words = slugify(title).slice(0, SLUG_TITLE_MAX).replace(/-+$/, "");
  return words ? offeringSlug(words, id) : id.toLowerCase();
}

const offeringNotFound = (id: string) => notFound(messageFor.offeringNotFound(id));

/** The vendor's own "Good to Know" lines, or null when none are given or they are the category's text (decision 0022). */
function ownGoodToKnow(values: VendorOfferingValues, vendorId: string): string[] | null {
  const lines = values.goodToKnow;
  if (!lines) return null;
  const standard = connectInfoFor(vendorId, values.category, values.subCategory);
  return lines.length === standard.length && lines.every((line, i) => line === standard[i]) ? null : lines;
}

/** A vendor's offerings: written with the catalogue's own shapes, so the storefront, collections and search show them like any other. */
export class VendorOfferingService {
  constructor(
    private readonly repository: VendorOfferingRepository,
    private readonly storage: FileStorage,
    private readonly catalogue: CatalogueService,
  ) {}

  /** A gallery row as the storefront shows it (application §3 Media item); the id stays the gallery image's. */
  private mediaItem(row: GalleryImageRow, title: string): MediaItem {
    return {
      id: row.id,
      type: "image",
      url: this.storage.url(row.imageKey),
      thumbnailUrl: this.storage.url(row.thumbnailKey),
      width: row.width,
      height: row.height,
      alt: row.caption || title,
      muted: true,
    };
  }

  private toVendorOffering(row: OfferingRow, gallery: GalleryImageRow[]): VendorOffering {
    const imageIds = row.images.map((image) => image.id);
    const byId = new Map(gallery.map((g) => [g.id, g]));
    return {
      id: row.id,
      slug: row.slug,
      navRef: navRefFromSlug(row.slug),
      title: row.title,
      category: row.category,
      subCategory: row.subCategory,
      offeringType: row.offeringType,
      price: row.price,
      // A label equal to the default was not given by the vendor: answer null so a form does not keep a stale price.
      priceLabel: row.priceLabel === defaultPriceLabel(row.price) ? null : row.priceLabel,
      summary: row.summary,
      description: row.description,
      occasions: row.occasions,
      redirectUrl: row.redirectUrl,
      bookingAttributes: row.bookingAttributes,
      imageIds,
      images: imageIds.flatMap((id) => {
        const image = byId.get(id);
        return image ? [toGalleryImage(image, this.storage)] : [];
      }),
      status: saveStatusOf(row.status),
      updatedAt: row.updatedAt.toISOString(),
      goodToKnow: row.goodToKnow,
      defaultGoodToKnow: connectInfoFor(row.vendorId, row.category, row.subCategory),
    };
  }

  async list(vendorId: string): Promise<VendorOfferingList> {
    const [rows, licensed] = await Promise.all([this.repository.list(vendorId), this.repository.hasFoodLicence(vendorId)]);
    return {
      offerings: rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        navRef: navRefFromSlug(row.slug),
        title: row.title,
        category: row.category,
        offeringType: row.offeringType,
        price: row.price,
        priceLabel: row.priceLabel,
        status: saveStatusOf(row.status),
        hiddenReason: row.hiddenAt ? row.hiddenReason : null,
        thumbnail: row.images[0]?.thumbnailUrl ?? row.images[0]?.url ?? null,
        updatedAt: row.updatedAt.toISOString(),
        notice: !licensed && FOOD_CATEGORIES.includes(row.category) ? KYC_MESSAGES.foodLicenceNeeded : null,
      })),
    };
  }

  /** One of the vendor's offerings; another vendor's, an unknown or a deleted one is 404 alike. */
  async get(vendorId: string, id: string): Promise<VendorOffering> {
    const row = await this.repository.get(vendorId, id);
    if (!row || row.status === OFFERING_STATUS.deleted) throw offeringNotFound(id);
    const gallery = await this.repository.galleryImages(
      vendorId,
      row.images.map((image) => image.id),
    );
    return this.toVendorOffering(row, gallery);
  }

  /**
   * Creates or updates an offering; it is live at once (no review) unless saved paused: shoppers see it once its vendor
   * is approved, and operators read it in the vendor's change history (docs/decisions/0032).
   */
  async save(vendor: VendorContext, values: VendorOfferingValues): Promise<VendorOffering> {
    const { vendorId } = vendor;
    const unknownOccasion = values.occasions.find((occasion) => !(occasion in OCCASIONS));
    if (unknownOccasion) throw badRequest(vendorOfferingMessageFor.unknownOccasion(unknownOccasion));
    const result = await this.repository.save(vendor, values.id, values.imageIds, (gallery, id, existing) => ({
      title: values.title,
      slug: vendorOfferingSlug(values.title, id),
      summary: values.summary,
      category: values.category,
      subCategory: values.subCategory,
      price: values.price,
      priceLabel: values.priceLabel ?? defaultPriceLabel(values.price),
      offeringType: values.offeringType,
      redirectUrl: values.redirectUrl,
      description: values.description,
      occasions: values.occasions,
      bookingAttributes: values.bookingAttributes,
      images: gallery.map((row) => this.mediaItem(row, values.title)),
      // Lines equal to the category's text are no text of the vendor's own: they keep following the category.
      goodToKnow: ownGoodToKnow(values, vendorId),
      // Saving without a status keeps the current one (a paused offering stays paused).
      status: values.status ?? existing?.status ?? OFFERING_STATUS.live,
    }));
    if ("missingImage" in result) throw badRequest(GALLERY_MESSAGES.imageNotFound(result.missingImage));
    if ("notFound" in result) throw offeringNotFound(result.notFound);
    // Shoppers see it only through a listed vendor (approved, not paused), and only while it is live and shown.
    if (result.shownBeforeOrAfter) await this.catalogue.invalidate({ vendorId, reach: "offerings" });
    return this.toVendorOffering(result.offering, result.images);
  }

  /** 10 live, 15 paused (hidden), 20 deleted: gone from the storefront and search at once, and final (409 after). */
  async setStatus(vendor: VendorContext, id: string, status: Status): Promise<{ id: string; status: Status }> {
    const result = await this.repository.setStatus(vendor, id, status);
    if (result.outcome === "not_found") throw offeringNotFound(id);
    if (result.outcome === "deleted") throw new HttpError(409, vendorOfferingMessageFor.offeringDeleted(id), "OFFERING_DELETED");
    if (result.outcome === "ok" && result.shownBeforeOrAfter)
      await this.catalogue.invalidate({ vendorId: vendor.vendorId, reach: "offerings" });
    return { id, status };
  }
}
