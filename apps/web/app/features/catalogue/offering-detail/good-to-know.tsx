import { useId } from "react";
import { LEAD_COPY } from "@utsav/domain/client";
import { GoodToKnowList } from "../../../shared/ui/good-to-know-list";
import styles from "./good-to-know.module.css";

/**
 * The vendor's "Good to Know" lines (the offering's connectInfo) on the page itself: on a phone the price card that
 * holds them on the desktop is not shown, and only a Call has a call sheet to show them in (docs/decisions/0039).
 */
export function GoodToKnow({ lines, className }: { lines: string[]; className?: string }) {
  const titleId = useId();
  if (lines.length === 0) return null;
  return (
    <section className={`${styles.block} ${className ?? ""}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {LEAD_COPY.goodToKnow}
      </h2>
      <GoodToKnowList lines={lines} className={styles.list} />
    </section>
  );
}
