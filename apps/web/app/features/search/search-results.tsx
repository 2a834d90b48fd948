import { lazy, Suspense, useState } from "react";
import type { SearchResult } from "@utsav/domain";
import { ResultsGrid } from "./results-grid";
import type { SearchState } from "./search-params";

const loadLiveResults = () => import("./live-search-results");
const LiveSearchResults = lazy(loadLiveResults);

interface SearchResultsProps {
  search: SearchState;
  /** The first page, rendered on the server; null when the search failed (the empty list, application §8). */
  firstPage: SearchResult | null;
}

/**
 * The results of one search (application §4: loaded, load more when hasMore). The first page comes with the page;
 * the code that fetches further pages (TanStack Query) loads when 'Load more' is about to be pressed, so it is not
 * part of the page's initial JavaScript. Keyed by the search, so a new search starts from its own first page.
 */
export function SearchResults({ search, firstPage }: SearchResultsProps) {
  const [live, setLive] = useState(false);
  const results = firstPage?.results ?? [];
  const hasMore = firstPage?.hasMore ?? false;
  if (!live || !firstPage) {
    return (
      <ResultsGrid
        results={results}
        hasMore={hasMore}
        loadingMore={false}
        onLoadMore={() => setLive(true)}
        onLoadMoreIntent={() => void loadLiveResults()}
      />
    );
  }
  return (
    <Suspense fallback={<ResultsGrid results={results} hasMore={hasMore} loadingMore onLoadMore={() => {}} />}>
      <LiveSearchResults search={search} firstPage={firstPage} />
    </Suspense>
  );
}
