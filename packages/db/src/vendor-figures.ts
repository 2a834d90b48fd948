import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";
import { queryRows } from "./client.ts";

// One rating per vendor (docs/decisions/0060): the mean of its shown reviews (the catalogue's and those from bookings,
// not hidden), to one decimal, and their number, kept on the vendor and copied onto each of its offerings, which the
// lists, "Most Rated", the rating filters and search order by. The seed and every change to a review write them here.

export interface VendorFigures {
  vendorId: string;
  rating: number | null;
  reviewsCount: number;
}

/** Recomputes the vendors' figures from their reviews and copies them onto their offerings, in the caller's transaction. */
export async function writeVendorFigures(tx: Db, vendorIds: readonly string[]): Promise<VendorFigures[]> {
  if (vendorIds.length === 0) return [];
  const ids = sql.join(
    vendorIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const figures = await queryRows<VendorFigures>(
    tx,
    sql`
    update vendors set reviews_count = f.n, rating = f.mean, updated_at = now()
    from (
      select v.id, count(r.id)::int as n, round(avg(r.rating)::numeric, 1)::real as mean
      from vendors v left join reviews r on r.vendor_id = v.id and r.hidden_at is null
      where v.id in (${ids}) group by v.id
    ) f
    where vendors.id = f.id
    returning vendors.id as "vendorId", vendors.rating, vendors.reviews_count as "reviewsCount"`,
  );
  await tx.execute(sql`
    update offerings set rating = coalesce(v.rating, 0), total_reviews = v.reviews_count
    from vendors v where v.id = offerings.vendor_id and v.id in (${ids})`);
  return figures;
}
