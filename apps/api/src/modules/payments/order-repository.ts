import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { bookings, paymentLedger, paymentOrders, paymentRefunds, payments, paymentTransfers, paymentWebhookEvents } from "@utsav/db";
import type { Db } from "@utsav/db";
import { splitPayment } from "@utsav/domain";
import type { Transaction } from "../../platform/outbox/record-change.ts";
import { JobRepository } from "../../platform/scheduler/job-repository.ts";
import type { ProviderPayment } from "../../platform/payments/payment-provider.ts";
import { PAYMENT_JOBS } from "./job-kinds.ts";

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

const newId = (prefix: string) => `${prefix}_${randomUUID().replace(/-/g, "")}`;
export const newOrderId = () => newId("po");
export const newRefundId = () => newId("rf");

/** What a captured payment did: paid its order, was a second payment (refunded), was known already, or does not fit. */
export type CaptureOutcome = "paid" | "surplus" | "known" | "unknown_order" | "mismatch";

/** What the booking module does when a booking's advance is captured, or its order expires: its own change, in our transaction. */
export interface BookingMoneyHooks {
  paid(tx: Transaction, bookingId: string): Promise<void>;
  expired(tx: Transaction, bookingId: string): Promise<void>;
}

/**
 * Orders and the payments made against them (docs/decisions/0048). A captured payment is applied once, with the order
 * row locked: the first pays the order and moves its booking on; any other (a second tab, a retried UPI intent, an
 * order that had expired) is kept as surplus and refunded in full.
 */
export class OrderRepository {
  constructor(private readonly db: Db) {}

  /** Stores an order and schedules its expiry, on the caller's transaction (placing the booking). */
  static async open(tx: Db, order: typeof paymentOrders.$inferInsert & { expiresAt: Date }): Promise<void> {
    await tx.insert(paymentOrders).values(order);
    await JobRepository.schedule(tx, [
      {
        kind: PAYMENT_JOBS.expireOrder.kind,
        key: PAYMENT_JOBS.expireOrder.key(order.id),
        runAt: order.expiresAt,
        payload: { orderId: order.id },
      },
    ]);
  }

  async byId(id: string): Promise<PaymentOrderRow | null> {
    const [row] = await this.db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
    return row ?? null;
  }

  async ofBooking(bookingId: string): Promise<PaymentOrderRow | null> {
    const [row] = await this.db.select().from(paymentOrders).where(eq(paymentOrders.bookingId, bookingId));
    return row ?? null;
  }

  /** The checkout page's facts: the order with its booking's names. */
  async checkout(id: string) {
    const [row] = await this.db
      .select({
        order: paymentOrders,
        offeringName: bookings.offeringName,
        vendorName: bookings.vendorName,
        price: sql<number | null>`(${bookings.termsAtBooking} ->> 'price')::int`,
      })
      .from(paymentOrders)
      .innerJoin(bookings, eq(bookings.id, paymentOrders.bookingId))
      .where(eq(paymentOrders.id, id));
    return row ?? null;
  }

  /** Records a webhook event's id; false when it was recorded before (a replay: nothing is applied twice). */
  static async firstDelivery(tx: Db, eventId: string, event: string): Promise<boolean> {
    const rows = await tx
      .insert(paymentWebhookEvents)
      .values({ id: eventId, event })
      .onConflictDoNothing()
      .returning({ id: paymentWebhookEvents.id });
    return rows.length === 1;
  }

  /**
   * Applies a captured payment, in one transaction with the order locked: checks it is for this order, in its amount
   * and currency; the first pays the order (ledger, the vendor's share waiting for its transfer, the booking received
   * through `hooks`); any later one is surplus, refunded in full. `eventId` makes a replayed webhook change nothing.
   */
  async applyCaptured(payment: ProviderPayment, hooks: BookingMoneyHooks, eventId: string | null): Promise<CaptureOutcome> {
    return this.db.transaction(async (tx) => {
      if (eventId && !(await OrderRepository.firstDelivery(tx, eventId, "payment.captured"))) return "known";
      if (!payment.orderId) return "unknown_order";
      const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, payment.orderId)).for("update");
      if (!order) return "unknown_order";
      if (payment.amount !== order.amount || payment.currency !== order.currency) return "mismatch";
      const inserted = await tx
        .insert(payments)
        .values({
          id: payment.id,
          orderId: order.id,
          bookingId: order.bookingId,
          amount: payment.amount,
          currency: payment.currency,
          status: "captured",
          method: payment.method,
        })
        .onConflictDoNothing()
        .returning({ id: payments.id });
      if (inserted.length === 0) {
        // Known as failed before (a failure then a capture of the same attempt): it is captured now.
        const [known] = await tx.select().from(payments).where(eq(payments.id, payment.id));
        if (known?.status === "captured") return "known";
        await tx.update(payments).set({ status: "captured", errorReason: null }).where(eq(payments.id, payment.id));
      }
      const [booking] = await tx
        .select({ vendorId: bookings.vendorId, status: bookings.status, commissionPercent: bookings.commissionPercent })
        .from(bookings)
        .where(eq(bookings.id, order.bookingId))
        .for("update");
      if (!booking) return "unknown_order";
      await tx
        .insert(paymentLedger)
        .values({
          id: newId("lg"),
          bookingId: order.bookingId,
          vendorId: booking.vendorId,
          kind: "payment",
          amount: payment.amount,
          providerRef: payment.id,
        })
        .onConflictDoNothing();
      if (order.status !== "created" || booking.status !== "awaiting_payment") {
        await tx.update(payments).set({ surplus: true }).where(eq(payments.id, payment.id));
        const refundId = newRefundId();
        await tx
          .insert(paymentRefunds)
          .values({
            id: refundId,
            bookingId: order.bookingId,
            paymentId: payment.id,
            amount: payment.amount,
            reason: "surplus_payment",
            cause: `payment:${payment.id}:surplus`,
          })
          .onConflictDoNothing();
        await JobRepository.schedule(tx, [
          { kind: PAYMENT_JOBS.refund.kind, key: PAYMENT_JOBS.refund.key(refundId), runAt: new Date(0), payload: { refundId } },
        ]);
        return "surplus";
      }
      await tx
        .update(paymentOrders)
        .set({ status: "paid", paidPaymentId: payment.id, paidAt: new Date() })
        .where(eq(paymentOrders.id, order.id));
      const percent = booking.commissionPercent ?? 0;
      const split = splitPayment(payment.amount, percent);
      await tx
        .insert(paymentTransfers)
        .values({
          id: newId("tr"),
          bookingId: order.bookingId,
          paymentId: payment.id,
          vendorId: booking.vendorId,
          amount: split.vendor,
          fee: split.fee,
          commissionPercent: percent,
        })
        .onConflictDoNothing();
      if (split.fee > 0) {
        await tx
          .insert(paymentLedger)
          .values({
            id: newId("lg"),
            bookingId: order.bookingId,
            vendorId: booking.vendorId,
            kind: "fee",
            amount: split.fee,
            providerRef: payment.id,
          })
          .onConflictDoNothing();
      }
      await JobRepository.schedule(tx, [
        {
          kind: PAYMENT_JOBS.transfer.kind,
          key: PAYMENT_JOBS.transfer.key(order.bookingId, "captured"),
          runAt: new Date(0),
          payload: { bookingId: order.bookingId },
        },
      ]);
      await hooks.paid(tx, order.bookingId);
      return "paid";
    });
  }

  /** Records a failed attempt (once); the order stays open for another try. */
  async recordFailed(payment: ProviderPayment, eventId: string | null): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (eventId && !(await OrderRepository.firstDelivery(tx, eventId, "payment.failed"))) return;
      if (!payment.orderId) return;
      const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, payment.orderId));
      if (!order) return;
      await tx
        .insert(payments)
        .values({
          id: payment.id,
          orderId: order.id,
          bookingId: order.bookingId,
          amount: payment.amount,
          currency: payment.currency,
          status: "failed",
          method: payment.method,
          errorReason: payment.errorReason?.slice(0, 200) ?? null,
        })
        .onConflictDoNothing();
    });
  }

  /** Expires an order still unpaid, and its booking through `hooks`; false when it was paid (or expired) meanwhile. */
  async expire(orderId: string, hooks: BookingMoneyHooks): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)).for("update");
      if (!order || order.status !== "created") return false;
      await tx
        .update(paymentOrders)
        .set({ status: "expired" })
        .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.status, "created")));
      await hooks.expired(tx, order.bookingId);
      return true;
    });
  }

  /** The payments of a booking, oldest first. */
  async paymentsOf(bookingId: string) {
    return this.db.select().from(payments).where(eq(payments.bookingId, bookingId)).orderBy(payments.createdAt, payments.id);
  }
}
