import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MESSAGES, SEARCH } from "@utsav/domain/client";
import type { Facet, OfferingCard, SearchResult } from "@utsav/domain";
import { SearchPage } from "./search-page";
import { EMPTY_SEARCH, parseSearchParams } from "./search-params";
import type { SearchState } from "./search-params";
import { SearchQueryProvider } from "./search-query-provider";
import { ok, stubApi } from "../../../test/api-stub";
import { findDialog } from "../../../test/dialog";

const CATEGORIES = [
  { id: "all", label: "All", value: "" },
  { id: "gifts", label: "Gifts", value: "gifts" },
];

const card = (n: number): OfferingCard => ({
  id: `DGC${n}`,
  title: `Festive Hamper ${n}`,
  description: "",
  image: { id: `i${n}`, type: "image", url: `/assets/${n}.webp`, alt: "", muted: true },
  price: 1000 + n,
  priceLabel: `From ₹${1000 + n}`,
  category: "gifts",
  subCategory: "corporate",
  vendorName: "Deepam Gifts & Decor",
  vendorVerified: false,
  rating: 4.3,
  navRef: `/offerings/festive-hamper-dgc${n}`,
  offeringType: "call",
});

const FACETS: Facet[] = [
  { field: "category", fieldType: "select", rangeValue: null, values: [{ value: "gifts", label: "Gifts", count: 3 }] },
  { field: "occasion", fieldType: "select", rangeValue: null, values: [{ value: "diwali", label: "Diwali", count: 2 }] },
  { field: "location", fieldType: "select", rangeValue: null, values: [{ value: "Indiranagar", label: "Indiranagar", count: 3 }] },
  { field: "rating", fieldType: "select", rangeValue: null, values: [{ value: "4.0", label: "4 & Above", count: 3 }] },
  { field: "priceRange", fieldType: "range", rangeValue: { minValue: 1001, maxValue: 1003 }, values: [] },
  { field: "verified", fieldType: "select", rangeValue: null, values: [{ value: "true", label: "Verified Vendors", count: 3 }] },
];

const page = (cards: OfferingCard[], offset: number, totalResults: number, limit = 2): SearchResult => ({
  results: cards,
  totalResults,
  totalResultsCapped: false,
  facets: FACETS,
  sortOptions: [],
  hasMore: offset + cards.length < totalResults,
  offset,
  limit,
});

function Where() {
  const location = useLocation();
  return <p data-testid="search">{location.search}</p>;
}

function renderPage(search: SearchState, firstPage: SearchResult | null, path = "/search?q=hamper") {
  const Stub = createRoutesStub([
    {
      path: "/search",
      Component: () => (
        <SearchQueryProvider>
          <SearchPage categories={CATEGORIES} search={search} firstPage={firstPage} />
          <Where />
        </SearchQueryProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return userEvent.setup();
}

const urlState = () => parseSearchParams(new URLSearchParams(screen.getByTestId("search").textContent ?? ""));
const titles = () => screen.queryAllByRole("heading", { level: 3 }).map((h) => h.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the search page", () => {
  it("invites a search while there is no query", () => {
    renderPage(EMPTY_SEARCH, null, "/search");
    expect(screen.getByText("Discover amazing vendors and services")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Search" })).toBeTruthy();
  });

  it("shows the server-rendered first page and appends the next page on 'Load more'", async () => {
    const fetchMock = stubApi({ "POST /api/search": ok(page([card(3)], 2, 3)) });
    const search = { ...EMPTY_SEARCH, q: "hamper", sort: "price_asc" as const };
    const user = renderPage(search, page([card(1), card(2)], 0, 3));

    expect(screen.getByRole("heading", { level: 1, name: "Results for “hamper”" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("3 results");
    expect(titles()).toEqual(["Festive Hamper 1", "Festive Hamper 2"]);
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("heading", { name: "Festive Hamper 3" })).toBeTruthy();
    expect(titles()).toEqual(["Festive Hamper 1", "Festive Hamper 2", "Festive Hamper 3"]);
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();

    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body));
    expect(body).toMatchObject({ query: "hamper", sort: "price_asc", offset: 2, limit: SEARCH.searchPageSize });
  });

  it("keeps 'Load more' when a page fails, and logs the failure", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ success: false, data: null, errorMessage: "down" }), { status: 503 })),
    );
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = renderPage({ ...EMPTY_SEARCH, q: "hamper" }, page([card(1), card(2)], 0, 3));
    await user.click(screen.getByRole("button", { name: "Load more" }));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith("Search failed", expect.any(Error)));
    expect(titles()).toEqual(["Festive Hamper 1", "Festive Hamper 2"]);
    expect(screen.getByRole("button", { name: "Load more" })).toBeTruthy();
  });

  it("says when the count is only a lower bound", () => {
    renderPage({ ...EMPTY_SEARCH, q: "gift" }, { ...page([card(1), card(2)], 0, 1000), totalResultsCapped: true });
    expect(screen.getByRole("status").textContent).toBe("1,000+ results");
  });

  it("says so when nothing matches", () => {
    renderPage({ ...EMPTY_SEARCH, q: "zzz" }, page([], 0, 0));
    expect(screen.getByText(MESSAGES.emptyOfferings)).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("0 results");
  });

  it("shows the empty list when the server could not search", () => {
    renderPage({ ...EMPTY_SEARCH, q: "hamper" }, null);
    expect(screen.getByText(MESSAGES.emptyOfferings)).toBeTruthy();
  });

  it("edits the filters as a draft in the Filters dialog, and writes them to the URL on Apply", async () => {
    const user = renderPage({ ...EMPTY_SEARCH, q: "hamper" }, page([card(1)], 0, 1));
    // One way to filter at every size: no sidebar that applies each tick at once.
    expect(screen.queryByRole("complementary", { name: "Filters" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Filters" }));
    const dialog = await findDialog("Filters");
    expect(
      within(dialog)
        .getAllByRole("group")
        .map((g) => g.querySelector("legend")?.textContent),
    ).toEqual(["Categories", "Occasions", "Locations", "Rating", "Price Range", "Verified Vendors", "Free on my date"]);
    const rating = within(dialog).getByRole("group", { name: "Rating" });
    expect(
      within(rating)
        .getAllByRole("radio")
        .map((r) => r.closest("label")?.querySelector("span")?.textContent),
    ).toEqual(SEARCH.ratingOptions.map((o) => o.label));
    const apply = within(dialog).getByRole("button", { name: "Apply" });
    expect((apply as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(dialog).getByRole("radio", { name: /^4\.5 & Above/ }));
    await user.click(within(dialog).getByRole("checkbox", { name: /Diwali/ }));
    await user.click(within(dialog).getByRole("checkbox", { name: /Verified Vendors/ }));
    await user.click(within(dialog).getByRole("radio", { name: /Indiranagar/ }));
    // Nothing is searched until Apply.
    expect(urlState()).toEqual({ ...EMPTY_SEARCH, q: "hamper" });
    expect((apply as HTMLButtonElement).disabled).toBe(false);
    await user.click(apply);
    expect(urlState()).toMatchObject({ q: "hamper", rating: 4.5, occasion: ["diwali"], verified: true, location: "Indiranagar" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("moves the price thumbs over the default bounds, and applies the range with Apply", async () => {
    const user = renderPage({ ...EMPTY_SEARCH, q: "hamper" }, page([card(1)], 0, 1));
    await user.click(screen.getByRole("button", { name: "Filters" }));
    const dialog = await findDialog("Filters");
    const low = await within(dialog).findByRole("slider", { name: "Minimum price" });
    const high = within(dialog).getByRole("slider", { name: "Maximum price" });
    expect([low.getAttribute("aria-valuemin"), high.getAttribute("aria-valuemax")]).toEqual([
      String(SEARCH.priceRange.min),
      String(SEARCH.priceRange.max),
    ]);
    expect(within(dialog).getByText("These results cost ₹1,001 to ₹1,003")).toBeTruthy();

    low.focus();
    await user.keyboard("{ArrowRight}");
    expect(urlState().price).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(urlState().price).toEqual({ min: 1500, max: SEARCH.priceRange.max });
  });

  it("sorts, and choosing the selected option again returns to relevance", async () => {
    const user = renderPage({ ...EMPTY_SEARCH, q: "hamper", sort: "rating_desc" }, page([card(1)], 0, 1));
    await user.click(screen.getByRole("button", { name: /Sort By/ }));
    const selected = await screen.findByRole("menuitemradio", { name: "Most Rated" });
    expect(selected.getAttribute("aria-checked")).toBe("true");
    await user.click(selected);
    expect(urlState().sort).toBeNull();

    await user.click(screen.getByRole("button", { name: /Sort By/ }));
    await user.click(await screen.findByRole("menuitemradio", { name: "Price: High to Low" }));
    expect(urlState().sort).toBe("price_desc");
  });

  it("asks for 2 letters instead of searching for one", async () => {
    const fetchMock = stubApi();
    renderPage({ ...EMPTY_SEARCH, q: "a" }, null, "/search?q=a");
    expect(screen.getByRole("status").textContent).toBe(MESSAGES.searchTooShort);
    expect(screen.getByText("Discover amazing vendors and services")).toBeTruthy();
    expect(screen.queryByText(MESSAGES.emptyOfferings)).toBeNull();
    expect(screen.queryByRole("heading", { name: /Results for/ })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sorts from a bottom sheet on phones (application §2)", async () => {
    const viewport = (width: number) =>
      (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM.setViewport({
        width,
        height: 844,
      });
    viewport(390);
    // happy-dom computes no transform, which vaul reads as a sheet closes; browsers give 'none' or a matrix.
    Object.defineProperty(CSSStyleDeclaration.prototype, "webkitTransform", { configurable: true, get: () => "none" });
    try {
      const user = renderPage({ ...EMPTY_SEARCH, q: "hamper" }, page([card(1)], 0, 1));
      await user.click(screen.getByRole("button", { name: "Sort By" }));
      const sheet = await findDialog("Sort By");
      expect(screen.queryByRole("menu")).toBeNull();
      await user.click(within(sheet).getByRole("button", { name: "Price: Low to High" }));
      expect(urlState().sort).toBe("price_asc");
    } finally {
      viewport(1024);
      Reflect.deleteProperty(CSSStyleDeclaration.prototype, "webkitTransform");
    }
  });

  it("opens the same Filters dialog as the lists: Apply, not a results count; Clear All resets the draft to the defaults", async () => {
    const user = renderPage(
      { ...EMPTY_SEARCH, q: "hamper", rating: 4, verified: true, sort: "price_asc" },
      page([card(1)], 0, 1),
      "/search?q=hamper&rating=4&verified=true&sort=price_asc",
    );
    const button = screen.getByRole("button", { name: "Filters (2 applied)" });
    await user.click(button);
    const dialog = await findDialog("Filters");
    expect(within(dialog).queryByRole("button", { name: /^Show/ })).toBeNull();
    const apply = within(dialog).getByRole("button", { name: "Apply" });
    expect((apply as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole("button", { name: "Clear All" }));
    const rating = within(dialog).getByRole("group", { name: "Rating" });
    expect((within(rating).getByRole("radio", { name: /^All/ }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole("checkbox", { name: /Verified Vendors/ }) as HTMLInputElement).checked).toBe(false);
    // Clear All changes the draft only.
    expect(urlState()).toMatchObject({ rating: 4, verified: true });
    apply.focus();
    await user.keyboard("{Enter}");
    expect(urlState()).toEqual({ ...EMPTY_SEARCH, q: "hamper", sort: "price_asc" });
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("drops a draft closed without Apply, and gives the focus back to the Filters button", async () => {
    const user = renderPage({ ...EMPTY_SEARCH, q: "hamper" }, page([card(1)], 0, 1));
    const button = screen.getByRole("button", { name: "Filters" });
    await user.click(button);
    let dialog = await findDialog("Filters");
    await user.click(within(dialog).getByRole("radio", { name: /^4 & Above/ }));
    await user.keyboard("{Escape}");
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(button);
    expect(urlState()).toEqual({ ...EMPTY_SEARCH, q: "hamper" });
    await user.click(button);
    dialog = await findDialog("Filters");
    expect((within(dialog).getByRole("radio", { name: /^4 & Above/ }) as HTMLInputElement).checked).toBe(false);
  });
});
