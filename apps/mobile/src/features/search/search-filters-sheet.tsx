import { COPY, isFullPriceRange, PRICE_STEP, sameSearch, SEARCH, withoutFilters } from "@utsav/domain/shopper";
import type { Facet } from "@utsav/domain";
import type { SearchState } from "@utsav/domain/client";
import type { MyDate } from "../../shared/lib/my-date";
import { Checkbox } from "../../shared/ui/checkbox";
import { ChoiceChips } from "../../shared/ui/choice-chips";
import type { Choice } from "../../shared/ui/choice-chips";
import { FiltersHeading, FiltersSheet } from "../../shared/ui/filters-sheet";
import { FreeOnMyDate } from "../../shared/ui/free-on-my-date";
import { RangeSlider } from "../../shared/ui/range-slider";
import { ServesMyArea } from "../../shared/ui/serves-my-area";

interface SearchFiltersSheetProps {
  open: boolean;
  onClose: () => void;
  /** The facets of the current results: which values exist and how many results each has. */
  facets: Facet[];
  state: SearchState;
  /** Labels of the categories (the search page data), for a chosen category the facets no longer list. */
  categoryLabels: Record<string, string>;
  onApply: (next: SearchState) => void;
  /** The shopper's event date: Free on my date keeps the offerings whose vendors can take it (docs/decisions/0058). */
  myDate: MyDate;
}

/** Facet values, plus the chosen ones the current results no longer show, so a choice can always be undone. */
function choicesOf(facet: Facet | undefined, chosen: string[], labelOf: (value: string) => string = (v) => v): Choice<string>[] {
  const choices: Choice<string>[] = (facet?.values ?? []).map((v) => ({ value: v.value, label: v.label, count: v.count }));
  for (const value of chosen) if (!choices.some((c) => c.value === value)) choices.push({ value, label: labelOf(value) });
  return choices;
}

/**
 * The search's filter sections (application §2 Search): Categories, Occasions, Locations, Rating, Price Range and
 * Verified Vendors, then Serves my area and Free on my date (docs/decisions/0069), edited as a draft in a sheet; Apply commits it and is disabled while the draft
 * is the applied search (as on the lists), Clear All resets them keeping the query and sort.
 */
export function SearchFiltersSheet({ open, onClose, facets, state, categoryLabels, onApply, myDate }: SearchFiltersSheetProps) {
  const facet = (field: Facet["field"]) => facets.find((f) => f.field === field);
  const all: Choice<string> = { value: "", label: COPY.all };
  const ratingCounts = new Map((facet("rating")?.values ?? []).map((v) => [Number(v.value), v.count]));
  const verifiedCount = facet("verified")?.values.find((v) => v.value === "true")?.count;

  return (
    <FiltersSheet open={open} onClose={onClose} applied={state} onApply={onApply} cleared={withoutFilters} unchanged={sameSearch}>
      {(draft, setDraft) => {
        const categories = choicesOf(facet("category"), draft.category ? [draft.category] : [], (v) => categoryLabels[v] ?? v);
        const occasions = choicesOf(facet("occasion"), draft.occasion);
        const locations = choicesOf(facet("location"), draft.location ? [draft.location] : []);
        return (
          <>
            {categories.length > 0 ? (
              <>
                <FiltersHeading>{COPY.categories}</FiltersHeading>
                <ChoiceChips
                  choices={[all, ...categories]}
                  value={draft.category}
                  onChange={(category) => setDraft((d) => ({ ...d, category }))}
                />
              </>
            ) : null}
            {occasions.length > 0 ? (
              <>
                <FiltersHeading>{COPY.occasions}</FiltersHeading>
                {occasions.map((option) => (
                  <Checkbox
                    key={option.value}
                    label={option.count === undefined ? option.label : `${option.label} (${option.count})`}
                    checked={draft.occasion.includes(option.value)}
                    onChange={(checked) =>
                      setDraft((d) => ({
                        ...d,
                        occasion: checked ? [...d.occasion, option.value] : d.occasion.filter((v) => v !== option.value),
                      }))
                    }
                  />
                ))}
              </>
            ) : null}
            {locations.length > 0 ? (
              <>
                <FiltersHeading>{COPY.locations}</FiltersHeading>
                <ChoiceChips
                  choices={[all, ...locations]}
                  value={draft.location}
                  onChange={(location) => setDraft((d) => ({ ...d, location }))}
                />
              </>
            ) : null}
            <FiltersHeading>{COPY.rating}</FiltersHeading>
            <ChoiceChips<number>
              choices={SEARCH.ratingOptions.map((o) => ({
                value: o.value,
                label: o.label,
                count: o.value > 0 ? ratingCounts.get(o.value) : undefined,
              }))}
              value={draft.rating}
              onChange={(rating) => setDraft((d) => ({ ...d, rating }))}
            />
            <FiltersHeading>{COPY.priceRange}</FiltersHeading>
            <RangeSlider
              value={draft.price ?? SEARCH.priceRange}
              bounds={SEARCH.priceRange}
              step={PRICE_STEP}
              onChange={(price) => setDraft((d) => ({ ...d, price: isFullPriceRange(price) ? null : price }))}
            />
            <FiltersHeading>{COPY.verifiedVendors}</FiltersHeading>
            <Checkbox
              label={verifiedCount === undefined ? COPY.verifiedVendors : `${COPY.verifiedVendors} (${verifiedCount})`}
              checked={draft.verified}
              onChange={(verified) => setDraft((d) => ({ ...d, verified }))}
            />
            <ServesMyArea
              checked={draft.servesArea !== ""}
              onToggle={(locality) => setDraft((d) => ({ ...d, servesArea: locality ?? "" }))}
            />
            <FreeOnMyDate
              myDate={myDate}
              checked={draft.freeOn !== ""}
              onToggle={(date) => setDraft((d) => ({ ...d, freeOn: date ?? "" }))}
            />
          </>
        );
      }}
    </FiltersSheet>
  );
}
