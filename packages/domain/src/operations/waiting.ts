import { COMMON_COPY } from "../shared/common-words.ts";
import { BOOKING_REASON_MAX } from "../bookings/lifecycle.ts";
import { OPS_NAV_COPY } from "./nav-words.ts";

// What waits for an answer (docs/decisions/0037): bookings still received and briefs whose vendors have not answered,
// longer than a threshold, by vendor; operators contact both sides, cancel a booking with a reason, and send a brief
// to more vendors. Browser-safe: the console and the API share these rules and words.

/**
 * How long a booking may stay received, and a matched vendor leave a brief unanswered, before operators see it. A day:
 * a vendor answers within one working day (the booking page promises "the vendor will contact you shortly"), and a
 * shorter wait would fill the list with bookings placed overnight.
 */
export const WAITING_HOURS = { bookings: 24, briefs: 24 } as const;

/** The thresholds the console offers, in hours. */
export const WAITING_HOURS_CHOICES = [12, 24, 48] as const;
export type WaitingHours = (typeof WAITING_HOURS_CHOICES)[number];

/** Rows on one page of the waiting list; the next page follows a cursor. */
export const WAITING_PAGE_SIZE = 200;

/** The most vendors one re-send adds to a brief, so that a press reaches a handful of vendors and not the whole city. */
export const BRIEF_RESEND_MAX = 10;

/** The operator's reason for cancelling a booking: both sides read it. */
export const OPERATOR_CANCEL_REASON_MAX = BOOKING_REASON_MAX;

/** Whole hours since `since`, at `now`. */
export function hoursWaiting(since: string | Date, now: Date = new Date()): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / 3_600_000));
}

/** How long something has waited: '5 hours', '1 day 3 hours', '4 days'. */
export function formatWaiting(hours: number): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  if (hours < 24) return plural(hours, "hour");
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return days >= 3 || rest === 0 ? plural(days, "day") : `${plural(days, "day")} ${plural(rest, "hour")}`;
}

/** What the API answers on the waiting list and its acts. */
export const WAITING_MESSAGES = {
  bookingNotFound: "Booking not found",
  matchNotFound: "This vendor was not sent this request",
  reasonRequired: "Please give the reason both the customer and the vendor will read",
  reasonTooLong: `The reason must be at most ${OPERATOR_CANCEL_REASON_MAX} characters`,
  noMoreVendors: "No other vendor can take this request now",
  cursorInvalid: "This page of results is no longer available. Please start again.",
} as const;

/** The operator's reason for a cancel, checked as the API's schema checks it (trimmed): the message, or null when it will do. */
export function cancelReasonProblem(reason: string): string | null {
  const text = reason.trim();
  if (!text) return WAITING_MESSAGES.reasonRequired;
  return text.length > OPERATOR_CANCEL_REASON_MAX ? WAITING_MESSAGES.reasonTooLong : null;
}

/** What the console's Waiting page says. */
export const WAITING_COPY = {
  navLabel: OPS_NAV_COPY.waiting,
  title: "Waiting for an answer",
  lead: "Bookings still received and requests whose vendors have not answered, longer than the time you choose, by vendor.",
  thresholdLabel: "Waiting longer than",
  hoursChoice: (hours: number) => `${hours} hours`,
  apply: "Show",
  empty: "Nothing has waited that long.",
  waitingCount: (n: number) => `${n} waiting`,
  booking: "Booking",
  brief: "Request",
  eventOn: (date: string) => `Event on ${date}`,
  waited: (age: string) => `Waiting ${age}`,
  more: COMMON_COPY.showMore,
  contact: "Contact both sides",
  contactHint: "Their numbers show once you ask, and the asking is written to the audit log.",
  vendor: "Vendor",
  shopper: "Customer",
  noPhone: "No number on record",
  call: (name: string) => `Call ${name}`,
  whatsapp: (name: string) => `WhatsApp ${name}`,
  cancelBooking: "Cancel booking",
  cancelTitle: (reference: string) => `Cancel booking ${reference}?`,
  cancelLead:
    "The customer and the vendor are both told, with your reason. If the vendor had confirmed it, the vendor owes back everything paid in advance.",
  reasonLabel: "Reason (both sides read it)",
  cancelled: (reference: string) => `Booking ${reference} is cancelled. Both sides are told.`,
  resend: "Re-send to more vendors",
  resendReach: (n: number) => (n === 0 ? "No other vendor can take it now" : `Reaches ${n} more vendor${n === 1 ? "" : "s"}`),
  resent: (n: number) => `Sent to ${n} more vendor${n === 1 ? "" : "s"}.`,
  vendorsAsked: (n: number) => `Sent to ${n} vendor${n === 1 ? "" : "s"}`,
  failed: "That did not work. Please try again.",
} as const;
