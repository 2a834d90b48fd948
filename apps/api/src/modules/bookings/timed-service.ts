import { and, eq, isNull } from "drizzle-orm";
import { bookings } from "@utsav/db";
import type { Db } from "@utsav/db";
import { BOOKING_MESSAGES, BOOKING_TIMING_WORDS, bookingAddress, checkBookingTransition, money, problemReportable } from "@utsav/domain";
import type { BookingStatus } from "@utsav/domain";
import { HttpError } from "../../platform/http/http-errors.ts";
import type { JobHandler } from "../../platform/scheduler/scheduler.ts";
import type { Clock } from "../../platform/scheduler/clock.ts";
import type { NotificationDrafts, TimedDrafts } from "../notifications/index.ts";
import { settleAfter } from "../payments/index.ts";
import { bookingDetails } from "./booking-details.ts";
import type { BookingOwner, BookingRepository, BookingRow } from "./booking-repository.ts";

/**
 * What time does to bookings (docs/decisions/0054), run by the scheduler's jobs (timed-jobs.ts): each reads the booking
 * as it is when it runs and does nothing once it has moved on, so a job that runs late, or twice, changes nothing it
 * should not. A change is written as every change is (BookingRepository.changeStatus: the row, its history by the
 * system, its messages and the money it settles, in one transaction); a status another change reached first is left.
 */
export class BookingTimer {
  constructor(
    private readonly db: Db,
    private readonly bookings: BookingRepository,
    private readonly drafts: NotificationDrafts,
    private readonly timed: TimedDrafts,
    private readonly clock: Clock,
    private readonly onQueued: () => void,
  ) {}

  /** A received booking whose answer is due: expired, both sides told, any advance refunded in full. */
  readonly expire: JobHandler = async ({ bookingId = "" }) => {
    const row = await this.bookings.find({ operator: true }, bookingId);
    if (!row || row.booking.status !== "received") return;
    const recipients = await this.bookings.vendorRecipients(row.booking.vendorId);
    const advance = row.booking.advanceAmount ? money(row.booking.advanceAmount * 100) : null;
    await this.systemChange(row.booking.id, "received", "expired", BOOKING_TIMING_WORDS.expiredReason, (booking) =>
      recipients ? this.timed.expired(booking, recipients, row.category, advance) : [],
    );
  };

  /** A received booking still unanswered some hours before it expires: the vendor is reminded. */
  readonly remindAnswer: JobHandler = async ({ bookingId = "" }) => {
    const row = await this.bookings.find({ operator: true }, bookingId);
    if (!row || row.booking.status !== "received" || !row.booking.answerBy) return;
    const recipients = await this.bookings.vendorRecipients(row.booking.vendorId);
    if (!recipients) return;
    await this.bookings.enqueue(this.timed.answerReminder(row.booking, recipients, row.booking.answerBy));
    this.onQueued();
  };

  /** The eve of a confirmed booking's event: both sides are reminded. */
  readonly remindEvent: JobHandler = async ({ bookingId = "" }) => {
    const row = await this.bookings.find({ operator: true }, bookingId);
    if (!row || row.booking.status !== "confirmed") return;
    const recipients = await this.bookings.vendorRecipients(row.booking.vendorId);
    if (!recipients) return;
    const booking = { ...row.booking, address: bookingAddress(row.bookingAttributes, row.booking.bookingData) };
    await this.bookings.enqueue(
      this.timed.eventReminder(booking, recipients, bookingDetails(row.booking.bookingData, row.bookingAttributes)),
    );
    this.onQueued();
  };

  /** Days after a confirmed booking's event: completed, unless either side reported a problem (operators decide then). */
  readonly complete: JobHandler = async ({ bookingId = "" }) => {
    const row = await this.bookings.find({ operator: true }, bookingId);
    if (!row || row.booking.status !== "confirmed" || row.booking.problemReportedAt) return;
    const recipients = await this.bookings.vendorRecipients(row.booking.vendorId);
    await this.systemChange(row.booking.id, "confirmed", "completed", BOOKING_TIMING_WORDS.completedReason, (booking, eventId) =>
      recipients ? this.drafts.statusChanged(booking, { eventId, actor: "system", to: "completed", reason: null }, recipients) : [],
    );
  };

  /**
   * The shopper or the vendor reports a problem with a confirmed booking, from its event's day: it then does not
   * complete by itself, and operators see it (docs/decisions/0054). 404 when it is not theirs; 409 when it is not
   * confirmed, too early, or already reported.
   */
  async reportProblem(owner: BookingOwner, id: string, by: "consumer" | "vendor", note: string): Promise<void> {
    const row = await this.bookings.find(owner, id);
    if (!row) throw new HttpError(404, BOOKING_MESSAGES.bookingNotFound, "NOT_FOUND");
    const now = this.clock.now();
    if (row.booking.status !== "confirmed") throw new HttpError(409, BOOKING_TIMING_WORDS.problemClosed, "BOOKING_STATUS_CONFLICT");
    if (!problemReportable(row.booking.eventDate, now)) throw new HttpError(409, BOOKING_TIMING_WORDS.problemTooEarly, "TOO_EARLY");
    const reported = await this.db
      .update(bookings)
      .set({ problemReportedAt: now, problemReportedBy: by, problemNote: note.trim(), updatedAt: now })
      .where(and(eq(bookings.id, id), eq(bookings.status, "confirmed"), isNull(bookings.problemReportedAt)))
      .returning({ id: bookings.id });
    if (reported.length === 0) throw new HttpError(409, BOOKING_TIMING_WORDS.problemAlready, "PROBLEM_ALREADY_REPORTED");
  }

  private async systemChange(
    id: string,
    from: BookingStatus,
    to: BookingStatus,
    reason: string,
    notify: Parameters<BookingRepository["changeStatus"]>[4],
  ): Promise<void> {
    const changed = await this.bookings
      .changeStatus(
        { operator: true },
        id,
        { actor: "system", actorUserId: null, to, reason },
        (current: BookingRow) => {
          // Another change reached it first (the vendor answered as the job ran): nothing to do. The transaction
          // rolls back on the throw below, and the job ends without a change.
          const reported = to === "completed" && current.problemReportedAt !== null;
          if (current.status !== from || reported || checkBookingTransition("system", current.status, to, reason)) {
            throw new MovedOn();
          }
          return undefined;
        },
        notify,
        async (tx, booking) => {
          if (booking.advanceAmount) await settleAfter(tx, booking.id, to, "system");
        },
      )
      .catch((err: unknown) => {
        if (err instanceof MovedOn) return null;
        throw err;
      });
    if (changed) this.onQueued();
  }
}

/** A booking that moved on before a job's change could be written: the job has nothing to do. */
class MovedOn extends Error {}
