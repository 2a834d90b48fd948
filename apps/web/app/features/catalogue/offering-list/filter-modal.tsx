import { CATALOGUE_COPY, CATEGORY_LABELS, movedRange, PRICE_STEP, sameFilters, SEARCH, sliderRange, toggleIn } from "@utsav/domain/client";
import { DEFAULT_FILTERS, withPriceRange } from "@utsav/domain/client";
import type { OfferingFilters } from "@utsav/domain/client";
import type { Category } from "@utsav/domain";
import { FilterCheck, FilterGroup, FilterPrice, FilterRadios, FilterRegion } from "../../../shared/ui/filter-fields";
import type { PriceRange } from "../../../shared/ui/filter-fields";
import { FilterSheet } from "../../../shared/ui/filter-sheet";
import { VendorSelect } from "./vendor-select";

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

const RATING_OPTIONS = SEARCH.ratingOptions.map((option) => ({ value: String(option.value), label: option.label }));

/**
 * A list's filters in the filters dialog that search uses too (shared/ui/filter-sheet.tsx): Categories, Vendors,
 * Rating, Price Range and Verified Vendors, in search's order. Clear All gives the full price range and rating 'All'.
 */
export function FilterModal({ open, onOpenChange, applied, onApply, bounds, categories, vendors }: FilterModalProps) {
  return (
    <FilterSheet
      open={open}
      onOpenChange={onOpenChange}
      applied={applied}
      cleared={() => DEFAULT_FILTERS}
      same={sameFilters}
      onApply={onApply}
    >
      {(draft, update) => {
        const price = sliderRange(draft, bounds);
        return (
          <>
            {categories.length > 0 ? (
              <FilterGroup legend={CATALOGUE_COPY.categories}>
                {categories.map((category) => (
                  <FilterCheck
                    key={category}
                    label={CATEGORY_LABELS[category]}
                    checked={draft.categories.includes(category)}
                    onCheckedChange={() => update((d) => ({ ...d, categories: toggleIn(d.categories, category) }))}
                  />
                ))}
              </FilterGroup>
            ) : null}

            {vendors.length > 0 ? (
              <FilterRegion title={CATALOGUE_COPY.vendors}>
                {(legendId) => (
                  <VendorSelect
                    vendors={vendors}
                    selected={draft.vendors}
                    onChange={(selected) => update((d) => ({ ...d, vendors: selected }))}
                    labelledBy={legendId}
                  />
                )}
              </FilterRegion>
            ) : null}

            <FilterRadios
              legend={CATALOGUE_COPY.rating}
              value={String(draft.minRating)}
              options={RATING_OPTIONS}
              onChange={(rating) => update((d) => ({ ...d, minRating: Number(rating) }))}
            />

            <FilterPrice
              title={CATALOGUE_COPY.priceRange}
              value={price}
              bounds={bounds}
              step={PRICE_STEP}
              onChange={(next) => update((d) => withPriceRange(d, movedRange(sliderRange(d, bounds), next, bounds), bounds))}
            />

            <FilterGroup legend={CATALOGUE_COPY.verifiedVendors}>
              <FilterCheck
                label={CATALOGUE_COPY.verifiedVendors}
                checked={draft.verifiedOnly}
                onCheckedChange={(verifiedOnly) => update((d) => ({ ...d, verifiedOnly }))}
              />
            </FilterGroup>
          </>
        );
      }}
    </FilterSheet>
  );
}
