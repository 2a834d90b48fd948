import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { bookings, paymentRefunds, payments, paymentTransfers } from "@utsav/db";
import type { Db } from "@utsav/db";
import { pageOf } from "../../platform/http/paging.ts";
import type { Page } from "../../platform/http/paging.ts";

// The vendor's Payments page (docs/decisions/0051): one row a booking whose advance was captured — the payment, the
// platform's fee, the vendor's share and where it is — with what refunds gave back, and the totals over all of them.

/** What was given back to the shopper of a transfer's payment: refunds asked or made (a failed one gave nothing). */
const refundedOf = sql<number>`(
  select coalesce(sum(r.amount), 0)::int from ${paymentRefunds} r
  where r.payment_id = ${paymentTransfers.paymentId} and r.status <> 'failed'
)`.mapWith(Number);

const statementColumns = {
  id: paymentTransfers.id,
  bookingId: paymentTransfers.bookingId,
  offeringName: bookings.offeringName,
  eventDate: bookings.eventDate,
  advance: payments.amount,
  commissionPercent: paymentTransfers.commissionPercent,
  fee: paymentTransfers.fee,
  share: paymentTransfers.amount,
  reversed: paymentTransfers.reversedAmount,
  status: paymentTransfers.status,
  refunded: refundedOf,
  paidAt: payments.createdAt,
  releasedAt: paymentTransfers.releasedAt,
};

export interface StatementRow {
  id: string;
  bookingId: string;
  offeringName: string;
  eventDate: string | null;
  advance: number;
  commissionPercent: number;
  fee: number;
  share: number;
  reversed: number;
  status: string;
  refunded: number;
  paidAt: Date;
  releasedAt: Date | null;
}

export interface StatementTotals {
  held: number;
  released: number;
  refunded: number;
}

export class PayoutStatementRepository {
  constructor(private readonly db: Db) {}

  private read(where: SQL, limit: number): Promise<StatementRow[]> {
    return this.db
      .select(statementColumns)
      .from(paymentTransfers)
      .innerJoin(bookings, eq(bookings.id, paymentTransfers.bookingId))
      .innerJoin(payments, eq(payments.id, paymentTransfers.paymentId))
      .where(where)
      .orderBy(desc(paymentTransfers.createdAt), desc(paymentTransfers.id))
      .limit(limit);
  }

  /** A page of the vendor's rows, newest first, after the row `after`; null when `after` is not one of its rows. */
  page(vendorId: string, after: string | undefined, limit: number): Promise<Page<StatementRow> | null> {
    return pageOf(this.db, paymentTransfers, eq(paymentTransfers.vendorId, vendorId), after, (where) => this.read(where, limit + 1), limit);
  }

  /** Every row, newest first, up to `limit` (the CSV). */
  all(vendorId: string, limit: number): Promise<StatementRow[]> {
    return this.read(eq(paymentTransfers.vendorId, vendorId), limit);
  }

  /**
   * The vendor's shares in total, net of what refunds took back: held (waiting for a linked account, or on hold until the
   * event is completed) and released; and what refunds gave back to its shoppers.
   */
  async totals(vendorId: string): Promise<StatementTotals> {
    const [shares] = await this.db
      .select({
        held: sql<number>`coalesce(sum(case when ${paymentTransfers.status} in ('waiting', 'on_hold') then ${paymentTransfers.amount} - ${paymentTransfers.reversedAmount} else 0 end), 0)::int`.mapWith(
          Number,
        ),
        released:
          sql<number>`coalesce(sum(case when ${paymentTransfers.status} = 'released' then ${paymentTransfers.amount} - ${paymentTransfers.reversedAmount} else 0 end), 0)::int`.mapWith(
            Number,
          ),
      })
      .from(paymentTransfers)
      .where(eq(paymentTransfers.vendorId, vendorId));
    const [refunds] = await this.db
      .select({ refunded: sql<number>`coalesce(sum(${paymentRefunds.amount}), 0)::int`.mapWith(Number) })
      .from(paymentRefunds)
      .innerJoin(paymentTransfers, eq(paymentTransfers.paymentId, paymentRefunds.paymentId))
      .where(and(eq(paymentTransfers.vendorId, vendorId), ne(paymentRefunds.status, "failed")));
    return { held: shares?.held ?? 0, released: shares?.released ?? 0, refunded: refunds?.refunded ?? 0 };
  }
}
