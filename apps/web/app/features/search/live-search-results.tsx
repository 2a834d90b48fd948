import { useEffect } from "react";
import type { SearchResult } from "@utsav/domain";
import { ResultsGrid } from "./results-grid";
import type { SearchState } from "./search-params";
import { SearchQueryProvider } from "./search-query-provider";
import { useSearchResults } from "./search-results-query";

interface LiveSearchResultsProps {
  search: SearchState;
  firstPage: SearchResult;
}

/** The results once 'Load more' has been pressed: the pages so far, appended, fetched with TanStack Query. */
export default function LiveSearchResults(props: LiveSearchResultsProps) {
  return (
    <SearchQueryProvider>
      <PagedResults {...props} />
    </SearchQueryProvider>
  );
}

function PagedResults({ search, firstPage }: LiveSearchResultsProps) {
  const { results, pageCount, hasMore, isLoadingMore, loadMoreFailed, loadMore } = useSearchResults(search, firstPage);
  // This component appears because 'Load more' was pressed: until the second page is here (or has failed), ask for
  // it. Stated as a condition, not "once on mount", so a request cancelled by a remount is simply asked again.
  const awaitingPressedPage = pageCount === 1 && hasMore && !isLoadingMore && !loadMoreFailed;
  useEffect(() => {
    if (awaitingPressedPage) loadMore();
  }, [awaitingPressedPage, loadMore]);
  return <ResultsGrid results={results} hasMore={hasMore} loadingMore={isLoadingMore || awaitingPressedPage} onLoadMore={loadMore} />;
}
