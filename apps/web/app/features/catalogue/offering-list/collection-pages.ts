import { useCallback, useReducer, useRef } from "react";
import { dataOrThrow } from "@utsav/api-client/core/api-error";
import { getCollection } from "@utsav/api-client/catalogue/get-collection";
import type { Collection, OfferingCard } from "@utsav/domain";
import { browserApi } from "../../../lib/api-client";

/** Offerings per 'Load more' (the API's default collection page). */
export const COLLECTION_PAGE_SIZE = 24;

/** GET /api/collections/{slug}?limit=&offset= from the browser (same origin). */
export function fetchCollectionPage(slug: string, offset: number, limit = COLLECTION_PAGE_SIZE, signal?: AbortSignal): Promise<Collection> {
  return dataOrThrow(getCollection(browserApi, slug, { limit, offset }, { signal }), "Loading more offerings failed");
}

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
