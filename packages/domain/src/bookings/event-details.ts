import { eventDateText } from "./event.ts";
import { isEventDateField } from "./rules.ts";

// Apart from event.ts, which the console's lists load: this one needs the booking rules (docs/decisions/0034).

/** Whether a filled-in detail answered the date question: a detail keeps only its label, which stands for the field. */
const asksEventDate = (detail: { label: string }) => isEventDateField({ label: detail.label, field: detail.label });

/**
 * The shopper's answers a booking's page lists below its event summary, without the two the summary already says
 * (docs/decisions/0034): the address written (the first answer that is that text), and a date question the form's
 * picker filled ("One date, not two", docs/decisions/0022), which holds the event's date as pages say it. A date
 * question answered otherwise, and every other answer, stays.
 */
export function detailsBesideEvent<D extends { label: string; value: string }>(booking: {
  eventDate: string | null;
  /** The shopper's own answer to the date question, where the summary says it (bookingEventDay). */
  eventDay?: string | null;
  address: string | null;
  details: readonly D[];
}): D[] {
  const date = eventDateText(booking.eventDate) ?? booking.eventDay ?? null;
  const addressAt = booking.address ? booking.details.findIndex((detail) => detail.value.trim() === booking.address) : -1;
  return booking.details.filter((detail, index) => index !== addressAt && !(date && detail.value.trim() === date && asksEventDate(detail)));
}

/**
 * The event's date as a list of bookings says it (issue 38): the date the form's picker chose, else the shopper's
 * answer to the offering's own date question, as detailsBesideEvent reads it; null where the booking says neither.
 */
export function bookingEventDay(booking: {
  eventDate: string | null;
  details: readonly { label: string; value: string }[];
}): string | null {
  const picked = eventDateText(booking.eventDate);
  if (picked) return picked;
  const answer = booking.details.find((detail) => detail.value.trim() && asksEventDate(detail));
  return answer?.value.trim() ?? null;
}

/** A list row's event in one line: its day and its locality, "14 March 2026 · HSR Layout"; null where neither is known. */
export function listedEventLine(booking: { eventDay: string | null; locality: string | null }): string | null {
  return [booking.eventDay, booking.locality].filter(Boolean).join(" · ") || null;
}
