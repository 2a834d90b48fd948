import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { bookingEvents, bookings, requireRow, uniqueViolation } from "@utsav/db";
import type { Db } from "@utsav/db";
import { liveOffering } from "../catalogue/index.ts";
import type { OutboxDraft } from "../../platform/outbox/outbox-repository.ts";
import { recordChange } from "../../platform/outbox/record-change.ts";

export type BookingRow = typeof bookings.$inferSelect;
/**
 * A booking as placed: what the consumer (or the accepted quote) gives, with the vendor's terms it keeps (every booking
 * keeps them: docs/decisions/0035); the database adds the rest.
 */
export type NewBooking = Omit<
  BookingRow,
  | "id"
  | "createdAt"
  | "updatedAt"
  | "status"
  | "refundPercent"
  | "refundAmount"
  | "refundOf"
  | "termsAtBooking"
  | "advanceAmount"
  | "commissionPercent"
  | "receivedAt"
> & {
  termsAtBooking: NonNullable<BookingRow["termsAtBooking"]>;
  /** The advance paid online and the platform's commission on it (docs/decisions/0048); absent: none. */
  advanceAmount?: number | null;
  commissionPercent?: number | null;
};

/** Placing a booking, from an offering's form or an accepted quote: the row, its first history row and its messages. */
export class BookingPlacementRepository {
  constructor(private readonly db: Db) {}

  /** An offering on sale with its vendor and where the vendor is told (modules/catalogue): only those are booked. */
  liveOffering(id: string) {
    return liveOffering(this.db, id);
  }

  /**
   * Stores a booking once per idempotency key and caller (its scope): a repeat with the key from the same caller
   * returns the booking made first (whatever the body), and the caller compares request hashes. `alongside` writes what
   * the booking keeps beside it (its payment order), in the same transaction. Without a key every call stores a new booking. A new booking
   * is stored with the first row of its history and the messages `notify` drafts, in one statement.
   */
  async createBooking(
    booking: NewBooking,
    notify: (booking: NewBooking & { id: string }) => OutboxDraft[],
    alongside?: (tx: Db, booking: BookingRow) => Promise<void>,
  ): Promise<{ booking: BookingRow; created: boolean }> {
    try {
      // What is stored beside the booking (its payment order) needs a transaction; a booking alone is one statement.
      const placed = alongside
        ? await this.db.transaction(async (tx) => {
            const row = await BookingPlacementRepository.insertBooking(tx, booking, notify);
            await alongside(tx, row);
            return row;
          })
        : await BookingPlacementRepository.insertBooking(this.db, booking, notify);
      return { booking: placed, created: true };
    } catch (error) {
      if (booking.idempotencyKey === null || booking.idempotencyScope === null || uniqueViolation(error) !== "bookings_idempotency_idx")
        throw error;
    }
    // The caller's key was taken, by an earlier request or by one running at the same moment, which has committed.
    const existing = await this.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.idempotencyScope, booking.idempotencyScope), eq(bookings.idempotencyKey, booking.idempotencyKey)));
    return { booking: requireRow(existing, "the booking that took the idempotency key"), created: false };
  }

  /**
   * Inserts a booking with the first row of its history (placed by the consumer) and the messages `notify` drafts,
   * as one statement (recordChange): on the embedded database, whose one connection serves every request, a booking
   * then holds it for one statement instead of a transaction of five (docs/decisions/0026-performance.md). Fails on
   * a taken idempotency key, inserting nothing. Every booking is placed this way, whether from an offering's form or from
   * an accepted quote, on `db` or the caller's transaction (docs/decisions/0023).
   */
  static async insertBooking(
    db: Db,
    booking: NewBooking,
    notify: (booking: NewBooking & { id: string }) => OutboxDraft[],
  ): Promise<BookingRow> {
    const id = `bk_${randomUUID().replace(/-/g, "")}`;
    // A booking starts received (docs/decisions/0021), or, when its advance is paid online, awaiting payment: it reaches
    // the vendor (received_at) once the payment is captured (docs/decisions/0048). The row, its history and the answer say so alike.
    const status = booking.advanceAmount ? "awaiting_payment" : "received";
    const receivedAt = status === "received" ? new Date() : null;
    const placed = await recordChange(db, {
      row: (write) =>
        write
          .insert(bookings)
          .values({ ...booking, id, status, receivedAt })
          .returning({ createdAt: bookings.createdAt }),
      history: [
        db.insert(bookingEvents).values({
          id: `be_${randomUUID().replace(/-/g, "")}`,
          bookingId: id,
          actor: "consumer",
          actorUserId: booking.userId,
          fromStatus: null,
          toStatus: status,
          reason: null,
        }),
      ],
      messages: notify({ ...booking, id }),
    });
    const { createdAt } = requireRow(placed, "the booking just inserted");
    return {
      ...booking,
      advanceAmount: booking.advanceAmount ?? null,
      commissionPercent: booking.commissionPercent ?? null,
      receivedAt,
      refundPercent: null,
      refundAmount: null,
      refundOf: null,
      id,
      status,
      createdAt,
      updatedAt: createdAt,
    };
  }
}
