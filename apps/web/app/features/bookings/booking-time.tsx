import type { ReactNode } from "react";
import styles from "./booking-time.module.css";

/**
 * A line of a booking's time that its reader acts on (docs/decisions/0054): until when the vendor may answer, and what
 * follows without an answer; when a confirmed booking completes by itself. Shown beside the answers it is about.
 */
export function TimeNotice({ line, more = null }: { line: string | null; more?: string | null }): ReactNode {
  if (!line) return null;
  return (
    <p className={styles.notice}>
      <strong>{line}</strong>
      {more ? <span>{more}</span> : null}
    </p>
  );
}
