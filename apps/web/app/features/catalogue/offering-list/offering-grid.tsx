import type { OfferingCard as OfferingCardData } from "@utsav/domain";
import { GridCards, OfferingCard } from "../../../shared/ui/offering-card";
import { OfferingCardSkeleton } from "../../../shared/ui/skeleton";
import styles from "./offering-grid.module.css";

export type GridColumns = 2 | 3 | 4;

interface OfferingGridProps {
  offerings: readonly OfferingCardData[];
  /** Columns on desktop (≥1024 px); phones have 1 or 2 and tablets up to 3. */
  columns?: GridColumns;
  /** Placeholder cards after the last one while the next page loads. */
  skeletons?: number;
  /** On phones (<768 px) only this many cards show; the rest are reached through 'View More'. */
  phoneInitialCount?: number;
  /** The first cards are above the fold: their pictures load eagerly. */
  priorityCount?: number;
}

const COLUMN_CLASS: Record<GridColumns, string | undefined> = { 2: undefined, 3: styles.cols3, 4: styles.cols4 };

/** How wide a card's picture is drawn, for the browser to pick a file (the page is at most 1280 px wide). */
function pictureSizes(columns: GridColumns): string {
  const tablet = Math.min(columns, 3);
  return `(min-width: 1280px) ${Math.round(1280 / columns)}px, (min-width: 1024px) ${Math.round(100 / columns)}vw, (min-width: 768px) ${Math.round(100 / tablet)}vw, (min-width: 360px) 50vw, 100vw`;
}

/** Offerings in a responsive grid of cards. */
export function OfferingGrid({ offerings, columns = 2, skeletons = 0, phoneInitialCount, priorityCount = 0 }: OfferingGridProps) {
  const sizes = pictureSizes(columns);
  const card = (offering: OfferingCardData, index: number) => (
    <li key={offering.id} className={phoneInitialCount !== undefined && index >= phoneInitialCount ? styles.beyondInitial : undefined}>
      <OfferingCard offering={offering} sizes={sizes} priority={index < priorityCount} />
    </li>
  );
  return (
    <ul className={[styles.grid, COLUMN_CLASS[columns]].filter(Boolean).join(" ")}>
      <GridCards offerings={offerings} card={card} />
      {Array.from({ length: skeletons }, (_, index) => (
        <li key={`skeleton-${index}`} aria-hidden="true">
          <OfferingCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
