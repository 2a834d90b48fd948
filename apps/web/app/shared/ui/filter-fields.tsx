import { useId } from "react";
import { rupees } from "@utsav/domain/client";
import { PriceRangeSlider } from "./price-range-slider";
import type { PriceRange, PriceRangeSliderProps } from "./price-range-slider";
import styles from "./filter-sheet.module.css";

// The sections of the filters dialog (filter-sheet.tsx), one look for the lists and for search: a legend, then radios
// or checkboxes (the platform's own: accessible as they are, and no script to load), each with its count when known.

export interface FilterOption {
  value: string;
  label: string;
  /** How many results have it (search's facets); lists give none. */
  count?: number;
}

/** One section: a fieldset whose legend names its radios or checkboxes. */
export function FilterGroup({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>{children}</div>
    </fieldset>
  );
}

/** A section of radios: one value of the options ('' or 0 is 'All'). */
export function FilterRadios({
  legend,
  value,
  options,
  onChange,
}: {
  legend: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}) {
  const name = useId();
  return (
    <FilterGroup legend={legend}>
      {options.map((option) => (
        <label key={option.value} className={styles.option}>
          <input
            type="radio"
            className={styles.control}
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span className={styles.label}>{option.label}</span> <Count count={option.count} />
        </label>
      ))}
    </FilterGroup>
  );
}

/** One checkbox of a section. */
export function FilterCheck({
  label,
  count,
  checked,
  onCheckedChange,
}: {
  label: string;
  count?: number;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <label className={styles.option}>
      <input type="checkbox" className={styles.control} checked={checked} onChange={(event) => onCheckedChange(event.target.checked)} />
      <span className={styles.label}>{label}</span> <Count count={count} />
    </label>
  );
}

function Count({ count }: { count: number | undefined }) {
  return count === undefined ? null : <span className={styles.count}>{count}</span>;
}

/**
 * A section that is not a set of radios or checkboxes (a price range, a menu of vendors): a fieldset too, so every
 * section reads the same, whose legend also names the control inside (by its id).
 */
export function FilterRegion({ title, children }: { title: string; children: (legendId: string) => React.ReactNode }) {
  const id = useId();
  return (
    <fieldset className={styles.section}>
      <legend id={id} className={styles.legend}>
        {title}
      </legend>
      <div>{children(id)}</div>
    </fieldset>
  );
}

/**
 * The Price Range section: the two prices chosen, then the slider. `openTop` adds a '+' to the top price when the track
 * ends there (search's ₹1,00,000+); `hint` says what the results cost.
 */
export function FilterPrice({
  title,
  hint,
  openTop = false,
  ...slider
}: Omit<PriceRangeSliderProps, "labelledBy"> & { title: string; hint?: string; openTop?: boolean }) {
  const { value, bounds } = slider;
  return (
    <FilterRegion title={title}>
      {(legendId) => (
        <div className={styles.price}>
          <p className={styles.priceValues} aria-hidden="true">
            <span>{rupees(value.min)}</span>
            <span>
              {rupees(value.max)}
              {openTop && value.max >= bounds.max ? "+" : ""}
            </span>
          </p>
          <PriceRangeSlider {...slider} labelledBy={legendId} />
          {hint ? <p className={styles.hint}>{hint}</p> : null}
        </div>
      )}
    </FilterRegion>
  );
}

export type { PriceRange };
