import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { CATALOGUE_COPY, COMMON_COPY, MESSAGES, servesMyAreaLabel } from "@utsav/domain/client";
import type { OfferingCard, SortValue } from "@utsav/domain";
import { useChosenLocality } from "../../../shared/lib/chosen-locality";
import { BottomSheet } from "../../../shared/ui/bottom-sheet";
import { FilterBar } from "./filter-bar";
import { OfferingGrid } from "./offering-grid";
import type { GridColumns } from "./offering-grid";
import { applyFilters, countActiveFilters, DEFAULT_FILTERS, sortOfferings } from "@utsav/domain/client";
import type { OfferingFilters } from "@utsav/domain/client";
import styles from "./offering-list.module.css";

export interface Paging {
  totalCount: number;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

interface OfferingListProps {
  title: string;
  description?: string;
  /** Every offering loaded so far; filters and sorting apply to these in the browser. */
  offerings: readonly OfferingCard[];
  columns?: GridColumns;
  /** A list that loads more pages: a 'Load more' button, and loading on reaching the end (application §4). */
  paging?: Paging;
  /** On phones show only this many, then 'View More' opens the whole list in a sheet (application §2). */
  phoneInitialCount?: number;
}

const EAGER_PICTURES = 2;

// The event date's field (decision 0058) loads apart: the lists' first script is at its budget.
const MyDateField = lazy(() => import("../../../shared/ui/my-date-field"));

/** A titled list of offerings with the filter bar, the grid, and the empty and loading states (application §2). */
export function OfferingList({ title, description, offerings, columns = 2, paging, phoneInitialCount }: OfferingListProps) {
  const [filters, setFilters] = useState<OfferingFilters>(DEFAULT_FILTERS);
  const [sort, setSort] = useState<SortValue | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  // "Serves my area" (decision 0022): once a locality is chosen, the list can keep only the vendors that serve it.
  const { locality, serves, eventDate, freeOn } = useChosenLocality();
  const [servesOnly, setServesOnly] = useState(false);
  // "Free on my date" (decision 0058): once an event date is chosen, only the vendors that can take it.
  const [freeOnly, setFreeOnly] = useState(false);
  const visible = useMemo(() => {
    const inArea = servesOnly && locality ? offerings.filter((o) => serves(o.id)) : offerings;
    const free = freeOnly && eventDate ? inArea.filter((o) => freeOn(o.id)) : inArea;
    return sortOfferings(applyFilters(free, filters), sort);
  }, [offerings, filters, sort, servesOnly, locality, serves, freeOnly, eventDate, freeOn]);
  const collapsed = phoneInitialCount !== undefined && visible.length > phoneInitialCount;

  return (
    <div className={styles.list}>
      <header className={styles.header}>
        <h1 className="page-title">{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </header>
      <FilterBar
        offerings={offerings}
        filters={filters}
        onFiltersChange={setFilters}
        sort={sort}
        onSortChange={setSort}
        summary={summaryText(
          visible.length,
          offerings.length,
          countActiveFilters(filters) > 0 || servesOnly || freeOnly ? undefined : paging?.totalCount,
        )}
      />
      {locality ? (
        <label className={styles.servesArea}>
          <input type="checkbox" checked={servesOnly} onChange={(e) => setServesOnly(e.target.checked)} />
          {servesMyAreaLabel(locality)}
        </label>
      ) : null}
      <div className={styles.myDate}>
        <Suspense fallback={null}>
          <MyDateField value={eventDate} freeOnly={freeOnly} onFreeOnlyChange={setFreeOnly} />
        </Suspense>
      </div>
      {/* The cards' titles are h3: this keeps the outline h1 → h2 → h3 for screen readers. */}
      <h2 className="visually-hidden">Offerings</h2>
      {visible.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyText}>{MESSAGES.emptyOfferings}</p>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => {
              setFilters(DEFAULT_FILTERS);
              setServesOnly(false);
              setFreeOnly(false);
            }}
          >
            Clear filters
          </button>
        </div>
      ) : (
        <OfferingGrid
          offerings={visible}
          columns={columns}
          skeletons={paging?.loading ? columns : 0}
          phoneInitialCount={collapsed ? phoneInitialCount : undefined}
          priorityCount={EAGER_PICTURES}
        />
      )}
      {collapsed ? (
        <>
          <div className={styles.viewMore}>
            <button type="button" className="btn btn-outline" aria-haspopup="dialog" onClick={() => setSheetOpen(true)}>
              {CATALOGUE_COPY.viewMore}
            </button>
          </div>
          <BottomSheet open={sheetOpen} onOpenChange={setSheetOpen} title="Offerings" height="full">
            <OfferingGrid offerings={visible} columns={2} />
          </BottomSheet>
        </>
      ) : null}
      {paging?.hasMore ? <LoadMore paging={paging} /> : null}
    </div>
  );
}

function summaryText(shown: number, loaded: number, totalCount?: number): string {
  const noun = (n: number) => (n === 1 ? "offering" : "offerings");
  if (totalCount !== undefined && totalCount > loaded) return `${loaded} of ${totalCount} ${noun(totalCount)}`;
  return `${shown} ${noun(shown)}`;
}

/** The 'Load more' button; reaching it while scrolling loads the next page too. */
function LoadMore({ paging }: { paging: Paging }) {
  const button = useRef<HTMLButtonElement>(null);
  const { loading, onLoadMore } = paging;
  useEffect(() => {
    const target = button.current;
    if (!target || loading || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
      },
      { rootMargin: "200px 0px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [loading, onLoadMore]);
  return (
    <div className={styles.more}>
      <button ref={button} type="button" className="btn btn-outline" onClick={onLoadMore} aria-disabled={loading} aria-busy={loading}>
        {loading ? COMMON_COPY.loading : CATALOGUE_COPY.loadMore}
      </button>
    </div>
  );
}
