import { useId, useState } from "react";
import * as Checkbox from "@radix-ui/react-checkbox";
import { CATALOGUE_COPY, CATEGORY_LABELS, rupees, SEARCH } from "@utsav/domain/client";
import type { Category } from "@utsav/domain";
import { CheckIcon } from "../../../shared/ui/icons";
import { Modal } from "../../../shared/ui/modal";
import { PriceRangeSlider } from "../../../shared/ui/price-range-slider";
import type { PriceRange } from "../../../shared/ui/price-range-slider";
import { DEFAULT_FILTERS, movedRange, PRICE_STEP, sameFilters, sliderRange, toggleIn, withPriceRange } from "@utsav/domain/client";
import type { OfferingFilters } from "@utsav/domain/client";
import { VendorSelect } from "./vendor-select";
import styles from "./filter-modal.module.css";

interface FilterModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  applied: OfferingFilters;
  onApply: (filters: OfferingFilters) => void;
  /** The cheapest and dearest loaded offering, in whole steps: the ends of the price slider. */
  bounds: PriceRange;
  categories: Category[];
  vendors: string[];
}

/**
 * The filters, edited as a draft (application §2): Apply commits the draft and is disabled while it equals the
 * applied selection; Clear All resets the draft to the defaults (the full price range, rating 'All').
 */
export function FilterModal({ open, onOpenChange, applied, onApply, bounds, categories, vendors }: FilterModalProps) {
  const [draft, setDraft] = useState(applied);
  // Each opening starts from the applied selection (React: adjusting state when a prop changes).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(applied);
  }
  const id = useId();
  const update = (change: Partial<OfferingFilters>) => setDraft((current) => ({ ...current, ...change }));
  const price = sliderRange(draft, bounds);

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={CATALOGUE_COPY.filters}
      size="medium"
      footer={
        <div className={styles.actions}>
          <button type="button" className="btn btn-outline" onClick={() => setDraft(DEFAULT_FILTERS)}>
            {CATALOGUE_COPY.clearAll}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={sameFilters(draft, applied)}
            onClick={() => {
              onApply(draft);
              onOpenChange(false);
            }}
          >
            {CATALOGUE_COPY.apply}
          </button>
        </div>
      }
    >
      <div className={styles.form}>
        <section className={styles.section} aria-labelledby={`${id}-price`}>
          <h3 id={`${id}-price`} className={styles.heading}>
            {CATALOGUE_COPY.priceRange}
          </h3>
          <p className={styles.priceValues} aria-hidden="true">
            <span>{rupees(price.min)}</span>
            <span>{rupees(price.max)}</span>
          </p>
          <PriceRangeSlider
            value={price}
            bounds={bounds}
            step={PRICE_STEP}
            onChange={(next) => setDraft((d) => withPriceRange(d, movedRange(price, next, bounds), bounds))}
            labelledBy={`${id}-price`}
          />
        </section>

        <fieldset className={styles.section}>
          <legend className={styles.heading}>{CATALOGUE_COPY.rating}</legend>
          <div className={styles.pills}>
            {SEARCH.ratingOptions.map((option) => (
              <label key={option.value} className={styles.pill}>
                <input
                  type="radio"
                  name={`${id}-rating`}
                  value={option.value}
                  checked={draft.minRating === option.value}
                  onChange={() => update({ minRating: option.value })}
                />
                <span>{option.label}</span>
              </label>
            ))}
          </div>
        </fieldset>

        {categories.length > 0 ? (
          <fieldset className={styles.section}>
            <legend className={styles.heading}>{CATALOGUE_COPY.categories}</legend>
            <div className={styles.checks}>
              {categories.map((category) => (
                <label key={category} className={styles.check}>
                  <Checkbox.Root
                    className={styles.box}
                    checked={draft.categories.includes(category)}
                    onCheckedChange={() => update({ categories: toggleIn(draft.categories, category) })}
                  >
                    <Checkbox.Indicator>
                      <CheckIcon size={14} />
                    </Checkbox.Indicator>
                  </Checkbox.Root>
                  {CATEGORY_LABELS[category]}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}

        {vendors.length > 0 ? (
          <section className={styles.section} aria-labelledby={`${id}-vendors`}>
            <h3 id={`${id}-vendors`} className={styles.heading}>
              {CATALOGUE_COPY.vendors}
            </h3>
            <VendorSelect
              vendors={vendors}
              selected={draft.vendors}
              onChange={(selected) => update({ vendors: selected })}
              labelledBy={`${id}-vendors`}
            />
          </section>
        ) : null}

        <fieldset className={styles.section}>
          <legend className={styles.heading}>{CATALOGUE_COPY.verifiedVendors}</legend>
          <div className={styles.checks}>
            <label className={styles.check}>
              <Checkbox.Root
                className={styles.box}
                checked={draft.verifiedOnly}
                onCheckedChange={(checked) => update({ verifiedOnly: checked === true })}
              >
                <Checkbox.Indicator>
                  <CheckIcon size={14} />
                </Checkbox.Indicator>
              </Checkbox.Root>
              Only vendors our team has verified
            </label>
          </div>
        </fieldset>
      </div>
    </Modal>
  );
}
