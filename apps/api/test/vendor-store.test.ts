import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vendorGalleryImages, vendors } from "@utsav/db";
import { slugify } from "@utsav/domain";
import type { OfferingDetail, Store, StoreList } from "@utsav/domain";
import { loadConfig } from "../src/platform/config.ts";
import { buildTestApp } from "./helper.ts";
import { approvedVendorWithOffering, signInOperator, submittedVendor } from "./operator-helper.ts";
import { offeringBody } from "./vendor-helper.ts";

// A public page for every vendor (issue 41 item 4, docs/decisions/0059): GET /api/public/stores/{slug}, behind the same
// go-live gate as the vendor's offerings.

let app: FastifyInstance;
let operator: Awaited<ReturnType<typeof signInOperator>>;

beforeAll(async () => {
  const storage = {
    ...loadConfig({ NODE_ENV: "test" }).storage,
    dir: mkdtempSync(path.join(tmpdir(), "utsav-store-media-")),
    privateDir: mkdtempSync(path.join(tmpdir(), "utsav-store-private-")),
  };
  app = await buildTestApp({ storage });
  operator = await signInOperator(app);
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });
const post = (url: string, payload: object | undefined, headers: Record<string, string>) =>
  app.inject({ method: "POST", url, headers, ...(payload ? { payload } : {}) });

async function store(slug: string): Promise<Store> {
  const response = await get(`/api/public/stores/${slug}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Store }).data;
}

async function statusOf(slug: string) {
  const response = await get(`/api/public/stores/${slug}`);
  return { status: response.statusCode, body: response.json() as { success: boolean; data: unknown; errorMessage: string | null } };
}

async function slugOf(vendorId: string): Promise<string> {
  const [row] = await app.database.db.select({ slug: vendors.slug }).from(vendors).where(eq(vendors.id, vendorId));
  if (!row) throw new Error(`no vendor ${vendorId}`);
  return row.slug;
}

describe("a vendor's store", () => {
  it("shows a catalogue vendor: its story, the reviews and terms its offering pages show, and every offering on sale", async () => {
    const slug = "deepam-gifts-and-decor";
    const page = await store(slug);
    expect(page).toMatchObject({ slug, navRef: `/stores/${slug}`, name: "Deepam Gifts & Decor", verified: true, area: "Indiranagar" });
    expect(page.story).toMatch(/gifting and decor house/);
    expect(Number.isNaN(Date.parse(page.since))).toBe(false);

    // Every offering of the vendor on sale, in catalogue order, as the list reads them.
    const list = (await get("/api/offerings?limit=100&offset=0")).json().data.offerings as { navRef: string; vendorName: string }[];
    const more = (await get("/api/offerings?limit=100&offset=100")).json().data.offerings as typeof list;
    const own = [...list, ...more].filter((card) => card.vendorName === page.name).map((card) => card.navRef);
    expect(page.offerings.map((card) => card.navRef)).toEqual(own);
    expect(own.length).toBeGreaterThan(1);

    // The offering page links to the store, and both read the same rating, count and reviews.
    const first = page.offerings[0]?.navRef.replace("/offerings/", "") ?? "";
    const offering = (await get(`/api/offerings/${first}`)).json().data.offering as OfferingDetail;
    expect(offering.vendor.storeSlug).toBe(slug);
    expect(page.reviews).toEqual(offering.reviews);
    expect(page.reviewsCount).toBe(offering.vendor.reviewsCount);
    expect(page.rating).toBe(offering.vendor.rating);
    expect(page.reviews.length).toBeGreaterThan(0);

    // Its terms by category (catalogue §9: decor in Bangalore only, hampers Pan India), each with its area's summary.
    expect(page.terms.length).toBeGreaterThan(0);
    for (const block of page.terms) expect(block.terms.serviceAreaSummary).not.toBe("");
    expect(page.terms.flatMap((block) => block.categories).sort()).toEqual([...new Set(page.offerings.map((o) => o.category))].sort());

    // No gallery curated yet: its offerings' first pictures stand in, captioned with their names.
    expect(page.galleryCurated).toBe(false);
    expect(page.gallery.length).toBeGreaterThan(0);
    expect(page.gallery[0]).toMatchObject({ caption: page.offerings[0]?.title, image: { type: "image", alt: page.offerings[0]?.title } });
  });

  it("is cached like the rest of the public catalogue and listed for the sitemap", async () => {
    const first = await get("/api/public/stores/deepam-gifts-and-decor");
    expect(first.headers["cache-control"]).toBe("no-cache");
    const etag = String(first.headers.etag);
    expect(etag).not.toBe("undefined");
    expect((await get("/api/public/stores/deepam-gifts-and-decor", { "if-none-match": etag })).statusCode).toBe(304);
    const stores = ((await get("/api/public/stores")).json() as { data: StoreList }).data.stores;
    expect(stores).toContainEqual({
      slug: "deepam-gifts-and-decor",
      navRef: "/stores/deepam-gifts-and-decor",
      name: "Deepam Gifts & Decor",
    });
    expect(stores).toHaveLength(10);
  });

  it("shows an account vendor's curated gallery, main picture first, then in its order, with the captions it writes", async () => {
    const vendor = await submittedVendor(app);
    expect((await post(`/api/operator/vendors/${vendor.vendorId}/decision`, { decision: "approve" }, operator.headers)).statusCode).toBe(
      200,
    );
    const slug = await slugOf(vendor.vendorId);
    expect(slug).toMatch(new RegExp(`^${slugify(vendor.businessName)}-[0-9a-f]{6}$`));
    const before = await store(slug);
    expect(before).toMatchObject({ name: vendor.businessName, galleryCurated: true });
    expect(before.offerings.map((o) => o.title)).toEqual([vendor.offering.title]);

    // Two more pictures after the first, then captions and a main picture through the vendor's own calls.
    const [firstId] = vendor.imageIds;
    const later = [`gi-${randomUUID()}`, `gi-${randomUUID()}`];
    await app.database.db.insert(vendorGalleryImages).values(
      later.map((id, i) => ({
        id,
        vendorId: vendor.vendorId,
        imageKey: `gallery/${id}.webp`,
        thumbnailKey: `gallery/${id}-t.webp`,
        width: 1200,
        height: 800,
        position: 5 + i,
      })),
    );
    const captions = { [String(firstId)]: "Mandap at dusk", [String(later[0])]: "Stage florals", [String(later[1])]: "Entrance arch" };
    const updates = Object.entries(captions).map(([imageId, caption]) => ({ imageId, caption }));
    expect((await post("/api/vendor/gallery/captions", { updates }, vendor.headers)).statusCode).toBe(200);
    expect((await post("/api/vendor/gallery/main-image", { imageId: later[1] }, vendor.headers)).statusCode).toBe(200);

    const page = await store(slug);
    expect(page.gallery.map((g) => g.caption)).toEqual(["Entrance arch", "Mandap at dusk", "Stage florals"]);
    expect(page.gallery.map((g) => g.id)).toEqual([later[1], firstId, later[0]]);
    expect(page.gallery[0]?.image).toMatchObject({ alt: "Entrance arch", width: 1200, height: 800 });
    expect(page.gallery[0]?.image.url).toMatch(new RegExp(`${later[1]}\\.webp$`));
    expect(page.logo).toBe(page.gallery[0]?.image.url);
    // Since the operators' approval, not before.
    expect(Date.parse(page.since)).toBeGreaterThanOrEqual(Date.parse(before.since) - 1);

    // Its offering page links to it.
    const offering = (await get(`/api/offerings/${vendor.offering.slug}`)).json().data.offering as OfferingDetail;
    expect(offering.vendor.storeSlug).toBe(slug);
  });

  it("is 404 while the vendor waits for approval or is paused, and for a slug no store has; 400 for one no store can have", async () => {
    const waiting = await submittedVendor(app);
    const waitingSlug = await slugOf(waiting.vendorId);
    expect((await statusOf(waitingSlug)).status).toBe(404);
    // The vendor's dashboard links to its store only once shoppers can see it.
    const dashboardSlug = async () => (await get("/api/vendor/dashboard", waiting.headers)).json().data.storeSlug as string | null;
    expect(await dashboardSlug()).toBeNull();

    await post(`/api/operator/vendors/${waiting.vendorId}/decision`, { decision: "approve" }, operator.headers);
    expect((await statusOf(waitingSlug)).status).toBe(200);
    expect(await dashboardSlug()).toBe(waitingSlug);
    const pause = await post(
      `/api/operator/vendors/${waiting.vendorId}/pause`,
      { reason: "Shoppers reported missed bookings; please call us." },
      operator.headers,
    );
    expect(pause.statusCode).toBe(200);
    const paused = await statusOf(waitingSlug);
    expect(paused).toEqual({
      status: 404,
      body: expect.objectContaining({ success: false, data: null, errorMessage: "This store is not on Utsav" }),
    });
    expect(((await get("/api/public/stores")).json() as { data: StoreList }).data.stores.map((s) => s.slug)).not.toContain(waitingSlug);
    await post(`/api/operator/vendors/${waiting.vendorId}/restore`, undefined, operator.headers);
    expect((await statusOf(waitingSlug)).status).toBe(200);

    expect((await statusOf("no-such-store-abc123")).status).toBe(404);
    for (const bad of ["Bad_Slug", "a--b", "x".repeat(161)]) {
      const answer = await statusOf(bad);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, data: null });
    }
  });

  it("lists only the offerings on sale: not a hidden one, and none once the last is paused (then the store is gone)", async () => {
    const { vendor, offering } = await approvedVendorWithOffering(app);
    const second = await post("/api/vendor/offering", offeringBody(vendor.imageIds, { title: "Jasmine Door Strings" }), vendor.headers);
    expect(second.statusCode).toBe(200);
    const secondId = (second.json().data as { id: string }).id;
    const slug = await slugOf(vendor.vendorId);
    expect((await store(slug)).offerings).toHaveLength(2);

    const hide = await post(
      `/api/operator/offerings/${offering.id}/hide`,
      { reason: "The photos show another vendor's work." },
      operator.headers,
    );
    expect(hide.statusCode).toBe(200);
    expect((await store(slug)).offerings.map((o) => o.id)).toEqual([secondId]);

    const paused = await app.inject({
      method: "PUT",
      url: `/api/vendor/offering/${secondId}/status`,
      headers: vendor.headers,
      payload: { status: 15 },
    });
    expect(paused.statusCode).toBe(200);
    expect((await statusOf(slug)).status).toBe(404);
  });
});
