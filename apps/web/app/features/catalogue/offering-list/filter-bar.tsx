import { lazy, Suspense, useMemo, useState } from "react";
import type { OfferingCard, SortValue } from "@utsav/domain";
import { useOpenedOnce } from "../../../shared/ui/lazy-overlay";
import { categoriesIn, countActiveFilters, priceBounds, vendorsIn } from "@utsav/domain/client";
import type { OfferingFilters } from "@utsav/domain/client";
import { FiltersButton, filterControlClass } from "../../../shared/ui/filters-button";
import { SortControl } from "../../../shared/ui/sort-control";
import styles from "./filter-bar.module.css";

// The filters dialog (slider, vendor menu) loads when it is first opened.
const FilterModal = lazy(() => import("./filter-modal").then((m) => ({ default: m.FilterModal })));

interface FilterBarProps {
  /** Every loaded offering: the filter choices (price bounds, categories, vendors) come from these. */
  offerings: readonly OfferingCard[];
  filters: OfferingFilters;
  onFiltersChange: (filters: OfferingFilters) => void;
  sort: SortValue | null;
  onSortChange: (sort: SortValue | null) => void;
  /** e.g. '24 offerings', announced when filters change the list. */
  summary: string;
}

/** The Filters button (with a badge counting the filters in use) and the sort control (application §2). */
export function FilterBar({ offerings, filters, onFiltersChange, sort, onSortChange, summary }: FilterBarProps) {
  const [open, setOpen] = useState(false);
  const bounds = useMemo(() => priceBounds(offerings), [offerings]);
  const categories = useMemo(() => categoriesIn(offerings), [offerings]);
  const vendors = useMemo(() => vendorsIn(offerings), [offerings]);
  const active = countActiveFilters(filters);
  const opened = useOpenedOnce(open);
  return (
    <div className={styles.bar}>
      <p className={styles.count} role="status">
        {summary}
      </p>
      <div className={styles.controls}>
        <FiltersButton active={active} onClick={() => setOpen(true)} />
        <SortControl value={sort} onChange={onSortChange} className={filterControlClass} />
      </div>
      {opened ? (
        <Suspense fallback={null}>
          <FilterModal
            open={open}
            onOpenChange={setOpen}
            applied={filters}
            onApply={onFiltersChange}
            bounds={bounds}
            categories={categories}
            vendors={vendors}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
