import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { COLLECTIONS, selectByRule } from "@utsav/catalogue";
import { envelope, vendorOfferingListSchema, vendorOfferingSchema } from "@utsav/domain";
import type { OfferingCard, VendorOffering } from "@utsav/domain";
import { offerings, vendorGalleryImages } from "@utsav/db";
import { VENDOR_POSITION_BASE } from "../src/modules/vendors/offering-repository.ts";
import { buildTestApp } from "./helper.ts";
import { approveDirectly } from "./operator-helper.ts";
import { addFoodLicence, addGalleryImages, offeringBody, readyVendor } from "./vendor-helper.ts";

let app: FastifyInstance;
let vendor: Awaited<ReturnType<typeof readyVendor>>;
let other: Awaited<ReturnType<typeof readyVendor>>;
beforeAll(async () => {
  app = await buildTestApp();
  vendor = await readyVendor(app, 12);
  other = await readyVendor(app, 2);
  // Approved by operators, so that their offerings reach the storefront (the gate itself: operator-gate.test.ts).
  await approveDirectly(app, vendor.vendorId);
  await approveDirectly(app, other.vendorId);
  // The vendor sells sweets below: its FSSAI licence is on file, so they reach consumers (docs/decisions/0022).
  await addFoodLicence(app, vendor.vendorId);
});
afterAll(async () => {
  await app.close();
});

const BOOKING_FIELDS = [
  { label: "Name", field: "name", type: "input", inputType: "text", required: true },
  { label: "Mobile", field: "mobile", type: "input", inputType: "tel", required: true },
  { label: "Event date", field: "eventDate", type: "input", inputType: "text", required: false },
];

const post = (payload: unknown, headers = vendor.headers) =>
  app.inject({ method: "POST", url: "/api/vendor/offering", headers, payload: payload as object });
const setStatus = (id: string, status: unknown, headers = vendor.headers) =>
  app.inject({ method: "PUT", url: `/api/vendor/offering/${id}/status`, headers, payload: { status } });
async function create(overrides: Record<string, unknown> = {}, as = vendor): Promise<VendorOffering> {
  const response = await post(offeringBody(as.imageIds.slice(0, 2), overrides), as.headers);
  expect(response.statusCode, response.body).toBe(200);
  return envelope(vendorOfferingSchema).parse(response.json()).data;
}

/** Every card a paged catalogue list answers, following its pages to the end. */
async function allCards(url: string): Promise<OfferingCard[]> {
  const cards: OfferingCard[] = [];
  for (let offset = 0; ; offset += 100) {
    const response = await app.inject({ method: "GET", url: `${url}${url.includes("?") ? "&" : "?"}limit=100&offset=${offset}` });
    expect(response.statusCode, url).toBe(200);
    const page: OfferingCard[] = response.json().data.offerings;
    cards.push(...page);
    if (page.length < 100) return cards;
  }
}
const searchIds = async (query: string) =>
  ((await app.inject({ method: "POST", url: "/api/search", payload: { query, limit: 100 } })).json().data.results as { id: string }[]).map(
    (r) => r.id,
  );
const page = (slug: string) => app.inject({ method: "GET", url: `/api/offerings/${slug}` });

/** Where the storefront shows an offering: its page, its category list, the collections that select it, search. */
async function storefrontPresence(offering: VendorOffering, searchWord: string) {
  const collections: Record<string, boolean> = {};
  for (const collection of COLLECTIONS) {
    if (collection.rule.kind !== "filter") continue;
    collections[collection.slug] = (await allCards(`/api/collections/${collection.slug}`)).some((c) => c.id === offering.id);
  }
  return {
    page: (await page(offering.slug)).statusCode,
    list: (await allCards(`/api/offerings?category=${offering.category}`)).some((c) => c.id === offering.id),
    collections,
    search: (await searchIds(searchWord)).includes(offering.id),
  };
}
const expectedCollections = (offering: VendorOffering, shown: boolean) =>
  Object.fromEntries(
    COLLECTIONS.filter((c) => c.rule.kind === "filter").map((c) => [c.slug, shown && selectByRule(c.rule, [offering]).length === 1]),
  );

describe("POST /api/vendor/offering: create", () => {
  it("creates a live offering VND{n} with a slug from its title and the chosen gallery images", async () => {
    const [first, second] = vendor.imageIds;
    await app.database.db.update(vendorGalleryImages).set({ caption: "Front door" }).where(eq(vendorGalleryImages.id, second!));
    const response = await post(offeringBody([second!, first!], { title: "Marigold & Mango-Leaf Toran", priceLabel: "" }));
    expect(response.statusCode, response.body).toBe(200);
    const offering = envelope(vendorOfferingSchema).parse(response.json()).data;
    expect(offering.id).toMatch(/^VND\d+$/);
    expect(offering).toMatchObject({
      slug: `marigold-and-mango-leaf-toran-${offering.id.toLowerCase()}`,
      navRef: `/offerings/marigold-and-mango-leaf-toran-${offering.id.toLowerCase()}`,
      status: 10,
      priceLabel: null,
      redirectUrl: null,
      bookingAttributes: [],
      imageIds: [second, first],
      occasions: ["diwali"],
    });
    expect(offering.images.map((i) => i.id)).toEqual([second, first]);
    expect(offering.images[0]).toMatchObject({ caption: "Front door", isMain: false, width: 1200, height: 900 });
    expect(offering.images[0]!.uri).toMatch(/^\/media\/gallery\/[a-f0-9-]{36}\.webp$/);

    const [row] = await app.database.db.select().from(offerings).where(eq(offerings.id, offering.id));
    expect(row).toMatchObject({ vendorId: vendor.vendorId, source: "vendor", priceLabel: "₹1,500", rating: 0, totalReviews: 0 });
    expect(row!.position).toBeGreaterThan(VENDOR_POSITION_BASE);
    expect(row!.images[0]).toEqual({
      id: second,
      type: "image",
      url: offering.images[0]!.uri,
      thumbnailUrl: offering.images[0]!.thumbnail,
      width: 1200,
      height: 900,
      alt: "Front door",
      muted: true,
    });
    expect(row!.images[1]!.alt).toBe("Marigold & Mango-Leaf Toran");
    expect(row!.searchText).toContain(vendor.businessName.toLowerCase());
  });

  it("shows a new live offering at once on its page, in its category list, in the collections its rule selects and in search", async () => {
    // Fill the catalogue cache first, so the test proves the write clears it.
    await storefrontPresence({ id: "none", slug: "none-vnd0", category: "gifts" } as VendorOffering, "zebrafinch");
    const offering = await create({
      title: "Zebrafinch Corporate Hamper",
      category: "gifts",
      subCategory: "corporate",
      price: 450,
      occasions: ["corporate", "diwali"],
    });
    expect(await storefrontPresence(offering, "zebrafinch")).toEqual({
      page: 200,
      list: true,
      collections: expectedCollections(offering, true),
      search: true,
    });
    // The rules put a ₹450 team gift in the team rows and the under-500/1000/2000 rows.
    expect(
      Object.entries(expectedCollections(offering, true))
        .filter(([, v]) => v)
        .map(([k]) => k),
    ).toEqual(
      expect.arrayContaining([
        "curated-gifts-for-your-team",
        "curated-gifts-team-corporate-under-500",
        "curated-gifts-team-corporate-under-2000",
      ]),
    );

    const detail = (await page(offering.slug)).json().data.offering;
    expect(detail).toMatchObject({
      id: offering.id,
      title: "Zebrafinch Corporate Hamper",
      vendorName: vendor.businessName,
      priceLabel: "₹450",
      offeringType: "call",
      rating: 0,
      reviews: [],
      // A new vendor has no rating, clients or reviews yet: the page introduces it as new (decision 0025).
      vendor: expect.objectContaining({ rating: null, clientsCount: 0, reviewsCount: null }),
      images: [expect.objectContaining({ id: vendor.imageIds[0], type: "image" }), expect.objectContaining({ id: vendor.imageIds[1] })],
    });
    // No main gallery image yet: the offering's first picture stands in for the logo, never an empty source.
    expect(detail.vendorLogo).toBe(detail.images[0].thumbnailUrl);
    expect(detail.vendor.vendorImage).toBe(detail.images[0].thumbnailUrl);
    // Approved by operators, so verified: the Verified Vendors filter keeps it, with the badge.
    const verified = await app.inject({
      method: "POST",
      url: "/api/search",
      payload: { query: "zebrafinch", filters: { verified: true } },
    });
    expect(verified.json().data.results).toEqual([expect.objectContaining({ id: offering.id, vendorVerified: true })]);
  });

  it("takes buy offerings with an https link and book offerings with booking fields, which shoppers can then book", async () => {
    const buy = await create({ offeringType: "buy", redirectUrl: "https://shop.example.in/toran" });
    expect(buy.redirectUrl).toBe("https://shop.example.in/toran");
    expect((await page(buy.slug)).json().data.offering.offeringRedirectUrl).toBe("https://shop.example.in/toran");

    const book = await create({ offeringType: "book", bookingAttributes: BOOKING_FIELDS });
    expect((await page(book.slug)).json().data.offering.bookingAttributes).toEqual(BOOKING_FIELDS);
    const booked = await app.inject({
      method: "POST",
      url: "/api/public/booking",
      payload: {
        offeringId: book.id,
        vendorName: vendor.businessName,
        offeringName: book.title,
        bookingData: { name: "Meera", mobile: "9845012345" },
      },
    });
    expect(booked.statusCode).toBe(200);
  });
});

describe("POST /api/vendor/offering: update", () => {
  it("updates the vendor's offering, its slug and images, and the storefront follows", async () => {
    const offering = await create({ title: "Jasmine Door Garland" });
    const response = await post({
      ...offeringBody(vendor.imageIds.slice(3, 6)),
      id: offering.id,
      title: "Jasmine and Rose Door Garland",
      price: 2500,
      priceLabel: "From ₹2,500",
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = envelope(vendorOfferingSchema).parse(response.json()).data;
    expect(updated).toMatchObject({
      id: offering.id,
      slug: `jasmine-and-rose-door-garland-${offering.id.toLowerCase()}`,
      price: 2500,
      priceLabel: "From ₹2,500",
      imageIds: vendor.imageIds.slice(3, 6),
    });
    // The old address answers with the offering as it is now, under its canonical slug (docs/decisions/0022).
    expect((await page(offering.slug)).json().data.offering).toMatchObject({
      offeringSlug: updated.slug,
      title: "Jasmine and Rose Door Garland",
    });
    expect((await page(updated.slug)).json().data.offering).toMatchObject({
      title: "Jasmine and Rose Door Garland",
      price: 2500,
      priceLabel: "From ₹2,500",
    });
    const read = await app.inject({ method: "GET", url: `/api/vendor/offering/${offering.id}`, headers: { cookie: vendor.cookie } });
    expect(envelope(vendorOfferingSchema).parse(read.json()).data).toEqual(updated);
  });

  it("keeps a paused offering paused when saved without a status", async () => {
    const offering = await create({ status: 15 });
    expect(offering.status).toBe(15);
    expect((await page(offering.slug)).statusCode).toBe(404);
    const saved = await post({ ...offeringBody(vendor.imageIds.slice(0, 1)), id: offering.id });
    expect(saved.json().data.status).toBe(15);
  });
});

describe("PUT /api/vendor/offering/{id}/status", () => {
  it("pauses (15) and resumes (10) an offering: hidden from the storefront and search while paused", async () => {
    const offering = await create({ title: "Pangolin Brass Diya Set", category: "decor", subCategory: "all" });
    expect(await storefrontPresence(offering, "pangolin")).toMatchObject({ page: 200, list: true, search: true });
    const paused = await setStatus(offering.id, 15);
    expect(paused.json()).toEqual({ success: true, data: { id: offering.id, status: 15 }, errorMessage: null });
    expect(await storefrontPresence(offering, "pangolin")).toEqual({
      page: 404,
      list: false,
      collections: expectedCollections(offering, false),
      search: false,
    });
    expect((await setStatus(offering.id, 10)).statusCode).toBe(200);
    expect(await storefrontPresence(offering, "pangolin")).toEqual({
      page: 200,
      list: true,
      collections: expectedCollections(offering, true),
      search: true,
    });
  });

  it("deletes (20): gone from page, list, collections and search at once, and final", async () => {
    const offering = await create({ title: "Narwhal Sweets Box", category: "sweets", subCategory: "corporate", price: 900 });
    expect(await storefrontPresence(offering, "narwhal")).toEqual({
      page: 200,
      list: true,
      collections: expectedCollections(offering, true),
      search: true,
    });
    expect((await setStatus(offering.id, 20)).json()).toEqual({ success: true, data: { id: offering.id, status: 20 }, errorMessage: null });
    expect(await storefrontPresence(offering, "narwhal")).toEqual({
      page: 404,
      list: false,
      collections: expectedCollections(offering, false),
      search: false,
    });
    const suggestions = await app.inject({ method: "POST", url: "/api/search/suggestions", payload: { query: "narwhal" } });
    expect(JSON.stringify(suggestions.json().data)).not.toContain(offering.id);

    for (const status of [10, 15, 20]) {
      const again = await setStatus(offering.id, status);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        success: false,
        data: null,
        errorMessage: `Offering ${offering.id} was deleted and cannot change again`,
      });
    }
    const read = await app.inject({ method: "GET", url: `/api/vendor/offering/${offering.id}`, headers: { cookie: vendor.cookie } });
    expect(read.statusCode).toBe(404);
    expect(read.json().errorMessage).toBe(`Offering not found: ${offering.id}`);
    expect((await post({ ...offeringBody(vendor.imageIds.slice(0, 1)), id: offering.id })).statusCode).toBe(404);
    const list = await app.inject({ method: "GET", url: "/api/vendor/offerings", headers: { cookie: vendor.cookie } });
    expect(list.json().data.offerings.map((o: { id: string }) => o.id)).not.toContain(offering.id);
  });
});

describe("GET /api/vendor/offerings and /offering/{id}", () => {
  it("lists only this vendor's offerings that are not deleted, with a thumbnail", async () => {
    const mine = await create();
    const theirs = await create({}, other);
    const response = await app.inject({ method: "GET", url: "/api/vendor/offerings", headers: { cookie: vendor.cookie } });
    const { offerings: list } = envelope(vendorOfferingListSchema).parse(response.json()).data;
    const ids = list.map((o) => o.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(list.find((o) => o.id === mine.id)).toMatchObject({
      slug: mine.slug,
      navRef: mine.navRef,
      priceLabel: "₹1,500",
      status: 10,
      thumbnail: mine.images[0]!.thumbnail,
    });
    // Most recently changed first.
    expect(ids[0]).toBe(mine.id);
  });

  it("answers 404 for another vendor's offering, a catalogue offering and an unknown id, alike", async () => {
    const theirs = await create({}, other);
    for (const id of [theirs.id, "DGC1", "VND999999", "not-an-id"]) {
      const read = await app.inject({ method: "GET", url: `/api/vendor/offering/${id}`, headers: { cookie: vendor.cookie } });
      expect(read.statusCode, id).toBe(404);
      expect(read.json()).toEqual({ success: false, data: null, errorMessage: `Offering not found: ${id}`, errorCode: "NOT_FOUND" });
      expect((await setStatus(id, 20)).statusCode, id).toBe(404);
      expect((await post({ ...offeringBody(vendor.imageIds.slice(0, 1)), id })).statusCode, id).toBe(404);
    }
    // Nothing of theirs changed.
    expect((await page(theirs.slug)).statusCode).toBe(200);
  });
});

describe("POST /api/vendor/offering: bad input", () => {
  it.each([
    ["buy without a link", { offeringType: "buy" }, "A buy offering needs a redirect URL starting with https://"],
    [
      "buy with an http link",
      { offeringType: "buy", redirectUrl: "http://shop.example.in/x" },
      "A buy offering needs a redirect URL starting with https://",
    ],
    [
      "buy with no host",
      { offeringType: "buy", redirectUrl: "https://localhost/x" },
      "A buy offering needs a redirect URL starting with https://",
    ],
    ["a link on a call offering", { redirectUrl: "https://shop.example.in/x" }, "Only buy offerings have a redirect URL"],
    ["book without booking fields", { offeringType: "book" }, "A book offering needs at least one booking field"],
    [
      "book with the same field twice",
      { offeringType: "book", bookingAttributes: [BOOKING_FIELDS[0], { ...BOOKING_FIELDS[1], field: "Name" }] },
      "Booking fields must have different names: Name",
    ],
    ["booking fields on a call offering", { bookingAttributes: BOOKING_FIELDS }, "Only book offerings have booking fields"],
    [
      "a booking field that is not an identifier",
      { offeringType: "book", bookingAttributes: [{ ...BOOKING_FIELDS[0], field: "full name" }] },
      "Field must be an identifier",
    ],
    ["price 0", { price: 0 }, "Price must be between 1 and 10000000"],
    ["price above the limit", { price: 10_000_001 }, "Price must be between 1 and 10000000"],
    ["a fractional price", { price: 12.5 }, "Price must be a whole number of rupees"],
    ["a price as text", { price: "1500" }, "Price must be a number"],
    ["a short title", { title: "ab" }, "Title must be at least 3 characters"],
    ["a short summary", { summary: "short" }, "Summary must be at least 10 characters"],
    ["no description", { description: [] }, "Add at least one description section"],
    ["an unknown category", { category: "cakes" }, "Category must be one of: decor"],
    ["an unknown offering type", { offeringType: "rent" }, "Offering type must be one of: buy, book, call"],
    ["no images", { imageIds: [] }, "Choose at least one image from your gallery"],
    ["the same image twice", { imageIds: ["gi-a", "gi-a"] }, "The same image is chosen twice: gi-a"],
    ["status 20 on save", { status: 20 }, "Status is not valid"],
    ["an unknown field", { featured: true }, "Unknown field: featured"],
  ])("refuses %s (400)", async (_name, overrides, message) => {
    const response = await post(offeringBody(vendor.imageIds.slice(0, 1), overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, data: null, errorCode: "VALIDATION_FAILED" });
    expect(response.json().errorMessage).toContain(message);
  });

  it("refuses more images than an offering may show", async () => {
    const response = await post(offeringBody(vendor.imageIds.slice(0, 11)));
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toContain("Choose at most 10 images");
  });

  it("refuses another vendor's gallery image and an unknown one, naming it", async () => {
    const foreign = other.imageIds[0]!;
    for (const id of [foreign, "gi-unknown"]) {
      const response = await post(offeringBody([vendor.imageIds[0]!, id]));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        data: null,
        errorMessage: `Image not found in your gallery: ${id}`,
        errorCode: "BAD_REQUEST",
      });
    }
  });

  it("refuses an occasion the catalogue does not know", async () => {
    const response = await post(offeringBody(vendor.imageIds.slice(0, 1), { occasions: ["diwali", "moon-landing"] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe("Unknown occasion: moon-landing");
  });

  it("refuses an invalid status body and a body that is not JSON", async () => {
    const offering = await create();
    for (const status of [30, "20", null]) {
      const response = await setStatus(offering.id, status);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errorCode: "VALIDATION_FAILED" });
    }
    const broken = await app.inject({
      method: "POST",
      url: "/api/vendor/offering",
      headers: { ...vendor.headers, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ success: false, data: null, errorMessage: "Invalid request: the body is not valid JSON" });
  });

  it("creates nothing when a request is refused", async () => {
    const fresh = await readyVendor(app, 1);
    await post(offeringBody([fresh.imageIds[0]!, "gi-unknown"]), fresh.headers);
    await post(offeringBody(fresh.imageIds, { price: 0 }), fresh.headers);
    expect(await app.database.db.select().from(offerings).where(eq(offerings.vendorId, fresh.vendorId))).toEqual([]);
    // A gallery image added later can be used at once.
    const [added] = await addGalleryImages(app, fresh.vendorId, 1);
    expect((await post(offeringBody([added!]), fresh.headers)).statusCode).toBe(200);
  });
});
