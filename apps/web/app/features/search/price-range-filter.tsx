import { useState } from "react";
import * as Slider from "@radix-ui/react-slider";
import { rupees, SEARCH } from "@utsav/domain/client";
import { isFullPriceRange } from "./search-params";
import type { PriceRange } from "./search-params";
import styles from "./price-range-filter.module.css";

const { min: FLOOR, max: CEILING } = SEARCH.priceRange;
const STEP = 500;

interface PriceRangeFilterProps {
  /** The applied range; null is every price (the slider at both ends). */
  value: PriceRange | null;
  /** The price range of the current results (the priceRange facet), shown as a hint. */
  available: { minValue: number; maxValue: number } | null;
  onCommit: (range: PriceRange | null) => void;
}

/**
 * The Price Range filter: a two-thumb slider over the default bounds ₹1,000 to ₹1,00,000 (application §2, §9).
 * Dragging moves a draft; letting go applies it. The thumbs clamp to the bounds, snap to the step and cannot pass
 * each other (application §5, done by Radix Slider).
 */
export default function PriceRangeFilter({ value, available, onCommit }: PriceRangeFilterProps) {
  const applied: [number, number] = value ? [value.min, value.max] : [FLOOR, CEILING];
  const [draft, setDraft] = useState(applied);
  const [synced, setSynced] = useState(applied);
  if (applied[0] !== synced[0] || applied[1] !== synced[1]) {
    setSynced(applied);
    setDraft(applied);
  }
  const [low, high] = draft;

  return (
    <div className={styles.price}>
      <p className={styles.values} aria-live="polite">
        {rupees(low)} – {rupees(high)}
        {high >= CEILING ? "+" : ""}
      </p>
      <Slider.Root
        className={styles.root}
        min={FLOOR}
        max={CEILING}
        step={STEP}
        minStepsBetweenThumbs={1}
        value={draft}
        onValueChange={(next) => setDraft([next[0] ?? FLOOR, next[1] ?? CEILING])}
        onValueCommit={(next) => {
          const range = { min: next[0] ?? FLOOR, max: next[1] ?? CEILING };
          onCommit(isFullPriceRange(range) ? null : range);
        }}
      >
        <Slider.Track className={styles.track}>
          <Slider.Range className={styles.range} />
        </Slider.Track>
        <Slider.Thumb className={styles.thumb} aria-label="Minimum price" aria-valuetext={rupees(low)} />
        <Slider.Thumb className={styles.thumb} aria-label="Maximum price" aria-valuetext={rupees(high)} />
      </Slider.Root>
      {available ? (
        <p className={styles.hint}>
          These results cost {rupees(available.minValue)} to {rupees(available.maxValue)}
        </p>
      ) : null}
    </div>
  );
}
