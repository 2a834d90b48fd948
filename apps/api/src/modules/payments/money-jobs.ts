import type { FastifyBaseLogger } from "fastify";
import { PAYMENTS, transferShareOf } from "@utsav/domain";
import type { RefundReason } from "@utsav/domain";
import type { PaymentProvider } from "../../platform/payments/payment-provider.ts";
import type { JobHandler } from "../../platform/scheduler/scheduler.ts";
import type { MoneyRepository } from "./money-repository.ts";
import type { BookingMoneyHooks, OrderRepository } from "./order-repository.ts";

// The payments module's timed work (docs/decisions/0048): each handler reads the state it acts on afresh, so a job
// run again (a retry, a second process after a lease ran out) does nothing twice.

export interface MoneyJobDeps {
  orders: OrderRepository;
  money: MoneyRepository;
  provider: PaymentProvider;
  hooks: () => BookingMoneyHooks;
  log: FastifyBaseLogger;
}

/** Why a booking's refund is owed, from its status and who changed it. */
function refundReason(status: string, actor: string): RefundReason {
  if (status === "declined") return "declined";
  if (status === "expired") return "expired";
  if (actor === "vendor") return "vendor_cancelled";
  if (actor === "operator") return "operator";
  return "consumer_cancelled";
}

/** An order unpaid when it expires: the provider is asked once more (a webhook may be late), then the order and its booking expire. */
export function expireOrderJob({ orders, provider, hooks, log }: MoneyJobDeps): JobHandler {
  return async ({ orderId = "" }) => {
    const order = await orders.byId(orderId);
    if (!order || order.status !== "created") return;
    const reported = await provider.orderPayments(order.providerOrderId);
    for (const payment of reported.filter((p) => p.status === "captured")) await orders.applyCaptured(payment, hooks(), null);
    if (await orders.expire(orderId, hooks())) log.info({ orderId, bookingId: order.bookingId }, "payment order expired unpaid");
  };
}

/**
 * A booking changed (declined, cancelled, expired, completed): what its money owes. A refund by its rule (everything
 * left for a decline or an expiry; what the booking fixed when it was cancelled), then the vendor's share: released on
 * completion, and after a cancellation whatever the refund left of it.
 */
export function settleJob({ money, provider }: MoneyJobDeps): JobHandler {
  return async ({ bookingId = "", actor = "consumer" }) => {
    const booking = await money.bookingState(bookingId);
    const payment = booking && (await money.payingPayment(bookingId));
    if (!booking || !payment) return;
    if (booking.status === "declined" || booking.status === "expired" || booking.status === "cancelled") {
      const amount = booking.status === "cancelled" ? (booking.refundAmount ?? 0) * 100 : null;
      if (amount === null || amount > 0) {
        await money.owe({
          bookingId,
          amount,
          reason: refundReason(booking.status, actor),
          cause: `booking:${bookingId}:${booking.status}`,
        });
      }
      // A refund owed (now, or by an earlier run of this job) is followed by the refund job, which releases what it leaves
      // the vendor once the vendor's part is taken back: releasing it here first would pay out what is owed back.
      if ((await money.refundsOf(bookingId)).some((refund) => refund.paymentId === payment.id)) return;
    }
    if (booking.status === "completed" || booking.status === "cancelled") await releaseShare(money, provider, bookingId);
  };
}
/** Releases the vendor's share held for a booking that has ended, when something of it is left. */
async function releaseShare(money: MoneyRepository, provider: PaymentProvider, bookingId: string): Promise<void> {
  const transfer = await money.transferOf(bookingId);
  if (!transfer?.providerTransferId || transfer.status !== "on_hold" || transfer.amount <= transfer.reversedAmount) return;
  await provider.releaseTransfer(transfer.providerTransferId);
  await money.transferReleased(transfer.id);
}

/** Asks the provider for a refund owed (after taking the vendor's part back), then follows it until it is processed. */
export function refundJob({ money, provider, log }: MoneyJobDeps): JobHandler {
  return async ({ refundId = "" }, { now }) => {
    const refund = await money.refund(refundId);
    if (!refund || refund.status === "processed" || refund.status === "failed") return;
    if (refund.providerRefundId) {
      const state = await provider.fetchRefund(refund.providerRefundId);
      await money.refundState(refund.providerRefundId, state.status);
      if (state.status === "pending") return { again: new Date(now.getTime() + PAYMENTS.refundCheckMinutes * 60_000) };
      return;
    }
    const state = await money.bookingState(refund.bookingId);
    const payment = await money.payingPayment(refund.bookingId);
    const transfer = await money.transferOf(refund.bookingId);
    let share = 0;
    // Only a refund of the paying payment reaches the vendor's share; a surplus payment never had one.
    if (transfer && payment && payment.id === refund.paymentId) {
      // This refund's part of the transfer is what it adds to the refunds before it. What is taken back is what the
      // refunds up to it call for less what was taken back already: a run again after the provider failed takes nothing twice.
      const theirs = (await money.refundsOf(refund.bookingId)).filter((r) => r.paymentId === payment.id && r.status !== "failed");
      const before = theirs
        .slice(
          0,
          theirs.findIndex((r) => r.id === refund.id),
        )
        .reduce((sum, r) => sum + r.amount, 0);
      const through = transferShareOf(before + refund.amount, payment.amount, transfer.amount);
      share = through - transferShareOf(before, payment.amount, transfer.amount);
      const reversal = Math.max(0, Math.min(through, transfer.amount) - transfer.reversedAmount);
      if (reversal > 0) {
        const reversed = transfer.providerTransferId ? await provider.reverseTransfer(transfer.providerTransferId, reversal) : null;
        await money.transferReversed(transfer, reversal, reversed?.id ?? null);
      }
    }
    const known = (await provider.paymentRefunds(refund.paymentId)).find((r) => r.receipt === refund.id);
    const made =
      known ??
      (await provider.refund(refund.paymentId, {
        amount: refund.amount,
        receipt: refund.id,
        notes: { bookingId: refund.bookingId, reason: refund.reason },
      }));
    const feeBack = payment && payment.id === refund.paymentId ? refund.amount - share : 0;
    await money.refundAtProvider(refund, made, state?.vendorId ?? "", feeBack);
    if (state?.status === "cancelled") await releaseShare(money, provider, refund.bookingId);
    log.info({ refundId, bookingId: refund.bookingId, amount: refund.amount }, "refund asked of the provider");
    if (made.status !== "processed") return { again: new Date(now.getTime() + PAYMENTS.refundCheckMinutes * 60_000) };
  };
}

/**
 * The vendor's share of a captured advance: transferred to its linked account, on hold until the booking completes
 * (released at once when it already has, or when it ended and a refund left the vendor a part). Without a linked account
 * it waits; making one schedules this again (payout-jobs.ts). A transfer whose answer was lost is found, not made twice.
 */
export function transferJob({ money, provider }: MoneyJobDeps): JobHandler {
  return async ({ bookingId = "" }) => {
    const transfer = await money.transferOf(bookingId);
    const booking = await money.bookingState(bookingId);
    if (!transfer || !booking) return;
    const ended = booking.status === "completed" || booking.status === "cancelled";
    if (transfer.providerTransferId) {
      if (ended) await releaseShare(money, provider, bookingId);
      return;
    }
    const left = transfer.amount - transfer.reversedAmount;
    if (left <= 0 || transfer.status === "reversed") return;
    const account = await money.linkedAccount(transfer.vendorId);
    if (!account) return;
    const known = (await provider.paymentTransfers(transfer.paymentId))[0];
    const made =
      known ??
      (await provider.transfer(transfer.paymentId, {
        account,
        amount: left,
        currency: PAYMENTS.currency,
        onHold: !ended,
        notes: { bookingId },
      }));
    await money.transferMade(transfer, made, account);
  };
}
