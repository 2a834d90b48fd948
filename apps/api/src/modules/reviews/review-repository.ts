import { randomUUID } from "node:crypto";
import { and, eq, isNotNull, ne, or, sql } from "drizzle-orm";
import { requireRow, reviews } from "@utsav/db";
import type { Db } from "@utsav/db";
import type { ReviewRow } from "../catalogue/index.ts";
import { lockVendorFigures, recomputeVendorFigures } from "./figures.ts";

// The shopper's review of a booking (docs/decisions/0060): one row per booking (reviews.booking_id is unique), written
// with the vendor's figures in one transaction.

/** What the shopper's review says, and who and what it is of: the columns a write sets. */
export interface ReviewContent {
  rating: number;
  comment: string;
  photoKeys: string[];
  /** The public name ("Priya S."), the booked offering and the event's month ("2026-11"). */
  userName: string;
  userTitle: string;
  offeringId: string;
  offeringName: string;
  eventMonth: string | null;
}

export interface ReviewWrite {
  bookingId: string;
  vendorId: string;
  userId: string;
  /** The day it is written, as the catalogue's reviews give theirs (YYYY-MM-DD, in India). */
  reviewDate: string;
  now: Date;
  content: ReviewContent;
}

export class ReviewRepository {
  constructor(private readonly db: Db) {}

  async ofBooking(bookingId: string, db: Db = this.db): Promise<ReviewRow | null> {
    const [row] = await db.select().from(reviews).where(eq(reviews.bookingId, bookingId));
    return row ?? null;
  }

  /** Of `keys`, those that another booking's review shows: a photo belongs to the one review it was uploaded for. */
  async photoKeysOfOthers(keys: readonly string[], bookingId: string): Promise<string[]> {
    if (keys.length === 0) return [];
    const used = or(...keys.map((key) => sql`${reviews.photoKeys} @> ${JSON.stringify([key])}::jsonb`));
    const rows = await this.db
      .select({ keys: reviews.photoKeys })
      .from(reviews)
      .where(and(isNotNull(reviews.bookingId), ne(reviews.bookingId, bookingId), used));
    const taken = new Set(rows.flatMap((row) => row.keys));
    return keys.filter((key) => taken.has(key));
  }

  /**
   * Writes the booking's review, or changes it, in one transaction that holds the vendor's figures: `decide` is given
   * the review as it is under that lock (null before the first) and throws to refuse; then the row is written and the
   * vendor's rating and count, and their copies on its offerings, are recomputed. Two writes of one booking at once are
   * one after the other: the second finds the first's row and changes it.
   */
  async save(write: ReviewWrite, decide: (existing: ReviewRow | null) => void): Promise<{ review: ReviewRow; created: boolean }> {
    return this.db.transaction(async (tx) => {
      await lockVendorFigures(tx, write.vendorId);
      const existing = await this.ofBooking(write.bookingId, tx);
      decide(existing);
      const review = existing
        ? requireRow(
            await tx
              .update(reviews)
              .set({ ...write.content, updatedAt: write.now })
              .where(eq(reviews.id, existing.id))
              .returning(),
            "the review just read",
          )
        : requireRow(
            await tx
              .insert(reviews)
              .values({
                id: `rv_${randomUUID().replace(/-/g, "")}`,
                vendorId: write.vendorId,
                bookingId: write.bookingId,
                userId: write.userId,
                source: "booking",
                reviewDate: write.reviewDate,
                createdAt: write.now,
                updatedAt: write.now,
                ...write.content,
              })
              .returning(),
            "the review just inserted",
          );
      await recomputeVendorFigures(tx, write.vendorId);
      return { review, created: existing === null };
    });
  }
}
