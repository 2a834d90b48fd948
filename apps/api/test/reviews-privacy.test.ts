import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { reviews, vendors } from "@utsav/db";
import { ACCOUNT_DELETION_WORD, consumerDataExportSchema, envelope, REVIEW_COPY } from "@utsav/domain";
import { loadConfig } from "../src/platform/config.ts";
import { bookableVendor } from "./bookings-helper.ts";
import { buildTestApp } from "./helper.ts";
import { completedBooking, goodReview, shopper, writeReview } from "./reviews-helper.ts";

// A review is its author's personal data (DPDP Act 2023; docs/decisions/0060): their download holds it, and deleting
// their account takes their name and photos off it. Its stars and words stay, so the vendor's rating does not move.

let app: FastifyInstance;
let mediaDir: string;
beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(tmpdir(), "utsav-review-privacy-"));
  app = await buildTestApp({ storage: { ...loadConfig({ NODE_ENV: "test" }).storage, dir: mediaDir } });
});
afterAll(async () => {
  await app?.close();
});

async function uploadPhoto(headers: Record<string, string>): Promise<string> {
  const form = new FormData();
  form.append("fileType", "review_photo");
  const body = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#336699" } })
    .jpeg()
    .toBuffer();
  form.append("files", new Blob([new Uint8Array(body)], { type: "image/jpeg" }), "cake.jpg");
  const request = new Request("http://localhost/", { method: "POST", body: form });
  const response = await app.inject({
    method: "POST",
    url: "/api/upload",
    headers: { ...headers, "content-type": request.headers.get("content-type")! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.profileImage;
}

describe("a shopper's reviews and their data", () => {
  it("are in their download, and lose their name and photos when the account is deleted", async () => {
    const vendor = await bookableVendor(app);
    const sunita = await shopper(app, "Sunita Kulkarni");
    const photo = await uploadPhoto(sunita.headers);
    const bookingId = await completedBooking(app, vendor, sunita);
    await writeReview(app, sunita, bookingId, { ...goodReview, rating: 4, photos: [photo] });

    const exported = await app.inject({ method: "POST", url: "/api/consumer/account/export", headers: sunita.headers });
    expect(exported.statusCode, exported.body).toBe(200);
    const data = envelope(consumerDataExportSchema).parse(exported.json()).data;
    expect(data.reviews).toEqual([
      expect.objectContaining({
        bookingId,
        vendorName: vendor.businessName,
        rating: 4,
        comment: goodReview.comment,
        publicName: "Sunita K.",
        photos: [photo],
        answer: null,
      }),
    ]);

    const [before] = await app.database.db.select().from(vendors).where(eq(vendors.id, vendor.vendorId));
    const storeUrl = `/api/public/stores/${before!.slug}`;
    expect((await app.inject({ method: "GET", url: storeUrl })).json().data.reviews[0].userName).toBe("Sunita K.");
    const deleted = await app.inject({
      method: "POST",
      url: "/api/consumer/account/delete",
      headers: sunita.headers,
      payload: { confirm: ACCOUNT_DELETION_WORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data.kept).toContainEqual(expect.objectContaining({ what: expect.stringContaining("your reviews") }));

    const [row] = await app.database.db.select().from(reviews).where(eq(reviews.bookingId, bookingId));
    expect(row).toMatchObject({
      userName: REVIEW_COPY.shopperFallback,
      userId: null,
      photoKeys: [],
      rating: 4,
      comment: goodReview.comment,
    });
    expect(existsSync(path.join(mediaDir, photo.replace(/^\/media\//, "")))).toBe(false);
    const [after] = await app.database.db.select().from(vendors).where(eq(vendors.id, vendor.vendorId));
    expect([after!.rating, after!.reviewsCount]).toEqual([before!.rating, before!.reviewsCount]);
    // The pages shoppers read show the review without its author.
    const store = await app.inject({ method: "GET", url: storeUrl });
    expect(store.json().data.reviews).toEqual([expect.objectContaining({ userName: REVIEW_COPY.shopperFallback, photos: [] })]);
    expect(store.body).not.toContain("Sunita");
  });
});
