import { ok, pagePaths, STORE_COPY, termsForCategory, withServiceAreaSummary } from "@utsav/domain";
import type { Category, OfferingCard, Store, StoreGalleryImage, StoreList, StoreTerms, VendorTermsByCategory } from "@utsav/domain";
import type { vendorGalleryImages } from "@utsav/db";
import { notFound } from "../../platform/http/http-errors.ts";
import type { CachedResponse, ResponseCache } from "../../platform/http/response-cache.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";
import type { CatalogueRepository } from "./catalogue-repository.ts";
import type { StoreRepository } from "./store-repository.ts";
import { reviewsCount, shownReviews } from "./vendor-reviews.ts";

/** Where a vendor has curated no gallery, this many of its offerings' first pictures stand in for one. */
export const STAND_IN_PICTURES = 8;

type GalleryRow = typeof vendorGalleryImages.$inferSelect;

/**
 * Vendors' public pages (docs/decisions/0059): the story, badge and since when, area and lead time, gallery, offerings
 * on sale, reviews and terms. Answers are kept in the catalogue's read cache, which every change shoppers can see
 * empties (catalogue-service.ts), so a store never outlives its vendor's last visible write.
 */
export class StoreService {
  constructor(
    private readonly stores: StoreRepository,
    private readonly catalogue: Pick<CatalogueRepository, "reviewsOfVendor">,
    private readonly cache: ResponseCache,
    private readonly storage: Pick<FileStorage, "url">,
    /** Whether advances are paid online (a payment provider is configured: docs/decisions/0048). */
    private readonly advancesOnline = false,
  ) {}

  store(slug: string): Promise<CachedResponse> {
    return this.cache.get(`store:${slug}`, async () => {
      const store = await this.build(slug);
      if (!store) throw notFound(STORE_COPY.notFound);
      return { statusCode: 200, payload: ok(store) };
    });
  }

  list(): Promise<CachedResponse> {
    return this.cache.get("stores", async () => {
      const rows = await this.stores.list();
      const data: StoreList = { stores: rows.map((row) => ({ ...row, navRef: pagePaths.store(row.slug) })) };
      return { statusCode: 200, payload: ok(data) };
    });
  }

  private async build(slug: string): Promise<Store | null> {
    const row = await this.stores.vendorBySlug(slug);
    if (!row) return null;
    const { vendor: v, terms, approvedAt } = row;
    const [offerings, galleryRows, reviewRows] = await Promise.all([
      this.stores.cards(v.id),
      this.stores.gallery(v.id),
      this.catalogue.reviewsOfVendor(v.id),
    ]);
    const gallery = galleryRows.length > 0 ? this.curated(galleryRows, v.name) : await this.standIn(v.id);
    const base = terms ? withServiceAreaSummary(termsForCategory({ ...terms, byCategory: {} }, "")) : null;
    return {
      slug: v.slug,
      navRef: pagePaths.store(v.slug),
      name: v.name,
      titleTag: v.titleTag,
      story: v.description,
      // A vendor with no main gallery image has no logo yet: its first offering's picture stands in (as on its offerings).
      logo: v.logo || offerings[0]?.image.thumbnailUrl || offerings[0]?.image.url || "",
      verified: v.verified,
      since: new Date(approvedAt ?? v.createdAt).toISOString(),
      area: v.area,
      serviceAreaSummary: base?.serviceAreaSummary ?? null,
      leadTimeDays: base?.leadTimeDays ?? null,
      leadTimeText: base?.leadTimeText ?? null,
      gallery,
      galleryCurated: galleryRows.length > 0,
      offerings,
      rating: v.rating,
      reviewsCount: reviewsCount(v),
      clientsCount: v.clientsCount,
      reviews: shownReviews(reviewRows, v.name, (key) => this.storage.url(key)),
      terms: terms ? this.termsByCategory(terms, offerings) : [],
    };
  }

  private curated(rows: GalleryRow[], name: string): StoreGalleryImage[] {
    return rows.map((row, i) => ({
      id: row.id,
      caption: row.caption,
      image: {
        id: row.id,
        type: "image",
        url: this.storage.url(row.imageKey),
        thumbnailUrl: this.storage.url(row.thumbnailKey),
        alt: row.caption || STORE_COPY.galleryPhoto(name, i + 1),
        width: row.width,
        height: row.height,
        muted: true,
      },
    }));
  }

  private async standIn(vendorId: string): Promise<StoreGalleryImage[]> {
    const pictures = await this.stores.offeringPictures(vendorId, STAND_IN_PICTURES);
    return pictures.flatMap(({ title, image }) => (image ? [{ id: image.id, caption: title, image: { ...image, alt: title } }] : []));
  }

  /** The terms of each category the vendor sells in; categories with the same terms share one block. */
  private termsByCategory(terms: VendorTermsByCategory, offerings: OfferingCard[]): StoreTerms[] {
    const blocks = new Map<string, StoreTerms>();
    const categories = [...new Set(offerings.map((o) => o.category))] as Category[];
    for (const category of categories) {
      const own = withServiceAreaSummary(termsForCategory(terms, category));
      const shown = { ...own, advancePaidOnline: this.advancesOnline && (own.advancePercent ?? 0) > 0 };
      const key = JSON.stringify(shown);
      const block = blocks.get(key);
      if (block) block.categories.push(category);
      else blocks.set(key, { categories: [category], terms: shown });
    }
    return [...blocks.values()];
  }
}
