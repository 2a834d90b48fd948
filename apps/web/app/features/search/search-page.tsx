import { lazy, Suspense, useState } from "react";
import { useNavigation, useRouteLoaderData, useSearchParams } from "react-router";
import type { SearchPageData, SearchResult } from "@utsav/domain";
import { isSearchable, MESSAGES } from "@utsav/domain/client";
import { paths } from "../../lib/paths";
import { FiltersButton, filterControlClass } from "../../shared/ui/filters-button";
import { useOpenedOnce } from "../../shared/ui/lazy-overlay";
import { SortControl } from "../../shared/ui/sort-control";
import { DiscoverPrompt } from "./discover-prompt";
import { SearchBox } from "./search-box";
import { countActiveFilters, parseSearchParams, searchKey, serialiseSearchState, withQuery } from "./search-params";
import type { SearchState } from "./search-params";
import { ResultsSkeleton } from "./results-grid";
import { SearchResults } from "./search-results";
import styles from "./search-page.module.css";

// The filters dialog (the lists' one, with search's sections and the price slider) loads when it is first opened.
const SearchFilters = lazy(() => import("./search-filters"));

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
 * the results with their filters and sort. The filters are edited as a draft in the dialog the lists use too, at every
 * size (application §2 Offering list and filter bar). Every choice is written to the URL, so the loader searches again
 * and Back returns to the previous search.
 */
export function SearchPage({ categories, search, firstPage }: SearchPageProps) {
  const [, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersOpened = useOpenedOnce(filtersOpen);

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
  const root = useRouteLoaderData<{ locality?: string | null; eventDate?: string | null }>("root");
  const myArea = root?.locality ?? null;

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
              <FiltersButton active={activeFilters} onClick={() => setFiltersOpen(true)} />
              <SortControl value={state.sort} onChange={(sort) => apply({ ...state, sort })} className={filterControlClass} />
            </div>
          </div>
          {searching ? <ResultsSkeleton /> : <SearchResults key={searchKey(search)} search={search} firstPage={firstPage} />}
          {filtersOpened ? (
            <Suspense fallback={null}>
              <SearchFilters
                open={filtersOpen}
                onOpenChange={setFiltersOpen}
                facets={firstPage?.facets ?? []}
                state={state}
                categoryLabels={categoryLabels}
                onApply={apply}
                myArea={myArea}
                myDate={root?.eventDate ?? null}
              />
            </Suspense>
          ) : null}
        </section>
      ) : (
        <DiscoverPrompt />
      )}
    </div>
  );
}
