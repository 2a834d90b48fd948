import { DISPLAY } from "@utsav/domain/client";
import { visibleWindow } from "@utsav/domain/client";
import styles from "./pagination-dots.module.css";

interface PaginationDotsProps {
  count: number;
  index: number;
  onSelect: (index: number) => void;
  /** What a slide is called in the dots' names, e.g. 'Show item 3'. */
  label: string;
  tone?: "light" | "dark";
  className?: string;
}

/**
 * At most 7 dots (application §9): with more slides the dots slide along with the current one, and the dot at
 * an edge that hides more slides is drawn smaller.
 */
export function PaginationDots({ count, index, onSelect, label, tone = "dark", className }: PaginationDotsProps) {
  if (count < 2) return null;
  const { start, end } = visibleWindow(count, index, DISPLAY.paginationDotsMax);
  const dots = Array.from({ length: end - start }, (_, i) => start + i);
  return (
    <div className={`${styles.dots} ${tone === "light" ? styles.light : ""} ${className ?? ""}`}>
      {dots.map((dot) => {
        const edge = (dot === start && start > 0) || (dot === end - 1 && end < count);
        return (
          <button
            key={dot}
            type="button"
            className={`${styles.dot} ${edge ? styles.small : ""}`}
            aria-label={`${label} ${dot + 1} of ${count}`}
            aria-current={dot === index ? "true" : undefined}
            onClick={() => onSelect(dot)}
          />
        );
      })}
    </div>
  );
}
