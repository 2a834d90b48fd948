import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { bookingEvents, bookings, requireRow, uniqueViolation } from "@utsav/db";
import type { Database, Db } from "@utsav/db";
import { liveOffering } from "../catalogue/index.ts";
import { DayHold, isDayRefusal } from "../availability/index.ts";
import type { OutboxDraft } from "../../platform/outbox/outbox-repository.ts";
import { recordChange } from "../../platform/outbox/record-change.ts";
import { JobRepository } from "../../platform/scheduler/job-repository.ts";
import { systemClock } from "../../platform/scheduler/clock.ts";
import type { Clock } from "../../platform/scheduler/clock.ts";
import { receivedJobs } from "./timed-jobs.ts";

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
  | "answerBy"
  | "problemReportedAt"
  | "problemReportedBy"
  | "problemNote"
> & {
  termsAtBooking: NonNullable<BookingRow["termsAtBooking"]>;
  /** The advance paid online and the platform's commission on it (docs/decisions/0048); absent: none. */
  advanceAmount?: number | null;
  commissionPercent?: number | null;
};

/** Placing a booking, from an offering's form or an accepted quote: the row, its first history row and its messages. */
export class BookingPlacementRepository {
  private readonly db: Db;

  constructor(
    /** The database, and how it places one vendor's bookings one at a time (Database.serially). */
    private readonly database: Pick<Database, "db" | "serially">,
    /** The time a booking is received at, which its answer's deadline counts from (tests move it). */
    private readonly clock: Clock = systemClock,
  ) {
    this.db = database.db;
  }

  /** An offering on sale with its vendor and where the vendor is told (modules/catalogue): only those are booked. */
  liveOffering(id: string) {
    return liveOffering(this.db, id);
  }

  /**
   * Before an advance's order is made at the provider (a network call): refuses a day already blocked or full (409), so
   * no order is made for a booking that cannot be placed. A retry of a booking already placed is let through: it is
   * answered with that booking. The booking's own check, under the vendor's lock, still decides.
   */
  async refuseTakenDay(booking: Pick<NewBooking, "vendorId" | "offeringId" | "eventDate" | "idempotencyKey" | "idempotencyScope">) {
    if (!booking.eventDate) return;
    try {
      await DayHold.refuse(this.db, { vendorId: booking.vendorId, offeringId: booking.offeringId, date: booking.eventDate });
    } catch (error) {
      if (!isDayRefusal(error) || booking.idempotencyKey === null || booking.idempotencyScope === null) throw error;
      const placed = await this.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.idempotencyScope, booking.idempotencyScope), eq(bookings.idempotencyKey, booking.idempotencyKey)));
      if (placed.length === 0) throw error;
    }
  }

  /**
   * Stores a booking once per idempotency key and caller (its scope): a repeat with the key from the same caller
   * returns the booking made first (whatever the body), and the caller compares request hashes. `alongside` writes what
   * the booking keeps beside it (its payment order), in the same transaction. Without a key every call stores a new booking. A new booking
   * is stored with the first row of its history and the messages `notify` drafts, in one statement. Its event date is
   * checked against the vendor's availability: a blocked or full day is refused with 409 (modules/availability).
   */
  async createBooking(
    booking: NewBooking,
    notify: (booking: NewBooking & { id: string }) => OutboxDraft[],
    alongside?: (tx: Db, booking: BookingRow) => Promise<void>,
  ): Promise<{ booking: BookingRow; created: boolean }> {
    const day = booking.eventDate ? { vendorId: booking.vendorId, offeringId: booking.offeringId, date: booking.eventDate } : null;
    let refused: Error | null = null;
    try {
      // A day the vendor blocked is refused; a day with a capacity is counted under the vendor's lock in the booking's
      // transaction (modules/availability, docs/decisions/0056). Neither: one statement, as before.
      const limited = day ? await DayHold.check(this.db, day) : false;
      // What is stored beside the booking (its payment order) needs a transaction; a booking alone is one statement.
      const insert = (db: Db) =>
        alongside
          ? db.transaction(async (tx) => {
              const row = await BookingPlacementRepository.insertBooking(tx, booking, notify, this.clock.now());
              await alongside(tx, row);
              return row;
            })
          : BookingPlacementRepository.insertBooking(db, booking, notify, this.clock.now());
      const placed = day && limited ? await DayHold.place(this.database, day, insert) : await insert(this.db);
      return { booking: placed, created: true };
    } catch (error) {
      const taken = uniqueViolation(error) === "bookings_idempotency_idx";
      if (booking.idempotencyKey === null || booking.idempotencyScope === null || !(taken || isDayRefusal(error))) throw error;
      // A retry of a booking that was placed: the day it took may be full now, or blocked since; it is the same booking.
      if (isDayRefusal(error)) refused = error;
    }
    // The caller's key was taken, by an earlier request or by one running at the same moment, which has committed.
    const existing = await this.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.idempotencyScope, booking.idempotencyScope), eq(bookings.idempotencyKey, booking.idempotencyKey)));
    if (refused && existing.length === 0) throw refused;
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
    now: Date = new Date(),
  ): Promise<BookingRow> {
    const id = `bk_${randomUUID().replace(/-/g, "")}`;
    // A booking starts received (docs/decisions/0021), or, when its advance is paid online, awaiting payment: it reaches
    // the vendor (received_at) once the payment is captured (docs/decisions/0048). The row, its history and the answer say so alike.
    const status = booking.advanceAmount ? "awaiting_payment" : "received";
    const receivedAt = status === "received" ? now : null;
    // A booking that reaches its vendor now is due an answer, and expires without one (docs/decisions/0054): its jobs
    // are written in the booking's own statement.
    const timed = receivedAt ? receivedJobs({ id, eventDate: booking.eventDate }, receivedAt) : null;
    const placed = await recordChange(db, {
      row: (write) =>
        write
          .insert(bookings)
          .values({ ...booking, id, status, receivedAt, answerBy: timed?.answerBy ?? null })
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
        ...(timed ? [JobRepository.insertion(db, timed.jobs)] : []),
      ],
      messages: notify({ ...booking, id }),
    });
    const { createdAt } = requireRow(placed, "the booking just inserted");
    return {
      ...booking,
      advanceAmount: booking.advanceAmount ?? null,
      commissionPercent: booking.commissionPercent ?? null,
      receivedAt,
      answerBy: timed?.answerBy ?? null,
      problemReportedAt: null,
      problemReportedBy: null,
      problemNote: null,
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
