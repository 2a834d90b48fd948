import { useCallback } from "react";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { dataOrThrow } from "@utsav/api-client/core/api-error";
import { createSearchId } from "@utsav/api-client/search/search-id";
import { searchOfferings } from "@utsav/api-client/search/search-offerings";
import type { CallOptions } from "@utsav/api-client/core/transport";
import type { SearchRequest, SearchResult } from "@utsav/domain";
import { isSearchable } from "@utsav/domain/client";
import { browserApi } from "../../lib/api-client";
import { serialiseSearchState, toSearchRequest } from "./search-params";
import type { SearchState } from "./search-params";

/** POST /api/search: one page of results with the facets and sort options. */
export function fetchSearchResults(request: Omit<SearchRequest, "searchId">, options: CallOptions = {}): Promise<SearchResult> {
  return dataOrThrow(
    searchOfferings(browserApi, { searchId: createSearchId(`search:${request.query}`), ...request }, options),
    "Search failed",
  );
}

/**
 * The pages of one search, offset-paged (application §2, §9). The loader renders the first page on the server and
 * hands it over as initial data; the client only loads the following pages.
 */
export function searchResultsQueryOptions(state: SearchState, firstPage?: SearchResult | null) {
  return infiniteQueryOptions({
    queryKey: ["search", "results", serialiseSearchState(state)] as const,
    queryFn: async ({ pageParam, signal }) => {
      try {
        return await fetchSearchResults(toSearchRequest(state, pageParam), { signal });
      } catch (error) {
        // spec: application §8 "Search or suggestions fail: logged; empty list"; a failed 'Load more' is logged only.
        if (!signal.aborted) console.warn("Search failed", error);
        throw error;
      }
    },
    initialPageParam: 0,
    getNextPageParam: (last: SearchResult) => (last.hasMore ? last.offset + last.results.length : undefined),
    ...(firstPage ? { initialData: { pages: [firstPage], pageParams: [0] } } : {}),
    enabled: isSearchable(state.q),
    staleTime: 5 * 60_000,
  });
}

/** The results of a search so far, and 'Load more' (one page at a time). */
export function useSearchResults(state: SearchState, firstPage?: SearchResult | null) {
  const query = useInfiniteQuery(searchResultsQueryOptions(state, firstPage));
  const { fetchNextPage } = query;
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  return {
    results: query.data?.pages.flatMap((page) => page.results) ?? [],
    pageCount: query.data?.pages.length ?? 0,
    // A failed page keeps the button, so the next press tries again.
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMoreFailed: query.isFetchNextPageError,
    loadMore,
  };
}
