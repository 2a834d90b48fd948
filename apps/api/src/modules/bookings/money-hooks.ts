import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { bookingEvents, bookings, offerings } from "@utsav/db";
import { bookingAddress, money, PAYMENT_EXPIRY_REASON } from "@utsav/domain";
import type { Transaction } from "../../platform/outbox/record-change.ts";
import { OutboxRepository } from "../../platform/outbox/outbox-repository.ts";
import type { BookingMoneyHooks } from "../payments/index.ts";
import type { NotificationDrafts } from "../notifications/index.ts";
import { bookingDetails } from "./booking-details.ts";
import { BookingRepository } from "./booking-repository.ts";
import { JobRepository } from "../../platform/scheduler/job-repository.ts";
import { receivedJobs } from "./timed-jobs.ts";
import { systemClock } from "../../platform/scheduler/clock.ts";
import type { Clock } from "../../platform/scheduler/clock.ts";

/**
 * What a booking does when its advance is captured or its order expires unpaid (docs/decisions/0048), in the payments
 * module's transaction: a captured advance makes it received — it reaches its vendor now, with the messages a booking
 * without an advance sends when placed; an expired order makes it expired, and the vendor never hears of it.
 */
export function bookingMoneyHooks(drafts: NotificationDrafts, onQueued: () => void, clock: Clock = systemClock): BookingMoneyHooks {
  const move = async (tx: Transaction, bookingId: string, to: "received" | "expired", reason: string | null) => {
    const [current] = await tx
      .select({ booking: bookings, bookingAttributes: offerings.bookingAttributes })
      .from(bookings)
      .innerJoin(offerings, eq(offerings.id, bookings.offeringId))
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, "awaiting_payment")))
      .for("update", { of: bookings });
    if (!current) return null;
    const now = clock.now();
    // A booking that reaches its vendor now is due an answer by a deadline, with its jobs (docs/decisions/0054).
    const timed = to === "received" ? receivedJobs(current.booking, now) : null;
    const [updated] = await tx
      .update(bookings)
      .set({ status: to, updatedAt: now, ...(timed ? { receivedAt: now, answerBy: timed.answerBy } : {}) })
      .where(eq(bookings.id, bookingId))
      .returning();
    if (timed) await JobRepository.schedule(tx, timed.jobs);
    await tx.insert(bookingEvents).values({
      id: `be_${randomUUID().replace(/-/g, "")}`,
      bookingId,
      actor: "system",
      actorUserId: null,
      fromStatus: "awaiting_payment",
      toStatus: to,
      reason,
    });
    return updated ? { booking: updated, fields: current.bookingAttributes } : null;
  };
  return {
    async paid(tx, bookingId) {
      const moved = await move(tx, bookingId, "received", null);
      if (!moved) return;
      const { booking, fields } = moved;
      // Read on the transaction: the embedded database's one connection is held by it.
      const recipients = await new BookingRepository(tx).vendorRecipients(booking.vendorId);
      if (recipients) {
        const facts = { ...booking, address: bookingAddress(fields, booking.bookingData) };
        // The shopper's SMS is the receipt of the advance, which says the booking is placed.
        const placed = drafts.bookingPlaced(facts, recipients, bookingDetails(booking.bookingData, fields), { textShopper: false });
        await OutboxRepository.enqueue(tx, placed);
      }
      const amount = money((booking.advanceAmount ?? 0) * 100);
      await OutboxRepository.enqueue(tx, drafts.moneyReceipt("paid", booking, { id: booking.id, amount }));
      onQueued();
    },
    async expired(tx, bookingId) {
      await move(tx, bookingId, "expired", PAYMENT_EXPIRY_REASON);
    },
  };
}
