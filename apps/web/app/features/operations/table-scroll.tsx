import styles from "./ops.module.css";

/**
 * A console table that scrolls sideways on a narrow screen: a named region that takes focus, so the keyboard can
 * scroll it too (WCAG 2.1.1; axe scrollable-region-focusable).
 */
export function TableScroll({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
