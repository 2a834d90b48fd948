import { randomUUID } from "node:crypto";
import { COLLECTIONS, connectInfoFor, findCollection, HOME_ROWS, SECTION_PAGES, whatsappSupportFor } from "@utsav/catalogue";
import type { CollectionDefinition } from "@utsav/catalogue";
import { CITY, messageFor, MESSAGES, ok, pagePaths, termsForCategory, withServiceAreaSummary } from "@utsav/domain";
import type { Collection, HomeData, HomeSection, OfferingDetail, OfferingList, OfferingListQuery, Widget } from "@utsav/domain";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "@utsav/db";
import { notFound } from "../../platform/http/http-errors.ts";
import { required } from "../../platform/required.ts";
import type { CatalogueRepository } from "./catalogue-repository.ts";
import type { CachedResponse, ResponseCache } from "../../platform/http/response-cache.ts";
import { reviewsCount, shownReviews } from "./vendor-reviews.ts";
import { APP_BANNER, CLOSING_BLOCK, EXPLORE_SECTIONS, FOOTER, HERO, TRUST_BLOCK } from "./storefront-content.ts";

/** How many offerings a home row carries; the row's 'View All' opens the whole collection. */
export const HOME_ROW_SIZE = 12;
/** How many related offerings of the same vendor an offering page carries (3 shown at first). */
export const RELATED_LIMIT = 24;
/** A collection page carries this many offerings by default and at most COLLECTION_MAX_LIMIT; the rest are paged. */
export const COLLECTION_PAGE_LIMIT = 24;
export const COLLECTION_MAX_LIMIT = 100;
/**
 * A vendor's write, which changes what shoppers see only while they can see the vendor (docs/decisions/0032).
 * "offerings": it can put one of the vendor's offerings on sale or take one off (an offering saved, its status, the FSSAI
 * licence), which matters while the vendor is approved and not paused. "vendor": it changes what the storefront shows of
 * the vendor itself (name, bio, logo, contact, area, terms), which matters only while one of its offerings is on sale.
 */
export interface VendorWrite {
  vendorId: string;
  reach: "offerings" | "vendor";
}

/** The PostgreSQL notification channel on which a process tells the others that the catalogue changed. */
export const CATALOGUE_CHANNEL = "catalogue_changed";

/**
 * Builds the catalogue responses (home, collections, offerings, footer) and keeps them in the read cache.
 * Vendor writes call invalidate(), which clears this process's cache and, on PostgreSQL, every other process's
 * through a notification (docs/decisions/0011).
 */
export class CatalogueService {
  /** Tells this process's own notifications from other processes'. */
  private readonly origin = randomUUID();
  private stopListening: (() => Promise<void>) | null = null;
  private readonly changeListeners: (() => void)[] = [];

  constructor(
    private readonly repository: CatalogueRepository,
    private readonly cache: ResponseCache,
    private readonly log: FastifyBaseLogger,
    private readonly database: Pick<Database, "listen" | "notify" | "fenceReads">,
    /** Whether advances are paid online (a payment provider is configured: docs/decisions/0048). */
    private readonly advancesOnline: boolean,
    /** The public address of a stored file (the storage's url): the photos of reviews. */
    private readonly fileUrl: (key: string) => string,
  ) {}

  /** Runs `listener` whenever the catalogue changes, in this process or (as notified) in another. */
  onChange(listener: () => void): void {
    this.changeListeners.push(listener);
  }

  private changed(): void {
    // Before the cache empties: what refills it is read where the change is (docs/decisions/0077).
    this.database.fenceReads();
    this.cache.invalidate();
    for (const listener of this.changeListeners) listener();
  }

  /**
   * Clears the read cache here and tells the other processes on the database to clear theirs. Given a vendor's write, it
   * does so only when shoppers can see what the write changed (VendorWrite), so that a vendor off the storefront saving
   * in a loop empties no cache (docs/decisions/0032); the promise settles once the cache is cleared or left.
   */
  invalidate(): void;
  invalidate(write: VendorWrite): Promise<void>;
  invalidate(write?: VendorWrite): void | Promise<void> {
    if (!write) return this.clearEverywhere();
    return this.repository
      .vendorSeen(write.vendorId, write.reach)
      .catch((err: unknown) => {
        // The write itself is done: when it cannot be told whether shoppers see it, the caches are cleared anyway.
        this.log.warn({ err }, "could not tell whether shoppers see a vendor's change; clearing the catalogue cache");
        return true;
      })
      .then((seen) => {
        if (seen) this.clearEverywhere();
      });
  }

  private clearEverywhere(): void {
    this.changed();
    this.database.notify(CATALOGUE_CHANNEL, this.origin).catch((err: unknown) => {
      this.log.warn({ err }, "could not tell other processes that the catalogue changed");
    });
  }

  /**
   * Follows other processes' invalidations. While the listening connection is lost (PostgreSQL restarting),
   * notifications are missed, so the cache is cleared again once it is back.
   */
  async listenForChanges(): Promise<void> {
    this.stopListening = await this.database.listen(CATALOGUE_CHANNEL, {
      onNotify: (payload) => {
        if (payload !== this.origin) this.changed();
      },
      onResync: () => {
        this.log.info("catalogue change listener reconnected; read cache cleared");
        this.changed();
      },
      onError: (err) => this.log.warn({ reason: err.message }, "catalogue change listener has no connection; retrying"),
    });
  }

  async close(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = null;
  }

  home(section?: HomeSection): Promise<CachedResponse> {
    return this.cache.get(`home:${section ?? ""}`, async () => ({ statusCode: 200, payload: ok(await this.buildHome(section)) }));
  }

  footer(): Promise<CachedResponse> {
    return this.cache.get("footer", async () => ({ statusCode: 200, payload: ok(FOOTER) }));
  }

  list(query: OfferingListQuery): Promise<CachedResponse> {
    const key = `list:${query.category ?? ""}:${query.subCategory ?? ""}:${query.limit}:${query.offset}`;
    return this.cache.get(key, async () => {
      const { cards, total } = await this.repository.listCards(query);
      const data: OfferingList = { offerings: cards, totalCount: total, hasMore: query.offset + cards.length < total };
      return { statusCode: 200, payload: ok(data) };
    });
  }

  collection(slug: string, limit = COLLECTION_PAGE_LIMIT, offset = 0): Promise<CachedResponse> {
    return this.cache.get(`collection:${slug}:${limit}:${offset}`, async () => {
      const definition = findCollection(slug);
      if (!definition) throw notFound(MESSAGES.collectionNotFound);
      return { statusCode: 200, payload: ok(await this.buildCollection(definition, limit, offset)) };
    });
  }

  offering(slug: string): Promise<CachedResponse> {
    return this.cache.get(`offering:${slug}`, async () => {
      const detail = await this.buildOffering(slug);
      if (!detail) throw notFound(messageFor.offeringNotFound(slug));
      return { statusCode: 200, payload: ok({ offering: detail }) };
    });
  }

  private async buildCollection(definition: CollectionDefinition, limit: number, offset: number): Promise<Collection> {
    const { cards, total, missingIds } = await this.repository.collectionCards(definition.rule, limit, offset);
    // catalogue §8: an id inside a collection that matches no offering is skipped with a warning.
    for (const id of missingIds) this.log.warn({ collection: definition.slug, offeringId: id }, "collection offering not found, skipped");
    return {
      id: definition.slug,
      category: definition.category,
      title: definition.title,
      description: definition.description,
      offerings: cards,
      totalCount: total,
    };
  }

  private async buildHome(section?: HomeSection): Promise<HomeData> {
    const rows = section ? SECTION_PAGES[section].rows : HOME_ROWS;
    const rowWidgets = await Promise.all(
      rows.map(async (slug): Promise<Widget> => {
        const definition = required(
          COLLECTIONS.find((c) => c.slug === slug),
          `the collection of home row ${slug}`,
        );
        const collection = await this.buildCollection(definition, HOME_ROW_SIZE, 0);
        return {
          id: slug,
          type: "offerings",
          title: definition.title,
          style: "horizontal",
          isWeb: true,
          data: {
            offerings: collection.offerings,
            totalCount: collection.totalCount,
            showSeeAllButton: collection.totalCount > 0,
            seeAllButtonText: "View All",
            displayTexts: { startingAt: "Starting at", viewAll: "View All" },
            navRef: pagePaths.collection(slug),
          },
        };
      }),
    );
    const header: Widget = { id: "header", type: "header", title: null, style: "mobile-only", isWeb: true, data: { location: CITY } };
    const explore: Widget = {
      id: "explore",
      type: "explore_section",
      title: null,
      style: "pills",
      isWeb: true,
      data: { exploreSections: EXPLORE_SECTIONS },
    };
    if (section) {
      return { title: SECTION_PAGES[section].title, section, widgets: [header, explore, ...rowWidgets], showQuickConnect: false };
    }
    return {
      title: null,
      section: null,
      showQuickConnect: false,
      widgets: [
        header,
        explore,
        { id: "hero", type: "hero_banner", title: null, style: "full-bleed", isWeb: true, data: HERO },
        ...rowWidgets,
        { id: "trust", type: "trust", title: TRUST_BLOCK.heading, style: "centered", isWeb: true, data: TRUST_BLOCK },
        { id: "app-banner", type: "banners", title: APP_BANNER.heading, style: "card", isWeb: false, data: APP_BANNER },
        { id: "closing", type: "closing", title: CLOSING_BLOCK.heading, style: "centered", isWeb: true, data: CLOSING_BLOCK },
      ],
    };
  }

  private async buildOffering(slug: string): Promise<OfferingDetail | null> {
    const row = await this.repository.offeringBySlug(slug);
    if (!row) return null;
    const { offering: o, vendor: v, terms: vendorTerms, whatsapp } = row;
    const [reviewRows, related] = await Promise.all([
      this.repository.reviewsOfVendor(v.id),
      this.repository.relatedCards(v.id, o.id, RELATED_LIMIT),
    ]);
    const category = o.category;
    const subCategory = o.subCategory;
    return {
      id: o.id,
      navRef: pagePaths.offering(o.slug),
      title: o.title,
      vendorName: v.name,
      vendorLogo: v.logo,
      vendorDescription: v.description,
      vendorTitleTag: v.titleTag,
      price: o.price,
      priceLabel: o.priceLabel,
      images: o.images,
      summary: o.summary,
      description: o.description,
      category,
      subCategory,
      // The vendor's figures, which are the offering's (docs/decisions/0060), as its vendor block says them.
      rating: v.rating ?? 0,
      totalClients: o.totalClients,
      totalReviews: v.reviewsCount,
      offeringType: o.offeringType,
      offeringRedirectUrl: o.offeringType === "buy" ? o.redirectUrl : null,
      offeringSlug: o.slug,
      offeringName: o.title,
      offeringCategory: category,
      // The vendor's own "Good to Know" lines, else the text for its category (docs/decisions/0022).
      connectInfo: o.goodToKnow ?? connectInfoFor(v.id, category, subCategory),
      bookingAttributes: o.offeringType === "book" ? o.bookingAttributes : [],
      whatsappSupport: whatsappSupportFor(v.phone, o.whatsappMessage),
      policy: v.policy,
      vendor: {
        vendorName: v.name,
        vendorImage: v.logo,
        vendorBio: v.description,
        vendorTitleTag: v.titleTag,
        rating: v.rating,
        clientsCount: v.clientsCount,
        reviewsCount: reviewsCount(v),
        verified: v.verified,
        storeSlug: v.slug,
      },
      reviews: shownReviews(reviewRows, v.name, this.fileUrl),
      relatedOfferings: related,
      terms: vendorTerms ? this.offeringTerms(termsForCategory(vendorTerms, category)) : null,
      vendorWhatsapp: whatsapp,
    };
  }

  /** The offering page's terms: with the area's summary, and whether its advance is paid online when booking. */
  private offeringTerms(terms: Parameters<typeof withServiceAreaSummary>[0]) {
    return { ...withServiceAreaSummary(terms), advancePaidOnline: this.advancesOnline && (terms.advancePercent ?? 0) > 0 };
  }
}
