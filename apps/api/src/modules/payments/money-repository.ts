import { randomUUID } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import { bookings, paymentLedger, paymentRefunds, payments, paymentTransfers, vendorPayoutAccounts } from "@utsav/db";
import type { Db } from "@utsav/db";
import { money } from "@utsav/domain";
import type { LedgerKind, RefundReason } from "@utsav/domain";
import { JobRepository } from "../../platform/scheduler/job-repository.ts";
import { PAYMENT_JOBS } from "./job-kinds.ts";
import type { NotificationDrafts } from "../notifications/index.ts";
import { OutboxRepository } from "../../platform/outbox/outbox-repository.ts";
import { newRefundId } from "./order-repository.ts";

export type RefundRow = typeof paymentRefunds.$inferSelect;
export type TransferRow = typeof paymentTransfers.$inferSelect;

const ledgerId = () => `lg_${randomUUID().replace(/-/g, "")}`;

/** What owing a refund came to: owed (with what is left after it), more than is left (refused), or nothing to owe. */
export type OweOutcome =
  { outcome: "owed"; refund: RefundRow; left: number } | { outcome: "too_large"; left: number } | { outcome: "nothing" };

/** A refund to owe: of a booking's paying payment, capped at what is left of it. */
export interface RefundClaim {
  bookingId: string;
  /** Paise; null: everything left. */
  amount: number | null;
  reason: RefundReason;
  cause: string;
  note?: string | null;
  requestedBy?: string | null;
}

/**
 * Refunds, the vendor's transfers and the ledger (docs/decisions/0048). A refund is owed in a transaction that locks the
 * payment, so two at once never give back more than was paid; each movement the provider confirms is one ledger row,
 * unique by its provider id, so a retried step never counts twice.
 */
export class MoneyRepository {
  constructor(
    private readonly db: Db,
    /** Drafts the shopper's receipt of a processed refund, queued with the state that says so. */
    private readonly drafts: NotificationDrafts,
  ) {}

  /** The captured payment that paid a booking (not a surplus one), or null. */
  async payingPayment(bookingId: string) {
    return MoneyRepository.payingPaymentOn(this.db, bookingId, false);
  }

  private static async payingPaymentOn(db: Db, bookingId: string, lock: boolean) {
    const query = db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, bookingId), eq(payments.status, "captured"), eq(payments.surplus, false)));
    const [row] = await (lock ? query.for("update") : query);
    return row ?? null;
  }

  /** What is left of a payment to refund, in paise: its amount less the refunds owed of it (a failed one gave nothing back). */
  private static async leftOf(db: Db, payment: { id: string; amount: number }): Promise<number> {
    const [row] = await db
      .select({ owed: sql<number>`coalesce(sum(${paymentRefunds.amount}), 0)::int`.mapWith(Number) })
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.paymentId, payment.id), ne(paymentRefunds.status, "failed")));
    return payment.amount - (row?.owed ?? 0);
  }

  /**
   * Owes a refund of the booking's paying payment and schedules asking the provider for it, in one transaction that locks
   * the payment, so two at once never give back more than was paid. An amount above what is left is cut to it, or, with
   * `refuseMore` (an operator's refund), refused; `alongside` writes what goes with the refund (its audit row) in the same
   * transaction. Nothing is owed when nothing is left, there is no paying payment, or this cause was owed already.
   */
  async owe(
    claim: RefundClaim,
    { refuseMore = false, alongside }: { refuseMore?: boolean; alongside?: (tx: Db, refund: RefundRow) => Promise<void> } = {},
  ): Promise<OweOutcome> {
    return this.db.transaction(async (tx) => {
      const payment = await MoneyRepository.payingPaymentOn(tx, claim.bookingId, true);
      if (!payment) return { outcome: "nothing" };
      const left = await MoneyRepository.leftOf(tx, payment);
      if (left <= 0) return { outcome: "nothing" };
      if (refuseMore && claim.amount !== null && claim.amount > left) return { outcome: "too_large", left };
      const amount = Math.min(claim.amount ?? left, left);
      const id = newRefundId();
      const [refund] = await tx
        .insert(paymentRefunds)
        .values({
          id,
          bookingId: claim.bookingId,
          paymentId: payment.id,
          amount,
          reason: claim.reason,
          cause: claim.cause,
          note: claim.note ?? null,
          requestedBy: claim.requestedBy ?? null,
        })
        .onConflictDoNothing()
        .returning();
      if (!refund) return { outcome: "nothing" };
      await JobRepository.schedule(tx, [
        { kind: PAYMENT_JOBS.refund.kind, key: PAYMENT_JOBS.refund.key(id), runAt: new Date(0), payload: { refundId: id } },
      ]);
      if (alongside) await alongside(tx, refund);
      return { outcome: "owed", refund, left: left - amount };
    });
  }

  /** What is left of a booking's paying payment to refund, in paise. */
  async refundable(bookingId: string): Promise<number> {
    const payment = await this.payingPayment(bookingId);
    return payment ? MoneyRepository.leftOf(this.db, payment) : 0;
  }

  async refund(id: string): Promise<RefundRow | null> {
    const [row] = await this.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id));
    return row ?? null;
  }

  async refundsOf(bookingId: string): Promise<RefundRow[]> {
    return this.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.bookingId, bookingId))
      .orderBy(paymentRefunds.createdAt, paymentRefunds.id);
  }

  /** Records the provider's refund: its id and state, and the money out (with the fee given back) in the ledger. */
  async refundAtProvider(refund: RefundRow, provider: { id: string; status: string }, vendorId: string, feeBack: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(paymentRefunds)
        .set({
          providerRefundId: provider.id,
          status: provider.status === "processed" ? "processed" : "pending",
          processedAt: provider.status === "processed" ? new Date() : null,
          lastError: null,
        })
        .where(eq(paymentRefunds.id, refund.id));
      await this.ledger(tx, { bookingId: refund.bookingId, vendorId, kind: "refund", amount: refund.amount, providerRef: provider.id });
      if (provider.status === "processed") await this.refundReceipt(tx, refund);
      if (feeBack !== 0)
        await this.ledger(tx, { bookingId: refund.bookingId, vendorId, kind: "fee", amount: -feeBack, providerRef: provider.id });
    });
  }

  /** A refund's state as the provider reports it (webhook or a check); answers the row, or null for a refund not ours. */
  async refundState(providerRefundId: string, status: string): Promise<RefundRow | null> {
    const next = status === "processed" ? "processed" : status === "failed" ? "failed" : "pending";
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(paymentRefunds)
        .set({ status: next, processedAt: next === "processed" ? new Date() : null })
        .where(and(eq(paymentRefunds.providerRefundId, providerRefundId), ne(paymentRefunds.status, "processed")))
        .returning();
      if (row?.status === "processed") await this.refundReceipt(tx, row);
      return row ?? null;
    });
  }

  /** The shopper's receipt of a processed refund, queued on the transaction that records it processed. */
  private async refundReceipt(tx: Db, refund: RefundRow): Promise<void> {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, refund.bookingId));
    if (booking)
      await OutboxRepository.enqueue(tx, this.drafts.moneyReceipt("refunded", booking, { id: refund.id, amount: money(refund.amount) }));
  }

  async refundFailed(id: string, error: string): Promise<void> {
    await this.db
      .update(paymentRefunds)
      .set({ lastError: error.slice(0, 300) })
      .where(eq(paymentRefunds.id, id));
  }

  async transferOf(bookingId: string): Promise<TransferRow | null> {
    const [row] = await this.db.select().from(paymentTransfers).where(eq(paymentTransfers.bookingId, bookingId));
    return row ?? null;
  }

  /** The vendor's linked account, once made. */
  async linkedAccount(vendorId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ id: vendorPayoutAccounts.linkedAccountId })
      .from(vendorPayoutAccounts)
      .where(and(eq(vendorPayoutAccounts.vendorId, vendorId), eq(vendorPayoutAccounts.status, "approved")));
    return row?.id ?? null;
  }

  /** Records a transfer made at the provider: on hold, or released at once; the money to the vendor and the fee in the ledger. */
  async transferMade(transfer: TransferRow, provider: { id: string; amount: number; onHold: boolean }, account: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(paymentTransfers)
        .set({
          providerTransferId: provider.id,
          linkedAccountId: account,
          status: provider.onHold ? "on_hold" : "released",
          releasedAt: provider.onHold ? null : new Date(),
        })
        .where(eq(paymentTransfers.id, transfer.id));
      await this.ledger(tx, {
        bookingId: transfer.bookingId,
        vendorId: transfer.vendorId,
        kind: "transfer",
        amount: provider.amount,
        providerRef: provider.id,
      });
    });
  }

  async transferReleased(id: string): Promise<void> {
    await this.db.update(paymentTransfers).set({ status: "released", releasedAt: new Date() }).where(eq(paymentTransfers.id, id));
  }

  /** Takes `amount` back from a transfer (a reversal at the provider, or of a share not transferred yet: `reversalId` null). */
  async transferReversed(transfer: TransferRow, amount: number, reversalId: string | null): Promise<void> {
    await this.db.transaction(async (tx) => {
      const reversed = transfer.reversedAmount + amount;
      await tx
        .update(paymentTransfers)
        .set({ reversedAmount: reversed, status: reversed >= transfer.amount ? "reversed" : transfer.status })
        .where(eq(paymentTransfers.id, transfer.id));
      if (reversalId)
        await this.ledger(tx, {
          bookingId: transfer.bookingId,
          vendorId: transfer.vendorId,
          kind: "reversal",
          amount,
          providerRef: reversalId,
        });
    });
  }

  /** A booking's status and refund columns, as the settlement reads them. */
  async bookingState(bookingId: string) {
    const [row] = await this.db
      .select({ status: bookings.status, refundAmount: bookings.refundAmount, vendorId: bookings.vendorId })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    return row ?? null;
  }

  private async ledger(
    db: Db,
    entry: { bookingId: string; vendorId: string; kind: LedgerKind; amount: number; providerRef: string },
  ): Promise<void> {
    await db
      .insert(paymentLedger)
      .values({ id: ledgerId(), ...entry })
      .onConflictDoNothing();
  }
}
