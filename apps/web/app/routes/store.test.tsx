import userEvent from "@testing-library/user-event";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Store } from "@utsav/domain";
import { STORE_COPY } from "@utsav/domain/client";
import { fail, ok, stubApi } from "../../test/api-stub";
import { settleLazy } from "../../test/render";
import { renderRoute } from "../../test/route-stub";
import { makeOfferingDetail } from "../features/catalogue/offering-detail/test-offering";
import { storeJsonLd } from "../features/stores/store-json-ld";
import StoreRoute, { ErrorBoundary, loader, meta } from "./store";

// A vendor's public page the way a shopper meets it (docs/decisions/0059): the route's loader reads the store, and a
// store that is not there is the 404 view.

afterEach(() => vi.unstubAllGlobals());

const detail = makeOfferingDetail();

function makeStore(overrides: Partial<Store> = {}): Store {
  return {
    slug: "deepam-gifts-and-decor",
    navRef: "/stores/deepam-gifts-and-decor",
    name: "Deepam Gifts & Decor",
    titleTag: "Curated by",
    story: "A Bengaluru gifting and decor house putting together hampers since 2016.",
    logo: "/assets/logo.svg",
    verified: true,
    since: "2026-11-02T06:30:00.000Z",
    area: "Indiranagar",
    serviceAreaSummary: "Serves within 12 km of Indiranagar",
    leadTimeDays: 7,
    leadTimeText: null,
    gallery: [
      {
        id: "g1",
        caption: "Mandap at dusk",
        image: { id: "g1", type: "image", url: "/media/g1.webp", alt: "Mandap at dusk", width: 1200, height: 800, muted: true },
      },
      {
        id: "g2",
        caption: "Stage florals",
        image: { id: "g2", type: "image", url: "/media/g2.webp", alt: "Stage florals", width: 1200, height: 800, muted: true },
      },
    ],
    galleryCurated: true,
    offerings: detail.relatedOfferings,
    rating: 4.34,
    reviewsCount: 8,
    clientsCount: 1250,
    reviews: detail.reviews,
    terms: [
      {
        categories: ["decor"],
        terms: {
          serviceArea: { kind: "radius", baseLocality: "Indiranagar", radiusKm: 12 },
          serviceAreaSummary: "Serves within 12 km of Indiranagar",
          leadTimeDays: 7,
          leadTimeText: null,
          advancePercent: 50,
          refunds: { kind: "before_event", steps: [{ hoursBefore: 48, percent: 70 }] },
        },
      },
    ],
    ...overrides,
  };
}

function renderStore(slug: string) {
  renderRoute({ path: "/stores/:slug", entry: `/stores/${slug}`, Component: StoreRoute, loader, ErrorBoundary });
}

describe("a vendor's store page", () => {
  it("shows the vendor, since when, its story, area and notice, gallery with captions, offerings, reviews and terms", async () => {
    stubApi({ "GET /api/public/stores/deepam-gifts-and-decor": ok(makeStore()) });
    renderStore("deepam-gifts-and-decor");
    const name = await screen.findByRole("heading", { level: 1, name: "Deepam Gifts & Decor" });
    const header = within(name.closest("header") as HTMLElement);
    expect(header.getByText("On Utsav since November 2026")).toBeTruthy();
    expect(header.getByText("Verified")).toBeTruthy();
    expect(screen.getByText(/gifting and decor house/)).toBeTruthy();
    expect(screen.getAllByText("Serves within 12 km of Indiranagar").length).toBeGreaterThan(0);
    expect(screen.getByText("Book at least 7 days ahead")).toBeTruthy();

    const gallery = screen.getByRole("region", { name: STORE_COPY.gallery });
    const figures = within(gallery).getAllByRole("figure");
    expect(figures.map((figure) => figure.querySelector("figcaption")?.textContent)).toEqual(["Mandap at dusk", "Stage florals"]);
    expect(within(gallery).getByRole("img", { name: "Mandap at dusk" })).toBeTruthy();

    const offerings = screen.getByRole("region", { name: STORE_COPY.offerings("Deepam Gifts & Decor") });
    expect(within(offerings).getAllByRole("article")).toHaveLength(detail.relatedOfferings.length);
    await settleLazy();
    expect(await screen.findByRole("heading", { name: "Customer Reviews" })).toBeTruthy();
    const terms = await screen.findByRole("region", { name: "Advance and refunds" });
    expect(within(terms).getByText("50% advance to confirm")).toBeTruthy();
    expect(within(terms).getByRole("table")).toBeTruthy();
    // Nothing the page cannot do yet.
    expect(screen.queryByRole("button", { name: /write a review/i })).toBeNull();
  });

  it("carries the first offerings of a vendor with many, and reads all of them at a press", async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ ...detail.relatedOfferings[0]!, id: `DG${i}`, title: `Diya set ${i}` }));
    const fetchMock = stubApi({ "GET /api/public/stores/deepam-gifts-and-decor": ok(makeStore({ offerings: many })) });
    renderStore("deepam-gifts-and-decor");
    const region = await screen.findByRole("region", { name: STORE_COPY.offerings("Deepam Gifts & Decor") });
    expect(within(region).getAllByRole("article")).toHaveLength(STORE_COPY.offeringsFirst);
    const reads = fetchMock.mock.calls.length;
    await userEvent.setup().click(within(region).getByRole("button", { name: STORE_COPY.showAllOfferings(30) }));
    await waitFor(() => expect(within(region).getAllByRole("article")).toHaveLength(30));
    expect(fetchMock.mock.calls.length).toBe(reads + 1);
    expect(within(region).queryByRole("button", { name: /Show all/ })).toBeNull();
  });

  it("says so where the gallery is its offerings' pictures, and where no terms were published", async () => {
    stubApi({ "GET /api/public/stores/deepam-gifts-and-decor": ok(makeStore({ galleryCurated: false, terms: [] })) });
    renderStore("deepam-gifts-and-decor");
    expect(await screen.findByText(STORE_COPY.galleryFromOfferings)).toBeTruthy();
    await settleLazy();
    expect(await screen.findByText(STORE_COPY.noTerms)).toBeTruthy();
  });

  it("is the 404 view for a store that is not there, and for a slug no store can have", async () => {
    stubApi({ "GET /api/public/stores/no-such-store": fail(404, STORE_COPY.notFound, "NOT_FOUND") });
    renderStore("no-such-store");
    expect(await screen.findByRole("heading", { level: 1, name: STORE_COPY.notFound })).toBeTruthy();
    vi.unstubAllGlobals();
    stubApi();
    const thrown = await loader({ params: { slug: "Bad_Slug" }, context: {} } as unknown as Parameters<typeof loader>[0]).catch(
      (e: unknown) => e,
    );
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it("writes its title, canonical address and LocalBusiness data with the rating only where there are reviews", () => {
    const store = makeStore();
    const tags = meta({ loaderData: { store, origin: "https://utsav.example" } } as unknown as Parameters<typeof meta>[0]);
    expect(tags).toContainEqual({ title: "Deepam Gifts & Decor · Utsav" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://utsav.example/stores/deepam-gifts-and-decor" });
    const rated = storeJsonLd(store, "https://utsav.example");
    expect(rated).toMatchObject({
      "@type": "LocalBusiness",
      url: "https://utsav.example/stores/deepam-gifts-and-decor",
      // The figure the page shows (4.3), not the stored 4.34: one rating wherever a shopper sees it (docs/decisions/0060).
      aggregateRating: { ratingValue: 4.3, reviewCount: 8 },
    });
    expect(storeJsonLd(makeStore({ rating: null, reviewsCount: null, reviews: [] }), "https://utsav.example")).not.toHaveProperty(
      "aggregateRating",
    );
  });
});
