import { describe, expect, it, vi } from "vitest";
import { SEARCH } from "@utsav/domain/client";
import type { ApiClient } from "../../lib/api";
import { loadFirstResults } from "./search-loader.server";
import { EMPTY_SEARCH } from "./search-params";

const page = { results: [], totalResults: 0, totalResultsCapped: false, facets: [], sortOptions: [], hasMore: false, offset: 0, limit: 20 };

function apiAnswering(answer: () => Promise<{ status: number; body: unknown }>) {
  const post = vi.fn(async (_path: string, _body: unknown) => answer());
  return { api: { get: vi.fn(), post } as unknown as ApiClient, post };
}

describe("the server-rendered first page", () => {
  it("is asked of the API in process, with the page's search", async () => {
    const { api, post } = apiAnswering(async () => ({ status: 200, body: { success: true, data: page, errorMessage: null } }));
    expect(await loadFirstResults({ ...EMPTY_SEARCH, q: "hamper", sort: "price_asc" }, api)).toEqual(page);
    const [path, body] = post.mock.calls[0]!;
    expect(path).toBe("/api/search");
    // spec: application §9, "page size 100 on the search page".
    expect(body).toMatchObject({ query: "hamper", sort: "price_asc", offset: 0, limit: SEARCH.searchPageSize });
    expect(SEARCH.searchPageSize).toBe(100);
  });

  it("is not asked for without a query, nor for one under 2 letters", async () => {
    const { api, post } = apiAnswering(async () => ({ status: 200, body: {} }));
    expect(await loadFirstResults(EMPTY_SEARCH, api)).toBeNull();
    expect(await loadFirstResults({ ...EMPTY_SEARCH, q: "a" }, api)).toBeNull();
    expect(await loadFirstResults({ ...EMPTY_SEARCH, q: " b " }, api)).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });

  it("is logged and left empty when the search fails", async () => {
    const { api } = apiAnswering(async () => ({
      status: 503,
      body: { success: false, data: null, errorMessage: "The service is temporarily unavailable." },
    }));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await loadFirstResults({ ...EMPTY_SEARCH, q: "hamper" }, api)).toBeNull();
    expect(warn).toHaveBeenCalledWith("Search failed", expect.anything());
  });
});
