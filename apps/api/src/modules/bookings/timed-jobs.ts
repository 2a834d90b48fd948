import { answerDeadline, answerReminderAt, autoCompleteAt, eventReminderAt } from "@utsav/domain";
import type { JobDraft } from "../../platform/scheduler/job-repository.ts";

// The bookings module's timed work (docs/decisions/0054): each kind run by its handler (timed-service.ts), each job
// keyed by its booking so asking twice keeps one. A handler reads the booking as it is when the job runs and does
// nothing when it has moved on (answered, cancelled), so no job is ever taken back.

export const BOOKING_JOBS = {
  /** A received booking still unanswered when its answer is due: it expires, and any advance is refunded in full. */
  expire: { kind: "bookings.expire", key: (bookingId: string) => `bookings.expire:${bookingId}` },
  /** The vendor is reminded of a booking it has not answered, before it expires. */
  answerReminder: { kind: "bookings.answer-reminder", key: (bookingId: string) => `bookings.answer-reminder:${bookingId}` },
  /** The day before a confirmed booking's event: both sides are reminded (place, date, contact). */
  eventReminder: { kind: "bookings.event-reminder", key: (bookingId: string) => `bookings.event-reminder:${bookingId}` },
  /** Some days after a confirmed booking's event: it completes, unless either side reported a problem. */
  autoComplete: { kind: "bookings.auto-complete", key: (bookingId: string) => `bookings.auto-complete:${bookingId}` },
} as const;

/** The jobs of a booking that has just reached its vendor: its expiry and the vendor's reminder before it. */
export function receivedJobs(booking: { id: string; eventDate: string | null }, receivedAt: Date): { answerBy: Date; jobs: JobDraft[] } {
  const answerBy = answerDeadline(receivedAt, booking.eventDate);
  const payload = { bookingId: booking.id };
  return {
    answerBy,
    jobs: [
      { kind: BOOKING_JOBS.expire.kind, key: BOOKING_JOBS.expire.key(booking.id), runAt: answerBy, payload },
      {
        kind: BOOKING_JOBS.answerReminder.kind,
        key: BOOKING_JOBS.answerReminder.key(booking.id),
        runAt: answerReminderAt(receivedAt, answerBy),
        payload,
      },
    ],
  };
}

/** The jobs of a booking its vendor has confirmed: the eve's reminder (when that is still ahead) and its completion. */
export function confirmedJobs(booking: { id: string; eventDate: string | null }, now: Date): JobDraft[] {
  const payload = { bookingId: booking.id };
  const jobs: JobDraft[] = [];
  const remindAt = eventReminderAt(booking.eventDate);
  if (remindAt && remindAt > now) {
    jobs.push({ kind: BOOKING_JOBS.eventReminder.kind, key: BOOKING_JOBS.eventReminder.key(booking.id), runAt: remindAt, payload });
  }
  const completeAt = autoCompleteAt(booking.eventDate);
  if (completeAt) {
    jobs.push({ kind: BOOKING_JOBS.autoComplete.kind, key: BOOKING_JOBS.autoComplete.key(booking.id), runAt: completeAt, payload });
  }
  return jobs;
}
