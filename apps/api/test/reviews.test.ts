import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { CATALOGUE } from "@utsav/catalogue";
import { envelope, offeringDetailSchema, ratingOfReviews } from "@utsav/domain";
import { vendors } from "@utsav/db";
import type { FastifyInstance } from "fastify";
import { buildTestApp, getJson } from "./helper.ts";

// Reviews belong to the vendor (docs/decisions/0025): every figure an offering page shows beside them is the vendor's,
// and it is the figure of the reviews the page lists.

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
    "%s: the vendor's count and rating are those of the listed reviews",
    async (key) => {
      const ofVendor = CATALOGUE.offerings.filter((o) => o.vendorKey === key);
      const [first, last] = [ofVendor[0]!, ofVendor.at(-1)!];
      const detail = await detailOf(first.slug);
      expect(detail.reviews.length).toBeGreaterThan(0);
      expect(detail.vendor.reviewsCount).toBe(detail.reviews.length);
      expect(detail.vendor.rating).toBe(ratingOfReviews(detail.reviews));
      expect(new Set(detail.reviews.map((r) => r.vendorName))).toEqual(new Set([detail.vendorName]));
      // The same reviews, count and rating on every offering of the vendor: they are the vendor's, not one offering's.
      const other = await detailOf(last.slug);
      expect(other.reviews).toEqual(detail.reviews);
      expect(other.vendor).toEqual(detail.vendor);
    },
  );

  it("keeps in the database the same vendor rating the page shows, which quotes on briefs read too", async () => {
    const rows = await app.database.db.select({ id: vendors.id, rating: vendors.rating }).from(vendors);
    for (const vendor of CATALOGUE.vendors) {
      const row = rows.find((r) => r.id === vendor.key);
      expect(row?.rating, vendor.key).toBeCloseTo(vendor.rating!, 5);
      const detail = await detailOf(CATALOGUE.offerings.find((o) => o.vendorKey === vendor.key)!.slug);
      expect(detail.vendor.rating, vendor.key).toBeCloseTo(row!.rating!, 5);
    }
  });
});
