import { createSearchId, dataOrThrow, getSearchPageData, getSuggestions, searchOfferings } from "@utsav/api-client/shopper";
import { responseSchemas, validating } from "@utsav/api-client/shopper-validate";
import { isSearchable, SEARCH, toSearchRequest } from "@utsav/domain/shopper";
import type { SearchState } from "@utsav/domain/client";
import type { SearchResult } from "@utsav/domain";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useApi } from "../../../api/api-provider";

// spec: application §2 Search and §8 "Search or suggestions fail: logged; empty list or hidden suggestions".

const searchChecked = validating(searchOfferings, responseSchemas.searchOfferings);
const suggestionsChecked = validating(getSuggestions, responseSchemas.getSuggestions);
const pageDataChecked = validating(getSearchPageData, responseSchemas.getSearchPageData);

const SEARCH_FAILED = "Search failed";

/** GET /api/search/page-data: the categories of the search box ('All' first). */
export function useSearchPageData() {
  const api = useApi();
  return useQuery({
    queryKey: ["search", "page-data"],
    queryFn: ({ signal }) => dataOrThrow(pageDataChecked(api.transport, { signal }), SEARCH_FAILED),
    staleTime: Infinity,
  });
}

/** POST /api/search/suggestions for a query of at least 2 characters: Top Offerings, Categories, Occasions. */
export function useSuggestions(query: string, category: string) {
  const api = useApi();
  const trimmed = query.trim();
  return useQuery({
    queryKey: ["search", "suggestions", trimmed, category],
    queryFn: async ({ signal }) => {
      const body = {
        searchId: createSearchId(`suggest:${trimmed}`),
        query: trimmed,
        sectionLimit: SEARCH.sectionLimit,
        ...(category ? { filters: { category: [category] } } : {}),
      };
      try {
        return await dataOrThrow(suggestionsChecked(api.transport, body, { signal }), SEARCH_FAILED);
      } catch (error) {
        console.warn("Search suggestions failed", error);
        throw error;
      }
    },
    enabled: trimmed.length >= SEARCH.minQueryLength,
    retry: false,
  });
}

/** POST /api/search, a page at a time: the results of a submitted search, and 'Load more' while hasMore. */
export function useSearchResults(state: SearchState) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: ["search", "results", state],
    queryFn: async ({ pageParam, signal }): Promise<SearchResult> => {
      const request = { searchId: createSearchId(`search:${state.q}`), ...toSearchRequest(state, pageParam) };
      try {
        return await dataOrThrow(searchChecked(api.transport, request, { signal }), SEARCH_FAILED);
      } catch (error) {
        console.warn(SEARCH_FAILED, error);
        throw error;
      }
    },
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasMore ? last.offset + last.results.length : undefined),
    enabled: isSearchable(state.q),
  });
}
