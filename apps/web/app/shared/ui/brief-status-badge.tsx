import { BRIEF_ANSWER_LABELS, BRIEF_STATUS_LABELS } from "@utsav/domain/client";
import type { BriefAnswer, BriefStatus } from "@utsav/domain/client";
import styles from "./booking-status.module.css";

/** Tones of the badge: a booked brief and an accepted quote are good news, an expired brief and a closed quote are over. */
const TONES: Record<BriefStatus | BriefAnswer, string> = {
  open: "received",
  new: "received",
  quoted: "received",
  booked: "confirmed",
  accepted: "confirmed",
  expired: "cancelled",
  closed: "cancelled",
  declined: "cancelled",
};

/**
 * A brief's status ("Open", "Booked", "Expired") or a quote's ("Quoted", "Accepted", "Closed") as a short coloured
 * label, drawn like a booking's (the colour repeats the word; the word carries the meaning).
 */
export function BriefStatusBadge({ status }: { status: BriefStatus | BriefAnswer }) {
  const label = status in BRIEF_STATUS_LABELS ? BRIEF_STATUS_LABELS[status as BriefStatus] : BRIEF_ANSWER_LABELS[status as BriefAnswer];
  return (
    <span className={styles.badge} data-status={TONES[status]}>
      {label}
    </span>
  );
}
