import { BOOKING_STATUS_LABELS } from "@utsav/domain/client";
import type { BookingStatus } from "@utsav/domain";
import styles from "./booking-status.module.css";

/** A booking's status as a short coloured label (the colour repeats the word; the word carries the meaning). */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return (
    <span className={styles.badge} data-status={status}>
      {BOOKING_STATUS_LABELS[status]}
    </span>
  );
}
