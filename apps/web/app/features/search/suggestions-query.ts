import { useRef } from "react";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { SEARCH } from "@utsav/domain/client";
import { dataOrThrow } from "@utsav/api-client/core/api-error";
import { getSuggestions } from "@utsav/api-client/search/get-suggestions";
import { createSearchId } from "@utsav/api-client/search/search-id";
import type { CallOptions } from "@utsav/api-client/core/transport";
import type { Suggestions } from "@utsav/domain";
import { browserApi } from "../../lib/api-client";

/** A section of the suggestions, titled as the API titles it. */
export type SuggestionSection = Suggestions["sections"][number];

export interface SuggestionsInput {
  /** The trimmed query. */
  query: string;
  /** The search box's category ('' for All). */
  category: string;
}

/** Thrown when a response lands after a newer request was sent: it must never be shown. */
export class StaleResponseError extends Error {
  constructor(searchId: string) {
    super(`Stale suggestions response ${searchId}`);
    this.name = "StaleResponseError";
  }
}

/** POST /api/search/suggestions; the sections with at least one item, in the server's order. */
export async function fetchSuggestions(
  { query, category }: SuggestionsInput,
  { searchId, signal }: CallOptions & { searchId: string },
): Promise<SuggestionSection[]> {
  const body = { searchId, query, sectionLimit: SEARCH.sectionLimit, ...(category ? { filters: { category: [category] } } : {}) };
  const data = await dataOrThrow(getSuggestions(browserApi, body, { signal }), "Search suggestions failed");
  return data.sections.filter((section) => section.items.length > 0);
}

/**
 * Each query text has its own cache entry, so a slow answer to 'ha' can never overwrite the list for 'ham'. On top
 * of that the latest searchId sent is tracked: a response to any earlier request is dropped (application §3, §5).
 */
export function suggestionsQueryOptions(input: SuggestionsInput, latestSearchId?: { current: string | null }) {
  return queryOptions({
    queryKey: ["search", "suggestions", input.query, input.category] as const,
    queryFn: async ({ signal }) => {
      const searchId = createSearchId(`suggestions:${input.query}`);
      if (latestSearchId) latestSearchId.current = searchId;
      try {
        const sections = await fetchSuggestions(input, { searchId, signal });
        if (latestSearchId && latestSearchId.current !== searchId) throw new StaleResponseError(searchId);
        return sections;
      } catch (error) {
        // spec: application §8 "Search or suggestions fail: logged; hidden suggestions".
        if (!(error instanceof StaleResponseError) && !signal.aborted) console.warn("Search suggestions failed", error);
        throw error;
      }
    },
    enabled: input.query.length >= SEARCH.minQueryLength,
    staleTime: 60_000,
  });
}

const NO_SECTIONS: SuggestionSection[] = [];

/** The suggestion sections for a (debounced) query; empty while disabled, loading or failed. */
export function useSuggestions(input: SuggestionsInput, { enabled }: { enabled: boolean }) {
  const latestSearchId = useRef<string | null>(null);
  const options = suggestionsQueryOptions(input, latestSearchId);
  const query = useQuery({
    ...options,
    enabled: enabled && input.query.length >= SEARCH.minQueryLength,
    placeholderData: keepPreviousData,
  });
  return { sections: query.isError ? NO_SECTIONS : (query.data ?? NO_SECTIONS), failed: query.isError };
}
