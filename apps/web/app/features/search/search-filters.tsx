import { lazy, Suspense, useId } from "react";
import { CATALOGUE_COPY, SEARCH } from "@utsav/domain/client";
import type { Facet } from "@utsav/domain";
import type { SearchState } from "./search-params";
import styles from "./search-filters.module.css";

// The slider's code (Radix Slider) is its own chunk: the server renders it, and it comes alive once loaded.
const PriceRangeFilter = lazy(() => import("./price-range-filter"));

interface Option {
  value: string;
  label: string;
  count?: number;
}

interface SearchFiltersProps {
  /** The facets of the current results: which values exist and how many results each has. */
  facets: Facet[];
  state: SearchState;
  /** Labels of the categories (the search page data), for a chosen category the facets no longer list. */
  categoryLabels: Record<string, string>;
  onChange: (next: SearchState) => void;
  /** The consumer's chosen locality, for "Serves my area" (decision 0022); the section shows once there is one. */
  myArea?: string | null;
}

/** Facet values, plus the chosen ones the current results no longer show, so a choice can always be undone. */
function optionsOf(facet: Facet | undefined, chosen: string[], labelOf: (value: string) => string = (v) => v): Option[] {
  const options: Option[] = (facet?.values ?? []).map((v) => ({ value: v.value, label: v.label, count: v.count }));
  for (const value of chosen) if (!options.some((o) => o.value === value)) options.push({ value, label: labelOf(value) });
  return options;
}

/**
 * The filter sections of application §2 Search: Categories, Occasions, Locations, Rating, Price Range and Verified
 * Vendors. Each change applies at once (it becomes the URL); the facets say what the current results contain.
 */
export function SearchFilters({ facets, state, categoryLabels, onChange, myArea = null }: SearchFiltersProps) {
  const area = state.servesArea || myArea;
  const facet = (field: Facet["field"]) => facets.find((f) => f.field === field);
  const categories = optionsOf(facet("category"), state.category ? [state.category] : [], (v) => categoryLabels[v] ?? v);
  const occasions = optionsOf(facet("occasion"), state.occasion);
  const locations = optionsOf(facet("location"), state.location ? [state.location] : []);
  const ratingCounts = new Map((facet("rating")?.values ?? []).map((v) => [Number(v.value), v.count]));
  const verifiedCount = facet("verified")?.values.find((v) => v.value === "true")?.count;
  const priceFacet = facet("priceRange")?.rangeValue ?? null;

  return (
    <div className={styles.filters}>
      {categories.length > 0 ? (
        <RadioSection
          legend="Categories"
          value={state.category}
          options={[{ value: "", label: "All" }, ...categories]}
          onChange={(category) => onChange({ ...state, category })}
        />
      ) : null}

      {occasions.length > 0 ? (
        <fieldset className={styles.section}>
          <legend className={styles.legend}>Occasions</legend>
          <div className={styles.options}>
            {occasions.map((option) => (
              <CheckboxOption
                key={option.value}
                label={option.label}
                count={option.count}
                checked={state.occasion.includes(option.value)}
                onCheckedChange={(checked) =>
                  onChange({
                    ...state,
                    occasion: checked ? [...state.occasion, option.value] : state.occasion.filter((v) => v !== option.value),
                  })
                }
              />
            ))}
          </div>
        </fieldset>
      ) : null}

      {locations.length > 0 ? (
        <RadioSection
          legend="Locations"
          value={state.location}
          options={[{ value: "", label: "All" }, ...locations]}
          onChange={(location) => onChange({ ...state, location })}
        />
      ) : null}

      <RadioSection
        legend="Rating"
        value={String(state.rating)}
        options={SEARCH.ratingOptions.map((o) => ({
          value: String(o.value),
          label: o.label,
          count: o.value > 0 ? ratingCounts.get(o.value) : undefined,
        }))}
        onChange={(rating) => onChange({ ...state, rating: Number(rating) })}
      />

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{CATALOGUE_COPY.priceRange}</legend>
        <Suspense fallback={<div className={styles.sliderPlaceholder} />}>
          <PriceRangeFilter value={state.price} available={priceFacet} onCommit={(price) => onChange({ ...state, price })} />
        </Suspense>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{CATALOGUE_COPY.verifiedVendors}</legend>
        <div className={styles.options}>
          <CheckboxOption
            label={CATALOGUE_COPY.verifiedVendors}
            count={verifiedCount}
            checked={state.verified}
            onCheckedChange={(verified) => onChange({ ...state, verified })}
          />
        </div>
      </fieldset>

      {area ? (
        <fieldset className={styles.section}>
          <legend className={styles.legend}>Serves my area</legend>
          <div className={styles.options}>
            <CheckboxOption
              label={`Serves ${area}`}
              checked={state.servesArea !== ""}
              onCheckedChange={(serves) => onChange({ ...state, servesArea: serves ? area : "" })}
            />
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}

function Count({ count }: { count: number | undefined }) {
  return count === undefined ? null : <span className={styles.count}>{count}</span>;
}

function RadioSection({
  legend,
  value,
  options,
  onChange,
}: {
  legend: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
}) {
  // A name per instance: the sidebar and the mobile sheet may both be mounted.
  const name = useId();
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span className={styles.label}>{option.label}</span> <Count count={option.count} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function CheckboxOption({
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
  // The platform's checkbox: accessible as it is, and no script to load.
  return (
    <label className={styles.option}>
      <input type="checkbox" className={styles.checkbox} checked={checked} onChange={(event) => onCheckedChange(event.target.checked)} />
      <span className={styles.label}>{label}</span> <Count count={count} />
    </label>
  );
}
