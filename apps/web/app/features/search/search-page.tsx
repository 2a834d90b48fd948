import { useState } from "react";
import { useNavigation, useRouteLoaderData, useSearchParams } from "react-router";
import type { SearchPageData, SearchResult } from "@utsav/domain";
import { CATALOGUE_COPY, isSearchable, MESSAGES } from "@utsav/domain/client";
import { paths } from "../../lib/paths";
import { BottomSheet } from "../../shared/ui/bottom-sheet";
import { SortControl } from "../../shared/ui/sort-control";
import { DiscoverPrompt } from "./discover-prompt";
import { FiltersIcon } from "./search-icons";
import { SearchBox } from "./search-box";
import { SearchFilters } from "./search-filters";
import { countActiveFilters, parseSearchParams, searchKey, serialiseSearchState, withoutFilters, withQuery } from "./search-params";
import type { SearchState } from "./search-params";
import { ResultsSkeleton } from "./results-grid";
import { SearchResults } from "./search-results";
import styles from "./search-page.module.css";

interface SearchPageProps {
  categories: SearchPageData["filters"]["categories"];
  /** The search the loader ran (read from the URL). */
  search: SearchState;
  /** Its first page, rendered on the server; null without a query, or when the server could not search. */
  firstPage: SearchResult | null;
}

const resultsText = (n: number, capped: boolean) =>
  `${n.toLocaleString("en-IN")}${capped ? "+" : ""} ${n === 1 && !capped ? "result" : "results"}`;

/**
 * The search page (application §2 Search, §4 Search results): the search box, then either the discover prompt or
 * the results with their filters and sort. Every choice is written to the URL, so the loader searches again and
 * Back returns to the previous search.
 */
export function SearchPage({ categories, search, firstPage }: SearchPageProps) {
  const [, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const [filtersOpen, setFiltersOpen] = useState(false);

  // While the next search loads, the controls already show it.
  const pending =
    navigation.state === "loading" && navigation.location.pathname === paths.search()
      ? parseSearchParams(new URLSearchParams(navigation.location.search))
      : null;
  const state = pending ?? search;
  const searchable = isSearchable(state.q);
  const searching = pending !== null && isSearchable(pending.q) && searchKey(pending) !== searchKey(search);

  const totalResults = firstPage?.totalResults ?? 0;
  const count = resultsText(totalResults, firstPage?.totalResultsCapped ?? false);
  // flushSync: the pending state (a ticked filter) shows in the same frame as the press, not after a revert.
  const apply = (next: SearchState) => setSearchParams(serialiseSearchState(next), { preventScrollReset: true, flushSync: true });

  const categoryLabels = Object.fromEntries(categories.filter((c) => c.value).map((c) => [c.value, c.label]));
  const activeFilters = countActiveFilters(state);
  const myArea = useRouteLoaderData<{ locality?: string | null }>("root")?.locality ?? null;
  const filters = (
    <SearchFilters facets={firstPage?.facets ?? []} state={state} categoryLabels={categoryLabels} onChange={apply} myArea={myArea} />
  );
  const clearAll = (
    <button type="button" className={styles.clearAll} onClick={() => apply(withoutFilters(state))} disabled={activeFilters === 0}>
      {CATALOGUE_COPY.clearAll}
    </button>
  );

  return (
    <div className={`container ${styles.page}`}>
      {searchable ? null : <h1 className="visually-hidden">Search</h1>}
      <div className={styles.box}>
        <SearchBox
          query={state.q}
          category={state.category}
          categories={categories}
          onCategoryChange={(category) => apply({ ...state, category })}
          onSearch={(q) => apply(withQuery(state, q))}
        />
      </div>

      {state.q && !searchable ? (
        <p className={styles.tooShort} role="status">
          {MESSAGES.searchTooShort}
        </p>
      ) : null}
      {searchable ? (
        <div className={styles.layout}>
          <aside className={styles.sidebar} aria-labelledby="search-filters-title">
            <div className={styles.sidebarHeader}>
              <h2 id="search-filters-title" className={styles.sidebarTitle}>
                Filters
              </h2>
              {clearAll}
            </div>
            {filters}
          </aside>

          <section className={styles.results} aria-labelledby="search-results-title">
            <div className={styles.toolbar}>
              <div className={styles.heading}>
                <h1 id="search-results-title" className={styles.title}>
                  Results for “{state.q}”
                </h1>
                <p className={styles.count} role="status">
                  {searching ? "Searching…" : count}
                </p>
              </div>
              <div className={styles.actions}>
                <button
                  type="button"
                  className={`btn btn-outline ${styles.filtersButton}`}
                  aria-label={activeFilters > 0 ? `Filters (${activeFilters} applied)` : "Filters"}
                  onClick={() => setFiltersOpen(true)}
                >
                  <FiltersIcon />
                  Filters
                  {activeFilters > 0 ? (
                    <span className={styles.badge} aria-hidden="true">
                      {activeFilters}
                    </span>
                  ) : null}
                </button>
                <SortControl
                  value={state.sort}
                  onChange={(sort) => apply({ ...state, sort })}
                  className={`btn btn-outline ${styles.sortButton}`}
                />
              </div>
            </div>
            {searching ? <ResultsSkeleton /> : <SearchResults key={searchKey(search)} search={search} firstPage={firstPage} />}
          </section>

          <BottomSheet
            open={filtersOpen}
            onOpenChange={setFiltersOpen}
            title="Filters"
            height="xlarge"
            footer={
              <div className={styles.sheetFooter}>
                {clearAll}
                <button type="button" className="btn btn-primary" onClick={() => setFiltersOpen(false)}>
                  {searching ? "Show results" : `Show ${count}`}
                </button>
              </div>
            }
          >
            {filters}
          </BottomSheet>
        </div>
      ) : (
        <DiscoverPrompt />
      )}
    </div>
  );
}
