import { searchOfferings } from "@utsav/api-client/search/search-offerings";
import type { SearchResult } from "@utsav/domain";
import { isSearchable } from "@utsav/domain/client";
import { toSearchRequest } from "./search-params";
import type { SearchState } from "./search-params";
import type { ApiClient } from "../../lib/api";
import { apiData } from "../../lib/api";

/**
 * The first page of results, for the server-rendered page, through the loaders' in-process API client. On failure
 * it logs and returns null: the page then shows the empty list (application §8). A query under the minimum length
 * is not sent.
 */
export async function loadFirstResults(state: SearchState, api: ApiClient): Promise<SearchResult | null> {
  if (!isSearchable(state.q)) return null;
  try {
    return await apiData(api, (inProcess) => searchOfferings(inProcess, toSearchRequest(state, 0)));
  } catch (error) {
    console.warn("Search failed", error);
    return null;
  }
}
