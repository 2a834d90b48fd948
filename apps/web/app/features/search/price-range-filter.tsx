import { useState } from "react";
import { rupees, SEARCH } from "@utsav/domain/client";
import { PriceRangeSlider } from "../../shared/ui/price-range-slider";
import type { PriceRange } from "../../shared/ui/price-range-slider";
import { isFullPriceRange } from "./search-params";
import styles from "./price-range-filter.module.css";

const BOUNDS: PriceRange = SEARCH.priceRange;
const STEP = 500;

interface PriceRangeFilterProps {
  /** The applied range; null is every price (the slider at both ends). */
  value: PriceRange | null;
  /** The price range of the current results (the priceRange facet), shown as a hint. */
  available: { minValue: number; maxValue: number } | null;
  onCommit: (range: PriceRange | null) => void;
}

/**
 * The Price Range filter: the price range slider over the default bounds ₹1,000 to ₹1,00,000 (application §2, §9).
 * Dragging moves a draft; letting go applies it.
 */
export default function PriceRangeFilter({ value, available, onCommit }: PriceRangeFilterProps) {
  const applied = value ?? BOUNDS;
  const [draft, setDraft] = useState(applied);
  // A new applied range (Clear All, Back) replaces the draft (React: adjusting state when a prop changes).
  const [synced, setSynced] = useState(applied);
  if (applied.min !== synced.min || applied.max !== synced.max) {
    setSynced(applied);
    setDraft(applied);
  }

  return (
    <div className={styles.price}>
      <p className={styles.values} aria-live="polite">
        {rupees(draft.min)} – {rupees(draft.max)}
        {draft.max >= BOUNDS.max ? "+" : ""}
      </p>
      <PriceRangeSlider
        value={draft}
        bounds={BOUNDS}
        step={STEP}
        minStepsBetweenThumbs={1}
        onChange={setDraft}
        onCommit={(range) => onCommit(isFullPriceRange(range) ? null : range)}
      />
      {available ? (
        <p className={styles.hint}>
          These results cost {rupees(available.minValue)} to {rupees(available.maxValue)}
        </p>
      ) : null}
    </div>
  );
}
