import { and, eq, getTableColumns, isNotNull, isNull, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { OperatorReviewFilter } from "@utsav/domain";
import { bookings, reviews, vendors } from "@utsav/db";
import type { Db } from "@utsav/db";
import { AuditRepository } from "../../platform/audit-repository.ts";
import type { AuditRecord } from "../../platform/audit-repository.ts";
import type { Page } from "../../platform/http/paging.ts";
import { OutboxRepository } from "../../platform/outbox/outbox-repository.ts";
import type { OutboxDraft } from "../../platform/outbox/outbox-repository.ts";
import { lockVendorFigures, recomputeVendorFigures } from "./figures.ts";
import type { ReviewRow } from "../catalogue/index.ts";

// Operators' moderation of reviews (docs/decisions/0060): the lists they work through, and hiding and restoring a
// review, which recomputes its vendor's rating in the same transaction, with the audit row and the author's message.

/** A review as operators read it: with its vendor's name, and the phone on the reviewed booking for its messages. */
export type ModeratedRow = ReviewRow & { vendorName: string; authorPhone: string | null };

/** The vendor's figures once the change is counted. */
export interface Figures {
  rating: number | null;
  reviewsCount: number;
}

/**
 * Each list's rows and order, newest first: reported ones still shown before those already hidden; hidden ones by
 * when they were hidden; all by when they were written. The keys are fixed SQL of a table's alias, never input.
 */
const LISTS: Record<OperatorReviewFilter, { where: SQL | undefined; keys: (t: string) => string[] }> = {
  reported: { where: isNotNull(reviews.reportedAt), keys: (t) => [`(${t}.hidden_at is null)::int`, `${t}.reported_at`, `${t}.id`] },
  hidden: { where: isNotNull(reviews.hiddenAt), keys: (t) => [`${t}.hidden_at`, `${t}.id`] },
  all: { where: undefined, keys: (t) => [`${t}.created_at`, `${t}.id`] },
};

const moderated = {
  review: reviews,
  vendorName: vendors.name,
  authorPhone: bookings.consumerPhone,
};
const flat = (row: { review: ReviewRow; vendorName: string; authorPhone: string | null }): ModeratedRow => ({
  ...row.review,
  vendorName: row.vendorName,
  authorPhone: row.authorPhone,
});

export type HideOutcome = { row: ModeratedRow; figures: Figures } | "missing" | "unchanged";

export class ModerationRepository {
  constructor(private readonly db: Db) {}

  private select(db: Db = this.db) {
    return db
      .select(moderated)
      .from(reviews)
      .innerJoin(vendors, eq(vendors.id, reviews.vendorId))
      .leftJoin(bookings, eq(bookings.id, reviews.bookingId));
  }

  /** A page of a list after the review `after`; null when `after` is not in the list (any more). */
  async page(filter: OperatorReviewFilter, after: string | undefined, limit: number): Promise<Page<ModeratedRow> | null> {
    const { where, keys } = LISTS[filter];
    let mark: SQL | undefined;
    if (after) {
      const [found] = await this.db
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.id, after), where));
      if (!found) return null;
      // Compared in SQL as a row, every key descending: timestamps keep their microseconds.
      mark = sql`(${sql.raw(keys("reviews").join(", "))}) < (select ${sql.raw(keys("m").join(", "))} from reviews m where m.id = ${after})`;
    }
    const rows = await this.select()
      .where(and(where, mark))
      .orderBy(...keys("reviews").map((key) => sql.raw(`${key} desc`)))
      .limit(limit + 1);
    const page = rows.slice(0, limit).map(flat);
    return { rows: page, nextAfter: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
  }

  /**
   * Hides the review with `reason`, or shows it again (reason null), where it is not so already; in one transaction:
   * the vendor's figures locked, the review changed, the figures recomputed, the audit row and the author's messages.
   */
  async setHidden(
    id: string,
    reason: string | null,
    record: (row: ModeratedRow, figures: Figures) => { audit: AuditRecord; messages: OutboxDraft[] },
  ): Promise<HideOutcome> {
    return this.db.transaction(async (tx) => {
      const [found] = await this.select(tx).where(eq(reviews.id, id));
      if (!found) return "missing";
      await lockVendorFigures(tx, found.review.vendorId);
      const [changed] = await tx
        .update(reviews)
        .set(reason === null ? { hiddenAt: null, hiddenReason: null } : { hiddenAt: sql`now()`, hiddenReason: reason })
        .where(and(eq(reviews.id, id), reason === null ? isNotNull(reviews.hiddenAt) : isNull(reviews.hiddenAt)))
        .returning(getTableColumns(reviews));
      if (!changed) return "unchanged";
      const figures = await recomputeVendorFigures(tx, changed.vendorId);
      const row = flat({ ...found, review: changed });
      const { audit, messages } = record(row, figures);
      await AuditRepository.write(tx, audit);
      await OutboxRepository.enqueue(tx, messages);
      return { row, figures };
    });
  }
}
