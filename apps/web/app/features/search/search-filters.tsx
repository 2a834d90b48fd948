import {
  addDays,
  AVAILABILITY,
  CATALOGUE_COPY,
  indianDate,
  isFullPriceRange,
  MY_DATE_COPY,
  myDateCopyFor,
  myDateProblem,
  rupees,
  sameSearch,
  SEARCH,
  SEARCH_COPY,
  SEARCH_FILTER_COPY,
  searchFilterCopyFor,
  toggleIn,
} from "@utsav/domain/client";
import type { Facet } from "@utsav/domain";
import { FilterCheck, FilterGroup, FilterPrice, FilterRadios, FilterRegion } from "../../shared/ui/filter-fields";
import type { FilterOption } from "../../shared/ui/filter-fields";
import { FilterSheet } from "../../shared/ui/filter-sheet";
import dateStyles from "../../shared/ui/my-date-field.module.css";
import { withoutFilters } from "./search-params";
import type { SearchState } from "./search-params";

interface SearchFiltersProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The facets of the current results: which values exist and how many results each has. */
  facets: Facet[];
  /** The search in force (the URL's). */
  state: SearchState;
  /** Labels of the categories (the search page data), for a chosen category the facets no longer list. */
  categoryLabels: Record<string, string>;
  onApply: (next: SearchState) => void;
  /** The consumer's chosen locality, for "Serves my area" (decision 0022); the section shows once there is one. */
  myArea?: string | null;
  /** The shopper's chosen event date, for "Free on my date" (decision 0058); without one, the section asks for it. */
  myDate?: string | null;
}

/** Facet values, plus the chosen ones the current results no longer show, so a choice can always be undone. */
function optionsOf(facet: Facet | undefined, chosen: string[], labelOf: (value: string) => string = (v) => v): FilterOption[] {
  const options: FilterOption[] = (facet?.values ?? []).map((v) => ({ value: v.value, label: v.label, count: v.count }));
  for (const value of chosen) if (!options.some((o) => o.value === value)) options.push({ value, label: labelOf(value) });
  return options;
}

/**
 * The filter sections of application §2 Search (Categories, Occasions, Locations, Rating, Price Range and Verified
 * Vendors, then Serves my area and Free on my date), in the filters dialog the lists use too (shared/ui/filter-sheet.tsx): a draft that
 * Apply writes to the URL. The facets say what the current results contain. Loaded when first opened.
 */
export default function SearchFilters({
  open,
  onOpenChange,
  facets,
  state,
  categoryLabels,
  onApply,
  myArea = null,
  myDate = null,
}: SearchFiltersProps) {
  const facet = (field: Facet["field"]) => facets.find((f) => f.field === field);
  const ratingCounts = new Map((facet("rating")?.values ?? []).map((v) => [Number(v.value), v.count]));
  const verifiedCount = facet("verified")?.values.find((v) => v.value === "true")?.count;
  const available = facet("priceRange")?.rangeValue ?? null;
  const all = { value: "", label: SEARCH_COPY.all };

  return (
    <FilterSheet open={open} onOpenChange={onOpenChange} applied={state} cleared={withoutFilters} same={sameSearch} onApply={onApply}>
      {(draft, update) => {
        const categories = optionsOf(facet("category"), draft.category ? [draft.category] : [], (v) => categoryLabels[v] ?? v);
        const occasions = optionsOf(facet("occasion"), draft.occasion);
        const locations = optionsOf(facet("location"), draft.location ? [draft.location] : []);
        const area = draft.servesArea || myArea;
        const date = draft.freeOn || myDate;
        return (
          <>
            {categories.length > 0 ? (
              <FilterRadios
                legend={CATALOGUE_COPY.categories}
                value={draft.category}
                options={[all, ...categories]}
                onChange={(category) => update((d) => ({ ...d, category }))}
              />
            ) : null}

            {occasions.length > 0 ? (
              <FilterGroup legend={SEARCH_COPY.occasions}>
                {occasions.map((option) => (
                  <FilterCheck
                    key={option.value}
                    label={option.label}
                    count={option.count}
                    checked={draft.occasion.includes(option.value)}
                    onCheckedChange={() =>
                      update((d) => ({
                        ...d,
                        occasion: toggleIn(d.occasion, option.value),
                      }))
                    }
                  />
                ))}
              </FilterGroup>
            ) : null}

            {locations.length > 0 ? (
              <FilterRadios
                legend={SEARCH_COPY.locations}
                value={draft.location}
                options={[all, ...locations]}
                onChange={(location) => update((d) => ({ ...d, location }))}
              />
            ) : null}

            <FilterRadios
              legend={CATALOGUE_COPY.rating}
              value={String(draft.rating)}
              options={SEARCH.ratingOptions.map((o) => ({
                value: String(o.value),
                label: o.label,
                count: o.value > 0 ? ratingCounts.get(o.value) : undefined,
              }))}
              onChange={(rating) => update((d) => ({ ...d, rating: Number(rating) }))}
            />

            <FilterPrice
              title={CATALOGUE_COPY.priceRange}
              value={draft.price ?? SEARCH.priceRange}
              bounds={SEARCH.priceRange}
              step={SEARCH.priceStep}
              minStepsBetweenThumbs={1}
              openTop
              onChange={(price) => update((d) => ({ ...d, price: isFullPriceRange(price) ? null : price }))}
              hint={available ? searchFilterCopyFor.resultsCost(rupees(available.minValue), rupees(available.maxValue)) : undefined}
            />

            <FilterGroup legend={CATALOGUE_COPY.verifiedVendors}>
              <FilterCheck
                label={CATALOGUE_COPY.verifiedVendors}
                count={verifiedCount}
                checked={draft.verified}
                onCheckedChange={(verified) => update((d) => ({ ...d, verified }))}
              />
            </FilterGroup>

            {area ? (
              <FilterGroup legend={SEARCH_FILTER_COPY.servesMyArea}>
                <FilterCheck
                  label={searchFilterCopyFor.serves(area)}
                  checked={draft.servesArea !== ""}
                  onCheckedChange={(serves) => update((d) => ({ ...d, servesArea: serves ? area : "" }))}
                />
              </FilterGroup>
            ) : null}

            {date ? (
              <FilterGroup legend={MY_DATE_COPY.freeOnMyDate}>
                <FilterCheck
                  label={myDateCopyFor.freeOn(date)}
                  checked={draft.freeOn !== ""}
                  onCheckedChange={(free) => update((d) => ({ ...d, freeOn: free ? date : "" }))}
                />
              </FilterGroup>
            ) : (
              // No date chosen yet: the one typed here filters this search (the lists' field keeps one for every page).
              <FilterRegion title={MY_DATE_COPY.freeOnMyDate}>
                {(legendId) => (
                  <input
                    type="date"
                    className={dateStyles.input}
                    aria-labelledby={legendId}
                    min={indianDate()}
                    max={addDays(indianDate(), AVAILABILITY.aheadMaxDays)}
                    onChange={(event) => {
                      const freeOn = event.target.value;
                      // The same rule as the lists' field and the API (a past day, or one too far ahead, filters nothing).
                      if (myDateProblem(freeOn) === null) update((d) => ({ ...d, freeOn }));
                    }}
                  />
                )}
              </FilterRegion>
            )}
          </>
        );
      }}
    </FilterSheet>
  );
}
