import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { eq } from "drizzle-orm";
import { CATALOGUE } from "@utsav/catalogue";
import { envelope, offeringDetailSchema, ratingOfReviews } from "@utsav/domain";
import { offerings, vendors } from "@utsav/db";
import type { FastifyInstance } from "fastify";
import { buildTestApp, getJson, searchResult } from "./helper.ts";

// Reviews belong to the vendor (docs/decisions/0025), and so does the one rating shown anywhere (docs/decisions/0060):
// every figure an offering page shows is the vendor's, it is the figure of the reviews the page lists, and the
// offering's own rating and count, which lists and "Most Rated" read, are the same.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const detailEnvelope = envelope(z.object({ offering: offeringDetailSchema }));
const detailOf = async (slug: string) => detailEnvelope.parse((await getJson(app, `/api/offerings/${slug}`)).body).data.offering;

describe("an offering page's reviews and their figures", () => {
  it.each(CATALOGUE.vendors.map((v) => [v.key] as const))(
    "%s: the vendor's count and rating are those of the listed reviews, and the offering's too",
    async (key) => {
      const ofVendor = CATALOGUE.offerings.filter((o) => o.vendorKey === key);
      const [first, last] = [ofVendor[0]!, ofVendor.at(-1)!];
      const detail = await detailOf(first.slug);
      expect(detail.reviews.length).toBeGreaterThan(0);
      expect(detail.vendor.reviewsCount).toBe(detail.reviews.length);
      expect(detail.vendor.rating).toBe(ratingOfReviews(detail.reviews));
      expect([detail.rating, detail.totalReviews]).toEqual([detail.vendor.rating, detail.vendor.reviewsCount]);
      expect(new Set(detail.reviews.map((r) => r.vendorName))).toEqual(new Set([detail.vendorName]));
      // The catalogue's reviews are marked as imported.
      expect(new Set(detail.reviews.map((r) => r.source))).toEqual(new Set(["catalogue"]));
      // The same reviews, count and rating on every offering of the vendor: they are the vendor's, not one offering's.
      const other = await detailOf(last.slug);
      expect(other.reviews).toEqual(detail.reviews);
      expect(other.vendor).toEqual(detail.vendor);
      expect([other.rating, other.totalReviews]).toEqual([detail.rating, detail.totalReviews]);
    },
  );

  it("keeps in the database the vendor's figures the page shows, and copies them onto every offering of the vendor", async () => {
    const rows = await app.database.db.select().from(vendors);
    for (const vendor of CATALOGUE.vendors) {
      const row = rows.find((r) => r.id === vendor.key)!;
      expect(row.rating, vendor.key).toBeCloseTo(vendor.rating!, 5);
      expect(row.reviewsCount, vendor.key).toBe(CATALOGUE.reviews.filter((r) => r.vendorKey === vendor.key).length);
      const detail = await detailOf(CATALOGUE.offerings.find((o) => o.vendorKey === vendor.key)!.slug);
      expect(detail.vendor.rating, vendor.key).toBeCloseTo(row.rating!, 5);
      const copies = await app.database.db
        .select({ rating: offerings.rating, totalReviews: offerings.totalReviews })
        .from(offerings)
        .where(eq(offerings.vendorId, vendor.key));
      for (const copy of copies) expect(copy, vendor.key).toEqual({ rating: row.rating, totalReviews: row.reviewsCount });
    }
  });

  it("gives every card the vendor's figures, so a list and 'Most Rated' say what the page says", async () => {
    const result = await searchResult(app, { query: "gifts", sort: "rating_desc", limit: 50 });
    expect(result.results.length).toBeGreaterThan(3);
    const ratings = result.results.map((card) => card.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    for (const card of result.results.slice(0, 5)) {
      const detail = await detailOf(card.navRef.split("/").at(-1)!);
      expect([card.rating, card.reviewsCount], card.id).toEqual([detail.vendor.rating, detail.vendor.reviewsCount]);
    }
  });
});
