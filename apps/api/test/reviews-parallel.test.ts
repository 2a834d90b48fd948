import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { offerings, reviews, vendors } from "@utsav/db";
import { buildApp } from "../src/app.ts";
import { bookableVendor } from "./bookings-helper.ts";
import { buildTestApp } from "./helper.ts";
import { completedBooking, goodReview, putReview, shopper } from "./reviews-helper.ts";
import { offeringBody } from "./vendor-helper.ts";

// One rating per vendor (docs/decisions/0060) under load: shoppers reviewing one vendor at the same moment, on
// PostgreSQL, in parallel on separate connections split between two app instances as between two processes. Each
// review recomputes the vendor's figures under the vendor's lock, so the last to commit counts every review. Runs
// only with DATABASE_URL (CI, or a local server): the embedded database serves one statement at a time.

describe.runIf(process.env.DATABASE_URL)("reviews of one vendor written at once (PostgreSQL)", () => {
  let app: FastifyInstance;
  let twin: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    twin = await buildApp(app.config, { logStream: { write: () => {} } });
    await twin.ready();
  });
  afterAll(async () => {
    await twin?.close();
    await app?.close();
  });

  it("leaves the vendor's rating and count exactly right, and its offerings' copies equal", { timeout: 120_000 }, async () => {
    const vendor = await bookableVendor(app);
    const second = await app.inject({
      method: "POST",
      url: "/api/vendor/offering",
      headers: vendor.headers,
      payload: offeringBody(vendor.imageIds),
    });
    expect(second.statusCode, second.body).toBe(200);
    const ratings = [5, 5, 4, 4, 4, 3, 5, 5, 4, 2];
    const written = await Promise.all(
      ratings.map(async (rating, i) => {
        const by = await shopper(app, `Shopper Number${i}`);
        return { by, rating, bookingId: await completedBooking(app, vendor, by) };
      }),
    );

    const answers = await Promise.all(
      written.map(({ by, rating, bookingId }, i) => putReview(i % 2 === 0 ? app : twin, by.headers, bookingId, { ...goodReview, rating })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(ratings.map(() => 201));

    const [row] = await app.database.db.select().from(vendors).where(eq(vendors.id, vendor.vendorId));
    expect(row!.reviewsCount).toBe(10);
    expect(row!.rating).toBeCloseTo(4.1, 5);
    const copies = await app.database.db
      .select({ rating: offerings.rating, totalReviews: offerings.totalReviews })
      .from(offerings)
      .where(eq(offerings.vendorId, vendor.vendorId));
    expect(copies).toHaveLength(2);
    for (const copy of copies) expect(copy).toEqual({ rating: row!.rating, totalReviews: 10 });
  });

  it("writes one review when one booking's review is sent to both instances at once", { timeout: 60_000 }, async () => {
    const vendor = await bookableVendor(app);
    const by = await shopper(app, "Dev Patel");
    const bookingId = await completedBooking(app, vendor, by);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => putReview(i % 2 === 0 ? app : twin, by.headers, bookingId, goodReview)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(await app.database.db.select().from(reviews).where(eq(reviews.bookingId, bookingId))).toHaveLength(1);
    const [row] = await app.database.db.select().from(vendors).where(eq(vendors.id, vendor.vendorId));
    expect([row!.rating, row!.reviewsCount]).toEqual([5, 1]);
  });
});
