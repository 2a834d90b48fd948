import { desc, eq, ilike, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { allOf, anyOf, bookings, paymentLedger, paymentOrders, paymentRefunds, payments, paymentTransfers, users } from "@utsav/db";
import type { Db } from "@utsav/db";
import type { OperatorPaymentsFilter } from "@utsav/domain";
import { AuditRepository } from "../../platform/audit-repository.ts";
import type { AuditRecord } from "../../platform/audit-repository.ts";
import { pageOf } from "../../platform/http/paging.ts";
import type { Page } from "../../platform/http/paging.ts";
import type { PaymentOrderStatus, RefundStatus, TransferStatus } from "@utsav/domain";
import type { MoneyRepository, OweOutcome, RefundClaim, RefundRow } from "./money-repository.ts";

// The operators' payments console (docs/decisions/0052): every booking with an order, newest first, by its order's
// and its refunds' states; one booking's money whole; a refund by hand owed and audited in one transaction.

const escapeLike = (text: string) => text.replace(/[\\%_]/g, "\\$&");

/** Refunds asked or made of a booking's payments (a failed one gave nothing back). */
const refundedOf = sql<number>`(
  select coalesce(sum(r.amount), 0)::int from ${paymentRefunds} r
  where r.booking_id = ${paymentOrders.bookingId} and r.status <> 'failed'
)`.mapWith(Number);

/** The state of a booking's latest refund. */
const latestRefundOf = sql<RefundStatus | null>`(
  select r.status from ${paymentRefunds} r where r.booking_id = ${paymentOrders.bookingId}
  order by r.created_at desc, r.id desc limit 1
)`;

const listColumns = {
  id: paymentOrders.id,
  bookingId: paymentOrders.bookingId,
  offeringName: bookings.offeringName,
  vendorId: bookings.vendorId,
  vendorName: bookings.vendorName,
  orderStatus: paymentOrders.status,
  advance: paymentOrders.amount,
  paid: payments.amount,
  refunded: refundedOf,
  refundStatus: latestRefundOf,
  transferStatus: paymentTransfers.status,
  fee: paymentTransfers.fee,
  createdAt: paymentOrders.createdAt,
};

export interface PaymentListRow {
  id: string;
  bookingId: string;
  offeringName: string;
  vendorId: string;
  vendorName: string;
  orderStatus: PaymentOrderStatus;
  advance: number;
  paid: number | null;
  refunded: number;
  refundStatus: RefundStatus | null;
  transferStatus: TransferStatus | null;
  fee: number | null;
  createdAt: Date;
}

/** What an operator's refund came to: owed, more than is left (nothing owed), or nothing left to refund. */
export type OperatorRefundOutcome = OweOutcome;

/** The list's filters as SQL: the order's status, a refund in a state, and words in the booking, its names or a payment id. */
function filtered({ status, refund, q }: OperatorPaymentsFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (status) conditions.push(eq(paymentOrders.status, status));
  if (refund)
    conditions.push(
      sql`exists (select 1 from ${paymentRefunds} r where r.booking_id = ${paymentOrders.bookingId} and r.status = ${refund})`,
    );
  const words = q?.trim().replace(/^#/, "");
  if (words) {
    const like = `%${escapeLike(words)}%`;
    conditions.push(
      anyOf(
        ilike(bookings.id, like),
        ilike(bookings.offeringName, like),
        ilike(bookings.vendorName, like),
        sql`exists (select 1 from ${payments} p where p.booking_id = ${paymentOrders.bookingId} and p.id = ${words})`,
      ),
    );
  }
  const [first, ...rest] = conditions as [SQL, ...SQL[]];
  return allOf(first, ...rest);
}

export class OperatorPaymentRepository {
  constructor(
    private readonly db: Db,
    /** The money's own repository on a connection or a transaction (it owes the refund). */
    private readonly moneyOn: (db: Db) => MoneyRepository,
  ) {}

  private read(where: SQL, limit: number): Promise<PaymentListRow[]> {
    return this.db
      .select(listColumns)
      .from(paymentOrders)
      .innerJoin(bookings, eq(bookings.id, paymentOrders.bookingId))
      .leftJoin(payments, eq(payments.id, paymentOrders.paidPaymentId))
      .leftJoin(paymentTransfers, eq(paymentTransfers.bookingId, paymentOrders.bookingId))
      .where(where)
      .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
      .limit(limit);
  }

  /** A page of the filtered list, newest first, after the order `after`; null when `after` is not one of it. */
  page(filter: OperatorPaymentsFilter, after: string | undefined, limit: number): Promise<Page<PaymentListRow> | null> {
    // pageOf reads the cursor's row from payment_orders alone, so the filter, which reads the booking too, is a subquery.
    const owned = sql`${paymentOrders.id} in (
      select ${paymentOrders.id} from ${paymentOrders} inner join ${bookings} on ${bookings.id} = ${paymentOrders.bookingId}
      where ${filtered(filter)})`;
    return pageOf(this.db, paymentOrders, owned, after, (where) => this.read(where, limit + 1), limit);
  }

  /** Every filtered row, newest first, up to `limit` (the CSV). */
  all(filter: OperatorPaymentsFilter, limit: number): Promise<PaymentListRow[]> {
    return this.read(filtered(filter), limit);
  }

  /** A booking with an order: the booking's names and state, and its order; null when it has none. */
  async booking(bookingId: string) {
    const [row] = await this.db
      .select({
        order: paymentOrders,
        offeringName: bookings.offeringName,
        vendorId: bookings.vendorId,
        vendorName: bookings.vendorName,
        bookingStatus: bookings.status,
        eventDate: bookings.eventDate,
      })
      .from(paymentOrders)
      .innerJoin(bookings, eq(bookings.id, paymentOrders.bookingId))
      .where(eq(paymentOrders.bookingId, bookingId));
    return row ?? null;
  }

  async paymentsOf(bookingId: string) {
    return this.db.select().from(payments).where(eq(payments.bookingId, bookingId)).orderBy(payments.createdAt, payments.id);
  }

  /** A booking's refunds, oldest first, with the name of the operator who asked for one by hand. */
  async refundsOf(bookingId: string) {
    return this.db
      .select({ refund: paymentRefunds, requestedByName: users.fullName })
      .from(paymentRefunds)
      .leftJoin(users, eq(users.id, paymentRefunds.requestedBy))
      .where(eq(paymentRefunds.bookingId, bookingId))
      .orderBy(paymentRefunds.createdAt, paymentRefunds.id);
  }

  async transferOf(bookingId: string) {
    const [row] = await this.db.select().from(paymentTransfers).where(eq(paymentTransfers.bookingId, bookingId));
    return row ?? null;
  }

  async ledgerOf(bookingId: string) {
    return this.db
      .select()
      .from(paymentLedger)
      .where(eq(paymentLedger.bookingId, bookingId))
      .orderBy(paymentLedger.createdAt, paymentLedger.id);
  }

  /** What is left of a booking's paying payment to refund, in paise. */
  refundable(bookingId: string): Promise<number> {
    return this.moneyOn(this.db).refundable(bookingId);
  }

  /**
   * An operator's refund (MoneyRepository.owe): more than is left is refused before anything is written, and its audit
   * row (OWASP ASVS 5.0 §16.2) is written in the refund's transaction, so a refund is never made without its record, nor
   * the record without it.
   */
  refund(claim: RefundClaim, audit: (refund: RefundRow) => AuditRecord): Promise<OperatorRefundOutcome> {
    return this.moneyOn(this.db).owe(claim, { refuseMore: true, alongside: (tx, refund) => AuditRepository.write(tx, audit(refund)) });
  }

  async recordExport(audit: AuditRecord): Promise<void> {
    await AuditRepository.write(this.db, audit);
  }
}
