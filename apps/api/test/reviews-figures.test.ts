import { readFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { offerings, vendors } from "@utsav/db";
import { envelope, offeringDetailSchema, REVIEW_COPY, SHOPPER_REVIEW_MESSAGES, storeSchema } from "@utsav/domain";
import { loadConfig } from "../src/platform/config.ts";
import { bookableVendor } from "./bookings-helper.ts";
import type { BookableVendor } from "./bookings-helper.ts";
import { buildTestApp, getJson, searchResult } from "./helper.ts";
import { completedBooking, goodReview, putReview, shopper, writeReview } from "./reviews-helper.ts";
import { offeringBody } from "./vendor-helper.ts";
import type { Shopper } from "./reviews-helper.ts";

// A review's photos (uploaded first, then named by their addresses) and the one rating (docs/decisions/0060): once a
// shopper reviews a vendor, its offering's page, its card in every list, its store and "Most Rated" say the same.

let app: FastifyInstance;
let mediaDir: string;
beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(tmpdir(), "utsav-review-media-"));
  app = await buildTestApp({ storage: { ...loadConfig({ NODE_ENV: "test" }).storage, dir: mediaDir } });
});
afterAll(async () => {
  await app?.close();
});

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#d04a7a" } })
    .jpeg()
    .toBuffer();

/** POST /api/upload with fileType 'review_photo' and these files. */
async function upload(by: Shopper, files: { body: Buffer; filename: string; type: string }[]) {
  const form = new FormData();
  form.append("fileType", "review_photo");
  for (const file of files) form.append("files", new Blob([new Uint8Array(file.body)], { type: file.type }), file.filename);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  return app.inject({
    method: "POST",
    url: "/api/upload",
    headers: { ...by.headers, "content-type": request.headers.get("content-type")! },
    payload,
  });
}

const detailOf = async (offeringId: string) => {
  const [row] = await app.database.db.select({ slug: offerings.slug }).from(offerings).where(eq(offerings.id, offeringId));
  const slug = row!.slug;
  return envelope(z.object({ offering: offeringDetailSchema })).parse((await getJson(app, `/api/offerings/${slug}`)).body).data.offering;
};
const storeOf = async (vendorId: string) => {
  const [row] = await app.database.db.select({ slug: vendors.slug }).from(vendors).where(eq(vendors.id, vendorId));
  return envelope(storeSchema).parse((await getJson(app, `/api/public/stores/${row!.slug}`)).body).data;
};

describe("a review's photos", () => {
  let vendor: BookableVendor;
  beforeAll(async () => {
    vendor = await bookableVendor(app);
  });

  it("are uploaded as images fitted inside 1600 px, uncropped, then shown with the review", async () => {
    const meera = await shopper(app, "Meera Iyer");
    const uploaded = await upload(meera, [{ body: await jpeg(2400, 1200), filename: "arch.jpg", type: "image/jpeg" }]);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url: string = uploaded.json().data.profileImage;
    expect(url).toMatch(/^\/media\/review-photo\/[a-f0-9-]{36}\.webp$/);
    expect(await sharp(readFileSync(path.join(mediaDir, url.replace(/^\/media\//, "")))).metadata()).toMatchObject({
      format: "webp",
      width: 1600,
      height: 800,
    });

    const id = await completedBooking(app, vendor, meera);
    const written = await writeReview(app, meera, id, { ...goodReview, photos: [url] });
    expect(written.review?.photos).toEqual([{ url, alt: REVIEW_COPY.photoAlt("Meera I.", 1) }]);
    const [shown] = (await detailOf(vendor.offering.id)).reviews;
    expect(shown).toMatchObject({ source: "booking", userName: "Meera I.", photos: written.review!.photos });
  });

  it("must be a review photo uploaded here: anything else is refused", async () => {
    const ravi = await shopper(app, "Ravi Menon");
    const id = await completedBooking(app, vendor, ravi);
    const uuid = randomUUID();
    const others = [
      `https://elsewhere.example/media/review-photo/${uuid}.webp`,
      `/media/gallery/${uuid}.webp`,
      `/media/review-photo/${uuid}.webp`,
      "/media/review-photo/../gallery/x.webp",
    ];
    // Another review's photo is its own.
    const meera = await shopper(app, "Meera Iyer");
    const theirs = (await upload(meera, [{ body: await jpeg(400, 300), filename: "a.jpg", type: "image/jpeg" }])).json().data.profileImage;
    await writeReview(app, meera, await completedBooking(app, vendor, meera), { ...goodReview, photos: [theirs] });
    for (const photo of [...others, theirs]) {
      const response = await putReview(app, ravi.headers, id, { ...goodReview, photos: [photo] });
      expect(response.statusCode, photo).toBe(400);
      expect(response.json().errorMessage).toBe(SHOPPER_REVIEW_MESSAGES.photoInvalid);
    }
    const notImage = await upload(ravi, [{ body: Buffer.from("%PDF-1.4\n%%EOF\n"), filename: "x.pdf", type: "application/pdf" }]);
    expect(notImage.statusCode).toBe(400);
  });
});

describe("one rating everywhere", () => {
  it("follows a vendor's reviews on its offering's page, its cards, its store and 'Most Rated'", async () => {
    const [loved, liked] = [await bookableVendor(app), await bookableVendor(app)];
    // Both offerings answer one search (their titles differ in their last word only).
    const query = "Marigold Entrance Garland";
    const before = await detailOf(loved.offering.id);
    expect([before.rating, before.totalReviews, before.vendor.rating, before.vendor.reviewsCount]).toEqual([0, 0, null, null]);

    const twice = [await shopper(app, "Anil Rao"), await shopper(app, "Bela Shah")];
    await writeReview(app, twice[0]!, await completedBooking(app, loved, twice[0]!), { ...goodReview, rating: 5 });
    await writeReview(app, twice[1]!, await completedBooking(app, loved, twice[1]!), { ...goodReview, rating: 4 });
    const once = await shopper(app, "Chitra Das");
    await writeReview(app, once, await completedBooking(app, liked, once), { ...goodReview, rating: 2 });

    const page = await detailOf(loved.offering.id);
    expect([page.rating, page.totalReviews, page.vendor.rating, page.vendor.reviewsCount]).toEqual([4.5, 2, 4.5, 2]);
    expect(page.reviews.map((r) => [r.userName, r.source, r.rating])).toEqual([
      ["Bela S.", "booking", 4],
      ["Anil R.", "booking", 5],
    ]);
    const store = await storeOf(loved.vendorId);
    expect([store.rating, store.reviewsCount, store.reviews.length]).toEqual([4.5, 2, 2]);
    expect(store.offerings.find((c) => c.id === loved.offering.id)).toMatchObject({ rating: 4.5, reviewsCount: 2 });

    const mostRated = await searchResult(app, { query, sort: "rating_desc", limit: 100 });
    const ours = mostRated.results.filter((c) => c.id === loved.offering.id || c.id === liked.offering.id);
    expect(ours.map((c) => [c.id, c.rating, c.reviewsCount])).toEqual([
      [loved.offering.id, 4.5, 2],
      [liked.offering.id, 2, 1],
    ]);
    const fourAndAbove = await searchResult(app, { query, filters: { rating: 4 }, limit: 100 });
    expect(fourAndAbove.results.map((c) => c.id)).toContain(loved.offering.id);
    expect(fourAndAbove.results.map((c) => c.id)).not.toContain(liked.offering.id);

    // The stored figures are the vendor's, and an offering it adds now carries them from the start.
    const [row] = await app.database.db.select().from(vendors).where(eq(vendors.id, loved.vendorId));
    expect([row!.rating, row!.reviewsCount]).toEqual([4.5, 2]);
    const added = await app.inject({
      method: "POST",
      url: "/api/vendor/offering",
      headers: loved.headers,
      payload: offeringBody(loved.imageIds),
    });
    expect(added.statusCode, added.body).toBe(200);
    const [copy] = await app.database.db
      .select({ rating: offerings.rating, totalReviews: offerings.totalReviews })
      .from(offerings)
      .where(eq(offerings.id, added.json().data.id));
    expect(copy).toEqual({ rating: 4.5, totalReviews: 2 });
  });
});
