import * as Slider from "@radix-ui/react-slider";
import { rupees } from "@utsav/domain/client";
import { moveThumb, PRICE_STEP } from "./offering-filters";
import type { PriceBounds, PriceRange } from "./offering-filters";
import styles from "./price-range-slider.module.css";

interface PriceRangeSliderProps {
  value: PriceRange;
  bounds: PriceBounds;
  onChange: (range: PriceRange) => void;
  labelledBy: string;
}

/** Two thumbs over the loaded prices, in steps of ₹100 (application §5: clamps, snaps, thumbs do not cross). */
export function PriceRangeSlider({ value, bounds, onChange, labelledBy }: PriceRangeSliderProps) {
  const change = (next: number[]) => {
    // Radix moves one thumb at a time; the rule of which may go where is ours (offering-filters.ts).
    const thumb = next[0] !== value[0] ? 0 : 1;
    onChange(moveThumb(value, thumb, next[thumb] ?? value[thumb], bounds, PRICE_STEP));
  };
  return (
    <div className={styles.wrap}>
      <p className={styles.values} aria-hidden="true">
        <span>{rupees(value[0])}</span>
        <span>{rupees(value[1])}</span>
      </p>
      <Slider.Root
        className={styles.root}
        min={bounds.min}
        max={bounds.max}
        step={PRICE_STEP}
        value={[...value]}
        onValueChange={change}
        minStepsBetweenThumbs={0}
        preserveThumbOrder
        aria-labelledby={labelledBy}
      >
        <Slider.Track className={styles.track}>
          <Slider.Range className={styles.range} />
        </Slider.Track>
        <Slider.Thumb className={styles.thumb} aria-label="Minimum price" aria-valuetext={rupees(value[0])} />
        <Slider.Thumb className={styles.thumb} aria-label="Maximum price" aria-valuetext={rupees(value[1])} />
      </Slider.Root>
    </div>
  );
}
