import * as Slider from "@radix-ui/react-slider";
import { CATALOGUE_COPY, rupees } from "@utsav/domain/client";
import styles from "./price-range-slider.module.css";

/** A range of prices in rupees, both ends included. */
export interface PriceRange {
  min: number;
  max: number;
}

export interface PriceRangeSliderProps {
  value: PriceRange;
  /** The ends of the track. */
  bounds: PriceRange;
  step: number;
  /** How many steps apart the thumbs stay; 0 lets them meet. */
  minStepsBetweenThumbs?: number;
  /** Every move of a thumb. */
  onChange: (range: PriceRange) => void;
  /** Letting go of a thumb (or a key press on one). */
  onCommit?: (range: PriceRange) => void;
  /** The id of the heading that names the slider, when a fieldset's legend does not. */
  labelledBy?: string;
}

/**
 * The price range control of the search filters and the offering list filters: two thumbs named 'Minimum price' and
 * 'Maximum price' that clamp to the bounds, snap to the step and never pass each other (application §5, Radix Slider).
 */
export function PriceRangeSlider({
  value,
  bounds,
  step,
  minStepsBetweenThumbs = 0,
  onChange,
  onCommit,
  labelledBy,
}: PriceRangeSliderProps) {
  const toRange = (next: number[]): PriceRange => ({ min: next[0] ?? value.min, max: next[1] ?? value.max });
  return (
    <Slider.Root
      className={styles.root}
      min={bounds.min}
      max={bounds.max}
      step={step}
      value={[value.min, value.max]}
      onValueChange={(next) => onChange(toRange(next))}
      onValueCommit={onCommit ? (next) => onCommit(toRange(next)) : undefined}
      minStepsBetweenThumbs={minStepsBetweenThumbs}
      preserveThumbOrder
      aria-labelledby={labelledBy}
    >
      <Slider.Track className={styles.track}>
        <Slider.Range className={styles.range} />
      </Slider.Track>
      <Slider.Thumb className={styles.thumb} aria-label={CATALOGUE_COPY.minimumPrice} aria-valuetext={rupees(value.min)} />
      <Slider.Thumb className={styles.thumb} aria-label={CATALOGUE_COPY.maximumPrice} aria-valuetext={rupees(value.max)} />
    </Slider.Root>
  );
}
