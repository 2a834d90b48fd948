import { advisoryLock, writeVendorFigures } from "@utsav/db";
import type { Db } from "@utsav/db";

// One rating per vendor (docs/decisions/0060): writeVendorFigures (packages/db) recomputes it, for the seed and here.

/**
 * In the caller's transaction, after it changed one of the vendor's reviews: recomputes the vendor's figures and
 * copies them onto its offerings. Call `lockVendorFigures` first, in the same transaction, before changing the review,
 * so that two changes to one vendor's reviews at once are counted one after the other.
 */
export async function recomputeVendorFigures(tx: Db, vendorId: string): Promise<{ rating: number | null; reviewsCount: number }> {
  const [figures] = await writeVendorFigures(tx, [vendorId]);
  return { rating: figures?.rating ?? null, reviewsCount: figures?.reviewsCount ?? 0 };
}

/** In the caller's transaction: holds the vendor's figures until it ends (an advisory lock on PostgreSQL). */
export async function lockVendorFigures(tx: Db, vendorId: string): Promise<void> {
  await advisoryLock(tx, `vendor-figures:${vendorId}`);
}
