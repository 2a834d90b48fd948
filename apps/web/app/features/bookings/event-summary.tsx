import { BOOKING_EVENT_COPY, bookingPlace, eventDateText } from "@utsav/domain/client";
import type { BookingPlace } from "@utsav/domain/client";
import styles from "./event-summary.module.css";

/**
 * When and where the event is, before everything else the shopper filled (docs/decisions/0034): the date the form's
 * picker chose and the place (the address written, with the locality checked against the vendor's area). The vendor's
 * and the shopper's booking pages show the same two lines; while the booking is open, how far off the event is under its
 * date (docs/decisions/0054).
 */
export function EventSummary({
  booking,
  countdown = null,
}: {
  booking: { eventDate: string | null; eventDay?: string | null } & BookingPlace;
  /** "The event is in 4 days", from bookingTimeLines; null where it says nothing. */
  countdown?: string | null;
}) {
  const date = eventDateText(booking.eventDate);
  const place = bookingPlace(booking);
  const missing = <span className={styles.missing}>{BOOKING_EVENT_COPY.notGiven}</span>;
  // Without a picked date, the shopper's own answer to the offering's date question (issue 38).
  const answered = booking.eventDay ? <span>{booking.eventDay}</span> : missing;
  return (
    <dl className={styles.event}>
      <div>
        <dt>{BOOKING_EVENT_COPY.eventDate}</dt>
        <dd>
          {date && booking.eventDate ? <time dateTime={booking.eventDate}>{date}</time> : answered}
          {/* Today's date decides it: a page drawn just before midnight may hydrate just after (India's day). */}
          {countdown ? (
            <span className={styles.countdown} suppressHydrationWarning>
              {countdown}
            </span>
          ) : null}
        </dd>
      </div>
      <div>
        <dt>{BOOKING_EVENT_COPY.place}</dt>
        <dd>{place ?? missing}</dd>
      </div>
    </dl>
  );
}
