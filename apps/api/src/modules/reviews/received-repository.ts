import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { allOf, bookings, reviews, vendors } from "@utsav/db";
import type { Db } from "@utsav/db";
import { pageOf } from "../../platform/http/paging.ts";
import type { Page } from "../../platform/http/paging.ts";
import { recordChange } from "../../platform/outbox/record-change.ts";
import type { OutboxDraft } from "../../platform/outbox/outbox-repository.ts";
import type { ReviewRow } from "../catalogue/index.ts";

// The reviews shoppers wrote after a vendor's bookings, as the vendor reads, answers and reports them
// (docs/decisions/0060). Every query is scoped to the vendor: another vendor's review is not found.

/** One of the vendor's reviews with what its messages name: the phone on the reviewed booking and the vendor's name. */
export type ReceivedRow = ReviewRow & { authorPhone: string | null; vendorName: string };

/** The vendor's reviews from bookings (the catalogue's imported ones are nobody's to answer). */
const ofVendor = (vendorId: string): SQL => allOf(eq(reviews.vendorId, vendorId), eq(reviews.source, "booking"));

export class ReceivedReviewRepository {
  constructor(private readonly db: Db) {}

  /** The vendor's figures as shoppers see them. */
  async figures(vendorId: string): Promise<{ rating: number | null; reviewsCount: number }> {
    const [row] = await this.db
      .select({ rating: vendors.rating, reviewsCount: vendors.reviewsCount })
      .from(vendors)
      .where(eq(vendors.id, vendorId));
    return row ?? { rating: null, reviewsCount: 0 };
  }

  /** Newest first, hidden ones included, after the review `after`; null when `after` is not one of them. */
  page(vendorId: string, after: string | undefined, limit: number): Promise<Page<ReviewRow> | null> {
    return pageOf(
      this.db,
      reviews,
      ofVendor(vendorId),
      after,
      (where) =>
        this.db
          .select()
          .from(reviews)
          .where(where)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(limit + 1),
      limit,
    );
  }

  async one(vendorId: string, id: string): Promise<ReceivedRow | undefined> {
    const [row] = await this.db
      .select({ review: reviews, authorPhone: bookings.consumerPhone, vendorName: vendors.name })
      .from(reviews)
      .innerJoin(vendors, eq(vendors.id, reviews.vendorId))
      .leftJoin(bookings, eq(bookings.id, reviews.bookingId))
      .where(and(ofVendor(vendorId), eq(reviews.id, id)));
    return row && { ...row.review, authorPhone: row.authorPhone, vendorName: row.vendorName };
  }

  /**
   * Writes the vendor's one answer, with its messages, where the review has none yet: of two answers at once, one is
   * written and the other finds it answered (undefined).
   */
  async answer(vendorId: string, id: string, text: string, messages: readonly OutboxDraft[]): Promise<ReviewRow | undefined> {
    const [row] = await this.db.transaction((tx) =>
      recordChange(tx, {
        row: (write) =>
          write
            .update(reviews)
            .set({ answer: text, answeredAt: sql`now()`, updatedAt: sql`now()` })
            .where(and(ofVendor(vendorId), eq(reviews.id, id), isNull(reviews.answer)))
            .returning(),
        messages: () => messages,
      }),
    );
    return row;
  }

  /** Asks operators to look at the review, once: undefined where it was reported already. */
  async report(vendorId: string, id: string, reason: string): Promise<ReviewRow | undefined> {
    const [row] = await this.db
      .update(reviews)
      .set({ reportedAt: sql`now()`, reportReason: reason })
      .where(and(ofVendor(vendorId), eq(reviews.id, id), isNull(reviews.reportedAt)))
      .returning();
    return row;
  }
}
