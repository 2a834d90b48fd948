import { BOOKING_TIMING } from "./timing-periods.ts";
import { addDays, formatDayTime, formatLongDate, indianDate } from "../shared/dates.ts";

// What happens to a booking with time (docs/decisions/0054): the vendor answers within a window or it expires, the
// vendor is reminded before it does, both sides are reminded the day before the event, and a confirmed booking
// completes by itself some days after the event unless either side reported a problem. The periods live here once;
// the API schedules the jobs from them and the pages say them.

const HOUR_MS = 3_600_000;

export { BOOKING_TIMING };

/** An Indian date's hour as a moment: '2026-12-24' at 10 → 2026-12-24T04:30:00Z. */
export function indianMoment(date: string, hour: number): Date {
  return new Date(`${date}T${String(hour).padStart(2, "0")}:00:00+05:30`);
}

/** When the vendor must have answered a booking received at `receivedAt` for an event on `eventDate` (or none). */
export function answerDeadline(receivedAt: Date, eventDate: string | null): Date {
  const t = BOOKING_TIMING;
  let due = receivedAt.getTime() + t.answerWithinHours * HOUR_MS;
  if (eventDate) due = Math.min(due, indianMoment(eventDate, 0).getTime() - t.answerBeforeEventHours * HOUR_MS);
  return new Date(Math.max(due, receivedAt.getTime() + t.answerAtLeastHours * HOUR_MS));
}

/** When the vendor is reminded of a booking still unanswered: some hours before the deadline, or halfway to it. */
export function answerReminderAt(receivedAt: Date, deadline: Date): Date {
  const window = deadline.getTime() - receivedAt.getTime();
  const before = Math.min(BOOKING_TIMING.remindBeforeHours * HOUR_MS, window / 2);
  return new Date(deadline.getTime() - before);
}

/** The eve's reminder of an event: the day before it at the set hour; null without a date. */
export function eventReminderAt(eventDate: string | null): Date | null {
  return eventDate ? indianMoment(addDays(eventDate, -1), BOOKING_TIMING.eveReminderHour) : null;
}

/** When a confirmed booking completes by itself; null without an event date (its vendor marks it). */
export function autoCompleteAt(eventDate: string | null): Date | null {
  return eventDate ? indianMoment(addDays(eventDate, BOOKING_TIMING.completeAfterDays), BOOKING_TIMING.completeAtHour) : null;
}

/** Whether a problem can be reported on a confirmed booking now: from the event's day (India) until it completes. */
export function problemReportable(eventDate: string | null, now: Date): boolean {
  return eventDate === null || indianDate(now) >= eventDate;
}

/** Days from today (India) to the event: 0 on its day, negative after it; null without a date. */
export function daysToEvent(eventDate: string | null, now: Date): number | null {
  if (!eventDate) return null;
  return Math.round((Date.parse(`${eventDate}T00:00:00Z`) - Date.parse(`${indianDate(now)}T00:00:00Z`)) / 86_400_000);
}

export const BOOKING_TIMING_WORDS = {
  /** The history's reason when the system expires a booking nobody answered. */
  expiredReason: "The vendor did not answer in time",
  /** The history's reason when the system completes a booking. */
  completedReason: "Completed by itself after the event; no problem was reported",
  reportProblem: "Report a problem",
  problemNoteLabel: "What went wrong?",
  problemNoteRequired: "Please tell us what went wrong",
  problemReported: "Problem reported",
  problemSent: "Thanks. Utsav support will look into it and call you; the booking will not complete by itself meanwhile.",
  problemTooEarly: "A problem can be reported from the event's date",
  problemClosed: "A problem can be reported only on a confirmed booking",
  problemAlready: "A problem has already been reported on this booking",
  eventToday: "The event is today",
  eventTomorrow: "The event is tomorrow",
  /** The vendor's list: received bookings, apart and first. */
  needsAnswer: "Needs your answer",
  /** The problem form's button, under its heading "Report a problem". */
  sendProblem: "Send report",
  /** On a booking that expired unanswered: the way to book someone else. */
  findAnotherVendor: "Find another vendor",
} as const;

export const bookingTimingWordsFor = {
  /** The vendor's and the shopper's line while a booking waits for its answer. */
  answerBy: (deadline: Date) => `The vendor has until ${formatDayTime(deadline)} to confirm or decline.`,
  vendorAnswerBy: (deadline: Date) => `Please confirm or decline by ${formatDayTime(deadline)}, or the booking expires.`,
  /** What happens if the vendor does not answer, with or without an advance paid. */
  ifUnanswered: (advancePaid: boolean) =>
    advancePaid
      ? "If they do not, the booking expires and your advance is refunded in full."
      : "If they do not, the booking expires and you can book another vendor.",
  eventIn: (days: number) => `The event is in ${days} days`,
  completesOn: (at: Date) => `It completes by itself on ${formatLongDate(at)} unless you report a problem by then.`,
  vendorCompletesOn: (at: Date) => `It completes by itself on ${formatLongDate(at)} unless you or the customer report a problem by then.`,
  /** A received booking's row in a list: when its answer is due. */
  answerDueBy: (deadline: Date) => `Answer due by ${formatDayTime(deadline)}`,
  tooLong: (max: number) => `A problem can be described in at most ${max} characters`,
  problemBy: (who: string, at: string) => `Reported by ${who}, ${formatDayTime(at)}`,
};

/** The countdown line of an event on the shopper's and the vendor's pages; null without a date or once it has passed. */
export function eventCountdown(eventDate: string | null, now: Date): string | null {
  const days = daysToEvent(eventDate, now);
  if (days === null || days < 0) return null;
  if (days === 0) return BOOKING_TIMING_WORDS.eventToday;
  if (days === 1) return BOOKING_TIMING_WORDS.eventTomorrow;
  return bookingTimingWordsFor.eventIn(days);
}

/** The problem form's rule, without zod (the schema's own): a note that says something, within its length. */
export function problemNoteProblem(note: string): string | null {
  const length = note.trim().length;
  if (length === 0) return BOOKING_TIMING_WORDS.problemNoteRequired;
  return length > BOOKING_TIMING.problemNoteMax ? bookingTimingWordsFor.tooLong(BOOKING_TIMING.problemNoteMax) : null;
}

/** What a booking's page says of time, each line or null: the web's and the app's pages, the shopper's and the vendor's. */
export interface BookingTimeLines {
  /** While it waits for the vendor: until when they may answer… */
  answerBy: string | null;
  /** …and, to the shopper, what happens if they do not. */
  ifUnanswered: string | null;
  /** While it is received or confirmed: how far off the event is. */
  countdown: string | null;
  /** While it is confirmed and nobody reported a problem: when it completes by itself. */
  completesOn: string | null;
}

interface TimedBooking {
  status: string;
  eventDate: string | null;
  timing: { answerBy: string | null; completesAt: string | null };
}

/** The lines of one booking for its shopper (who may have paid an advance) or its vendor, at `now`. */
export function bookingTimeLines(
  booking: TimedBooking,
  { viewer, advancePaid = false, now }: { viewer: "consumer" | "vendor"; advancePaid?: boolean; now: Date },
): BookingTimeLines {
  const words = bookingTimingWordsFor;
  const answerBy = booking.status === "received" && booking.timing.answerBy ? new Date(booking.timing.answerBy) : null;
  const completesAt = booking.status === "confirmed" && booking.timing.completesAt ? new Date(booking.timing.completesAt) : null;
  const open = booking.status === "received" || booking.status === "confirmed";
  return {
    answerBy: answerBy && (viewer === "vendor" ? words.vendorAnswerBy(answerBy) : words.answerBy(answerBy)),
    ifUnanswered: answerBy && viewer === "consumer" ? words.ifUnanswered(advancePaid) : null,
    countdown: open ? eventCountdown(booking.eventDate, now) : null,
    completesOn: completesAt && (viewer === "vendor" ? words.vendorCompletesOn(completesAt) : words.completesOn(completesAt)),
  };
}

/** A booking's row in the shopper's or the vendor's list: when its answer is due, and how far off its event is. */
export function bookingRowTime(
  booking: { status: string; eventDate: string | null; answerBy: string | null },
  now: Date,
): { answerDue: string | null; countdown: string | null } {
  const lines = bookingTimeLines({ ...booking, timing: { answerBy: booking.answerBy, completesAt: null } }, { viewer: "vendor", now });
  const answerDue = lines.answerBy && booking.answerBy ? bookingTimingWordsFor.answerDueBy(new Date(booking.answerBy)) : null;
  return { answerDue, countdown: lines.countdown };
}

/** Whether a booking expired because its vendor did not answer in time (not because its advance went unpaid). */
export function expiredUnanswered(booking: {
  status: string;
  events: readonly { fromStatus: string | null; toStatus: string }[];
}): boolean {
  return booking.status === "expired" && booking.events.some((e) => e.fromStatus === "received" && e.toStatus === "expired");
}
