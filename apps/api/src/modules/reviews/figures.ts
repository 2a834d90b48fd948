import { sql } from "drizzle-orm";
import { advisoryLock, queryRows } from "@utsav/db";
import type { Db } from "@utsav/db";

// One rating per vendor (docs/decisions/0060): the mean of its shown reviews (the catalogue's and those from bookings,
// not hidden), to one decimal, and their number, kept on the vendor and copied onto each of its offerings, which the
// lists, "Most Rated", the rating filters and search order by.

/**
 * In the caller's transaction, after it changed one of the vendor's reviews: recomputes the vendor's figures and
 * copies them onto its offerings. Call `lockVendorFigures` first, in the same transaction, before changing the review,
 * so that two changes to one vendor's reviews at once are counted one after the other.
 */
export async function recomputeVendorFigures(tx: Db, vendorId: string): Promise<{ rating: number | null; reviewsCount: number }> {
  const [vendor] = await queryRows<{ rating: number | null; reviews_count: number }>(
    tx,
    sql`
    update vendors set
      reviews_count = f.n,
      rating = f.mean,
      updated_at = now()
    from (
      select count(*)::int as n, round(avg(rating)::numeric, 1)::real as mean
      from reviews where vendor_id = ${vendorId} and hidden_at is null
    ) f
    where vendors.id = ${vendorId}
    returning vendors.rating, vendors.reviews_count`,
  );
  const figures = { rating: vendor?.rating ?? null, reviewsCount: vendor?.reviews_count ?? 0 };
  await tx.execute(sql`
    update offerings set rating = ${figures.rating ?? 0}, total_reviews = ${figures.reviewsCount}
    where vendor_id = ${vendorId}`);
  return figures;
}

/** In the caller's transaction: holds the vendor's figures until it ends (an advisory lock on PostgreSQL). */
export async function lockVendorFigures(tx: Db, vendorId: string): Promise<void> {
  await advisoryLock(tx, `vendor-figures:${vendorId}`);
}
