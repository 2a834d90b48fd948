import {
  CATEGORY_LABELS,
  categoriesIn,
  COPY,
  DEFAULT_FILTERS,
  PRICE_STEP,
  priceBounds,
  sameFilters,
  SEARCH,
  sliderRange,
  toggleIn,
  vendorsIn,
  withPriceRange,
} from "@utsav/domain/shopper";
import type { OfferingCard } from "@utsav/domain";
import type { OfferingFilters } from "@utsav/domain/client";
import type { MyDate } from "../../shared/lib/my-date";
import { Checkbox } from "../../shared/ui/checkbox";
import { ChoiceChips } from "../../shared/ui/choice-chips";
import { FiltersHeading, FiltersSheet } from "../../shared/ui/filters-sheet";
import { FreeOnMyDate } from "../../shared/ui/free-on-my-date";
import { RangeSlider } from "../../shared/ui/range-slider";
import { ServesMyArea } from "../../shared/ui/serves-my-area";

/**
 * A list's filters: the catalogue's, "Serves my area" (docs/decisions/0069), which follows the chosen locality, and
 * "Free on my date" (0058), which follows the chosen date.
 */
export interface ListFilters {
  filters: OfferingFilters;
  servesOnly: boolean;
  freeOnly: boolean;
}

export const NO_LIST_FILTERS: ListFilters = { filters: DEFAULT_FILTERS, servesOnly: false, freeOnly: false };

const sameListFilters = (a: ListFilters, b: ListFilters) =>
  sameFilters(a.filters, b.filters) && a.servesOnly === b.servesOnly && a.freeOnly === b.freeOnly;

interface FilterSheetProps {
  open: boolean;
  onClose: () => void;
  offerings: OfferingCard[];
  applied: ListFilters;
  onApply: (filters: ListFilters) => void;
  myDate: MyDate;
  /** The shopper's locality, chosen or not: the toggle counts only with one. */
  locality: string | null;
}

/**
 * The filters, edited as a draft in a sheet (application §2): Categories, Vendors, Rating, Price Range and Verified
 * Vendors, in search's order and as the web's lists have them, then Serves my area and Free on my date. Apply commits and is disabled while
 * the draft equals the applied selection; Clear All resets to the full range and 'All' (the chosen date stays).
 */
export function FilterSheet({ open, onClose, offerings, applied, onApply, myDate, locality }: FilterSheetProps) {
  const bounds = priceBounds(offerings);
  const categories = categoriesIn(offerings);
  const vendors = vendorsIn(offerings);
  return (
    <FiltersSheet
      open={open}
      onClose={onClose}
      applied={applied}
      onApply={onApply}
      cleared={() => NO_LIST_FILTERS}
      unchanged={sameListFilters}
    >
      {({ filters: draft, servesOnly, freeOnly }, setList) => {
        const setDraft = (change: (d: OfferingFilters) => OfferingFilters) =>
          setList((list) => ({ ...list, filters: change(list.filters) }));
        return (
          <>
            {categories.length > 1 ? (
              <>
                <FiltersHeading>{COPY.categories}</FiltersHeading>
                {categories.map((category) => (
                  <Checkbox
                    key={category}
                    label={CATEGORY_LABELS[category]}
                    checked={draft.categories.includes(category)}
                    onChange={() => setDraft((d) => ({ ...d, categories: toggleIn(d.categories, category) }))}
                  />
                ))}
              </>
            ) : null}
            {vendors.length > 1 ? (
              <>
                <FiltersHeading>{COPY.vendors}</FiltersHeading>
                {vendors.map((vendor) => (
                  <Checkbox
                    key={vendor}
                    label={vendor}
                    checked={draft.vendors.includes(vendor)}
                    onChange={() => setDraft((d) => ({ ...d, vendors: toggleIn(d.vendors, vendor) }))}
                  />
                ))}
              </>
            ) : null}
            <FiltersHeading>{COPY.rating}</FiltersHeading>
            <ChoiceChips<number>
              choices={[...SEARCH.ratingOptions]}
              value={draft.minRating}
              onChange={(minRating) => setDraft((d) => ({ ...d, minRating }))}
            />
            <FiltersHeading>{COPY.priceRange}</FiltersHeading>
            <RangeSlider
              value={sliderRange(draft, bounds)}
              bounds={bounds}
              step={PRICE_STEP}
              onChange={(range) => setDraft((d) => withPriceRange(d, range, bounds))}
            />
            <FiltersHeading>{COPY.verifiedVendors}</FiltersHeading>
            <Checkbox
              label={COPY.verifiedVendors}
              checked={draft.verifiedOnly}
              onChange={(verifiedOnly) => setDraft((d) => ({ ...d, verifiedOnly }))}
            />
            <ServesMyArea
              checked={servesOnly && locality !== null}
              onToggle={(name) => setList((list) => ({ ...list, servesOnly: name !== null }))}
            />
            <FreeOnMyDate
              myDate={myDate}
              checked={freeOnly && myDate.date !== null}
              onToggle={(date) => setList((list) => ({ ...list, freeOnly: date !== null }))}
            />
          </>
        );
      }}
    </FiltersSheet>
  );
}
