import { formatLongDate } from "../shared/dates.ts";
import type { BookingActor, BookingStatus } from "./lifecycle.ts";

// A booking that can no longer be cancelled shows what became of it, not the cancellation terms it can no longer use
// (issue 38): completed, declined or cancelled, by whom, when and why.

/** The outcome's words, as the shopper reads them. */
export const BOOKING_OUTCOME_COPY = {
  title: "Outcome",
  reason: "Reason",
} as const;

const WHO: Readonly<Record<BookingActor, string>> = {
  vendor: "the vendor",
  consumer: "you",
  operator: "Utsav support",
  system: "Utsav",
};

const outcomeLine = {
  completed: (on: string | null) => `The vendor marked this booking completed${on ? ` on ${on}` : ""}.`,
  /** Completed by itself after the event, or by Utsav support after a problem was reported (docs/decisions/0054). */
  completedBy: (on: string | null, actor: BookingActor) =>
    actor === "operator"
      ? `Utsav support completed this booking${on ? ` on ${on}` : ""}.`
      : `This booking completed by itself after the event${on ? `, on ${on}` : ""}.`,
  declined: (on: string | null) => `The vendor declined this booking${on ? ` on ${on}` : ""}.`,
  expired: (on: string | null) => `The advance was not paid in time, so this booking expired${on ? ` on ${on}` : ""}.`,
  /** The vendor did not confirm or decline in time (docs/decisions/0054). */
  unanswered: (on: string | null) => `The vendor did not answer in time, so this booking expired${on ? ` on ${on}` : ""}.`,
  cancelled: (on: string | null, actor: BookingActor | null) =>
    `This booking was cancelled${actor ? ` by ${WHO[actor]}` : ""}${on ? ` on ${on}` : ""}.`,
};

interface OutcomeEvent {
  actor: BookingActor;
  fromStatus?: BookingStatus | null;
  toStatus: BookingStatus;
  reason: string | null;
  createdAt: string;
}

/**
 * What became of a booking in a final status (declined, completed, cancelled): the line that says it, from the
 * change that made it so, and that change's reason; null while the booking can still change.
 */
export function bookingOutcome(booking: {
  status: BookingStatus;
  events: readonly OutcomeEvent[];
}): { line: string; reason: string | null } | null {
  const { status } = booking;
  // The lifecycle's final statuses (FINAL_BOOKING_STATUSES), named so each has its line.
  if (status !== "completed" && status !== "declined" && status !== "cancelled" && status !== "expired") return null;
  const change = [...booking.events].reverse().find((event) => event.toStatus === status) ?? null;
  const on = change ? formatLongDate(change.createdAt) : null;
  let line: string;
  if (status === "cancelled") line = outcomeLine.cancelled(on, change?.actor ?? null);
  else if (status === "completed" && change && change.actor !== "vendor") line = outcomeLine.completedBy(on, change.actor);
  // An expiry from received is the vendor's silence; from awaiting payment, the shopper's unpaid advance.
  else if (status === "expired" && change?.fromStatus === "received") line = outcomeLine.unanswered(on);
  else line = outcomeLine[status](on);
  return { line, reason: change?.reason?.trim() || null };
}
