import { eventDateText } from "./event.ts";
import { isEventDateField } from "./rules.ts";

// Apart from event.ts, which the console's lists load: this one needs the booking rules (docs/decisions/0034).

/**
 * The shopper's answers a booking's page lists below its event summary, without the two the summary already says
 * (docs/decisions/0034): the address written (the first answer that is that text), and a date question the form's
 * picker filled ("One date, not two", docs/decisions/0022), which holds the event's date as pages say it. A date
 * question answered otherwise, and every other answer, stays.
 */
export function detailsBesideEvent<D extends { label: string; value: string }>(booking: {
  eventDate: string | null;
  address: string | null;
  details: readonly D[];
}): D[] {
  const date = eventDateText(booking.eventDate);
  const addressAt = booking.address ? booking.details.findIndex((detail) => detail.value.trim() === booking.address) : -1;
  return booking.details.filter(
    (detail, index) =>
      index !== addressAt && !(date && detail.value.trim() === date && isEventDateField({ label: detail.label, field: detail.label })),
  );
}
