import { BOOKING_ACTOR_NAMES, BOOKING_STATUS_LABELS, bookingCopyFor, formatDayTime } from "@utsav/domain/client";
import type { BookingEvent } from "@utsav/domain";
import styles from "./booking-status.module.css";

/** Who made a change, as the vendor's page reads it (the domain's BOOKING_ACTOR_NAMES). */
const ACTOR_NAMES = BOOKING_ACTOR_NAMES.forVendor;

/** A booking's history, oldest first: each change, who made it, when, and why. */
export function BookingHistory({
  events,
  actorNames = ACTOR_NAMES,
}: {
  events: BookingEvent[];
  actorNames?: Record<BookingEvent["actor"], string>;
}) {
  return (
    <ol className={styles.timeline}>
      {events.map((event) => (
        <li key={event.id} className={styles.timelineItem} data-status={event.toStatus}>
          <p className={styles.timelineTitle}>
            {/* A booking starts received, or awaiting its advance where the vendor asks one online (docs/decisions/0048). */}
            {event.fromStatus === null
              ? BOOKING_STATUS_LABELS[event.toStatus]
              : bookingCopyFor.historyLine(actorNames[event.actor], BOOKING_STATUS_LABELS[event.toStatus])}
          </p>
          <p className={styles.timelineTime}>
            <time dateTime={event.createdAt}>{formatDayTime(event.createdAt)}</time>
          </p>
          {event.reason ? <p className={styles.reason}>“{event.reason}”</p> : null}
        </li>
      ))}
    </ol>
  );
}
