import { useCallback, useReducer, useRef } from "react";
import type { Collection, OfferingCard } from "@utsav/domain";

/**
 * The next page, read from the browser: the API client loads with the first 'Load more', which keeps it out of the
 * collection page's first load (the 130 KB budget).
 */
const fetchCollectionPage = (slug: string, offset: number) =>
  import("./collection-page-fetch").then(({ fetchCollectionPage: fetchPage }) => fetchPage(slug, offset));

export interface PagesState {
  offerings: OfferingCard[];
  totalCount: number;
  loading: boolean;
}

export type PagesEvent = { type: "request" } | { type: "loaded"; page: Collection } | { type: "failed" };

export const hasMorePages = (state: PagesState) => state.offerings.length < state.totalCount;

/** spec: application §4 "Pagination: reaching the end loads more while more exist and none is in flight". */
export const canLoadMore = (state: PagesState) => hasMorePages(state) && !state.loading;

export function pagesReducer(state: PagesState, event: PagesEvent): PagesState {
  switch (event.type) {
    case "request":
      return canLoadMore(state) ? { ...state, loading: true } : state;
    case "loaded": {
      // An offering already shown is not shown twice if the catalogue shifted between pages.
      const seen = new Set(state.offerings.map((o) => o.id));
      const fresh = event.page.offerings.filter((o) => !seen.has(o.id));
      // A page that brings nothing new ends the paging, so a shrunken collection cannot loop.
      const totalCount = fresh.length === 0 ? state.offerings.length : event.page.totalCount;
      return { offerings: [...state.offerings, ...fresh], totalCount, loading: false };
    }
    case "failed":
      return { ...state, loading: false };
  }
}

/** The pages of a collection loaded so far, starting with the one the server rendered. */
export function useCollectionPages(first: Collection) {
  const [state, dispatch] = useReducer(pagesReducer, { offerings: first.offerings, totalCount: first.totalCount, loading: false });
  // The reducer's state lags one render behind a double click; the ref does not.
  const inFlight = useRef(false);
  const loadMore = useCallback(async () => {
    if (inFlight.current || !canLoadMore(state)) return;
    inFlight.current = true;
    dispatch({ type: "request" });
    try {
      dispatch({ type: "loaded", page: await fetchCollectionPage(first.id, state.offerings.length) });
    } catch (error) {
      // spec: application §8 "load-more failure: logged only"; the button stays for another try.
      console.warn("Loading more offerings failed", error);
      dispatch({ type: "failed" });
    } finally {
      inFlight.current = false;
    }
  }, [first.id, state]);
  return { offerings: state.offerings, totalCount: state.totalCount, loading: state.loading, hasMore: hasMorePages(state), loadMore };
}
