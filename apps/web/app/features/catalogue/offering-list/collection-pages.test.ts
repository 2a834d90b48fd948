import { describe, expect, it } from "vitest";
import type { Collection } from "@utsav/domain";
import { canLoadMore, hasMorePages, pagesReducer } from "./collection-pages";
import type { PagesState } from "./collection-pages";
import { makeOffering } from "./test-offerings";

const first: PagesState = { offerings: [makeOffering({ id: "A1" }), makeOffering({ id: "A2" })], totalCount: 5, loading: false };
const page = (...ids: string[]): Collection => ({
  id: "curated-sweets",
  category: "sweets",
  title: "Curated Sweets",
  description: "",
  offerings: ids.map((id) => makeOffering({ id })),
  totalCount: 5,
});

describe("collection paging (application §4)", () => {
  it("loads more while more exist and none is in flight", () => {
    expect(canLoadMore(first)).toBe(true);
    const loading = pagesReducer(first, { type: "request" });
    expect(loading.loading).toBe(true);
    expect(canLoadMore(loading)).toBe(false);
    expect(pagesReducer(loading, { type: "request" })).toBe(loading);
  });

  it("appends the next page, skipping offerings already shown, and stops at the total", () => {
    let state = pagesReducer(pagesReducer(first, { type: "request" }), { type: "loaded", page: page("A2", "A3", "A4") });
    expect(state.offerings.map((o) => o.id)).toEqual(["A1", "A2", "A3", "A4"]);
    expect(hasMorePages(state)).toBe(true);
    state = pagesReducer(pagesReducer(state, { type: "request" }), { type: "loaded", page: page("A5") });
    expect(hasMorePages(state)).toBe(false);
    expect(pagesReducer(state, { type: "request" })).toBe(state);
  });

  it("ends the paging when a page brings nothing new, and lets a failed load be tried again", () => {
    const empty = pagesReducer(pagesReducer(first, { type: "request" }), { type: "loaded", page: page() });
    expect(hasMorePages(empty)).toBe(false);
    const failed = pagesReducer(pagesReducer(first, { type: "request" }), { type: "failed" });
    expect(failed).toEqual(first);
    expect(canLoadMore(failed)).toBe(true);
  });
});
