import { BOOKING_STATUS_LABELS, bookingCopyFor, formatDayTime } from "@utsav/domain/client";
import type { BookingEvent } from "@utsav/domain";
import styles from "./booking-status.module.css";

/** Who made a change, as each side reads it: the vendor's page says "the consumer", the consumer's "you". */
const ACTOR_NAMES = { vendor: "the vendor", consumer: "the customer" } as const;

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
            {event.fromStatus === null
              ? BOOKING_STATUS_LABELS.received
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
