import { act, fireEvent, screen, waitFor, within } from "expo-router/testing-library";
import { router } from "expo-router";
import { SEARCH } from "@utsav/domain/shopper";
import { CARDS, card, offeringEnvelope, offeringListEnvelope } from "../../../test/fixtures/catalogue";
import { pageData, searchResult, suggestions } from "../../../test/fixtures/search";
import { createFakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";

function openSearch(api = createFakeApi(), url = "/search") {
  api.on("GET /api/search/page-data", pageData()).on("POST /api/search/suggestions", suggestions());
  return { api, app: renderApp(url, { api }) };
}

const search = async (text: string) => {
  fireEvent.changeText(await screen.findByRole("search", { name: "Search" }), text);
  fireEvent(screen.getByRole("search", { name: "Search" }), "submitEditing");
};

describe("search", () => {
  it("invites a search before there is one, with the categories of the search page", async () => {
    openSearch();
    expect(await screen.findByText("Discover amazing vendors and services")).toBeOnTheScreen();
    expect(await screen.findByRole("radio", { name: "Gifts" })).toBeOnTheScreen();
    expect(screen.getByRole("search", { name: "Search" })).toHaveProp("placeholder", "What are you Looking for ?");
  });

  it("suggests in three sections once 2 characters have settled, and not for 1", async () => {
    const { api } = openSearch();
    fireEvent.changeText(await screen.findByRole("search", { name: "Search" }), "h");
    // The router's test renderer runs on Jest's fake timers: the debounce passes when they are moved on.
    await act(async () => {
      jest.advanceTimersByTime(400);
    });
    expect(api.calls("POST /api/search/suggestions")).toHaveLength(0);
    fireEvent.changeText(screen.getByRole("search", { name: "Search" }), "ha");
    expect(await screen.findByText("Top Offerings")).toBeOnTheScreen();
    expect(screen.getByText("Categories")).toBeOnTheScreen();
    expect(screen.getByText("Occasions")).toBeOnTheScreen();
    expect(api.calls("POST /api/search/suggestions")[0]?.body).toMatchObject({ query: "ha", sectionLimit: 3 });
  });

  it("opens an offering picked from the suggestions", async () => {
    const { api, app } = openSearch();
    api.on("GET /api/offerings/brass-diya-hamper-dgc12", offeringEnvelope());
    fireEvent.changeText(await screen.findByRole("search", { name: "Search" }), "brass");
    fireEvent.press(await screen.findByRole("button", { name: "Brass Diya Hamper, Deepam Gifts & Decor" }));
    await waitFor(() => expect(app.getPathname()).toBe("/offerings/brass-diya-hamper-dgc12"));
  });

  it("shows the results with their count, and loads more while there are more", async () => {
    const first = Array.from({ length: 20 }, (_, i) => card(`DGC${i + 100}`, `Hamper ${i + 1}`));
    const api = createFakeApi().on("POST /api/search", ({ body }) =>
      (body as { offset: number }).offset === 0
        ? { body: searchResult(first, { hasMore: true, totalResults: 21 }) }
        : { body: searchResult([CARDS.laddoo], { offset: 20, totalResults: 21 }) },
    );
    openSearch(api);
    await search("hamper");
    expect(await screen.findByText("21 results")).toBeOnTheScreen();
    expect(api.calls("POST /api/search")[0]?.body).toMatchObject({ query: "hamper", offset: 0, limit: SEARCH.searchPageSize });
    fireEvent.press(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Load more" })).not.toBeOnTheScreen());
    expect(api.calls("POST /api/search")[1]?.body).toMatchObject({ offset: 20 });
  });

  it("refines by the facets in the Filters sheet, and sorts", async () => {
    const api = createFakeApi().on("POST /api/search", searchResult([CARDS.hamper, CARDS.laddoo]));
    openSearch(api);
    await search("gift");
    fireEvent.press(await screen.findByRole("button", { name: "Filters" }));
    fireEvent.press(screen.getByRole("checkbox", { name: "Diwali (2)" }));
    fireEvent.press(screen.getByRole("radio", { name: "4 & Above (2)" }));
    fireEvent.press(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByRole("button", { name: "Filters (2 applied)" })).toBeOnTheScreen();
    await waitFor(() =>
      expect(api.calls("POST /api/search").at(-1)?.body).toMatchObject({ query: "gift", filters: { occasion: ["diwali"], rating: 4 } }),
    );
    fireEvent.press(screen.getByRole("button", { name: "Sort By" }));
    fireEvent.press(screen.getByRole("radio", { name: "Price: High to Low" }));
    await waitFor(() => expect(api.calls("POST /api/search").at(-1)?.body).toMatchObject({ sort: "price_desc" }));
  });

  it("keeps Apply disabled while the draft is the applied selection, as on the lists (application §2)", async () => {
    const api = createFakeApi().on("POST /api/search", searchResult([CARDS.hamper, CARDS.laddoo]));
    openSearch(api);
    await search("gift");
    fireEvent.press(await screen.findByRole("button", { name: "Filters" }));
    expect(screen.getByRole("button", { name: "Apply" })).toBeDisabled();
    fireEvent.press(screen.getByRole("radio", { name: "4 & Above (2)" }));
    expect(screen.getByRole("button", { name: "Apply" })).toBeEnabled();
    // Rating's 'All', the last section's of Categories, Locations and Rating.
    fireEvent.press(screen.getAllByRole("radio", { name: "All" }).at(-1)!);
    expect(screen.getByRole("button", { name: "Apply" })).toBeDisabled();
    fireEvent.press(screen.getByRole("checkbox", { name: "Diwali (2)" }));
    fireEvent.press(screen.getByRole("checkbox", { name: "Diwali (2)" }));
    expect(screen.getByRole("button", { name: "Apply" })).toBeDisabled();
  });

  it("shows the API's categories once each, 'All' first and chosen (application §2 Search)", async () => {
    openSearch();
    expect(await screen.findByRole("radio", { name: "Gifts" })).toBeOnTheScreen();
    const all = screen.getAllByRole("radio", { name: "All" });
    expect(all).toHaveLength(1);
    expect(screen.getByRole("radio", { name: "All", checked: true })).toBeOnTheScreen();
    expect(screen.getAllByRole("radio").map((chip) => chip.props.accessibilityLabel)).toEqual(["All", "Decor", "Gifts", "Sweets"]);
  });

  it("asks for 2 letters when one is submitted, instead of loading for ever (application §5)", async () => {
    const { api } = openSearch(createFakeApi().on("POST /api/search", searchResult([CARDS.hamper])));
    await search("h");
    expect(await screen.findByText("Type at least 2 letters")).toBeOnTheScreen();
    expect(screen.queryByLabelText("Loading…")).not.toBeOnTheScreen();
    expect(screen.queryByText("Discover amazing vendors and services")).not.toBeOnTheScreen();
    expect(api.calls("POST /api/search")).toHaveLength(0);
    await search("ha");
    expect(await screen.findByText("1 result")).toBeOnTheScreen();
    expect(screen.queryByText("Type at least 2 letters")).not.toBeOnTheScreen();
  });

  it("names the chosen sort on its button, and says 'Sort By' once it is picked again (application §2)", async () => {
    openSearch(createFakeApi().on("POST /api/search", searchResult([CARDS.hamper, CARDS.laddoo])));
    await search("gift");
    fireEvent.press(await screen.findByRole("button", { name: "Sort By" }));
    fireEvent.press(screen.getByRole("radio", { name: "Most Rated" }));
    const sorted = await screen.findByRole("button", { name: "Sort By: Most Rated" });
    expect(within(sorted).getByText("Most Rated")).toBeOnTheScreen();
    fireEvent.press(sorted);
    fireEvent.press(screen.getByRole("radio", { name: "Most Rated", checked: true }));
    const unsorted = await screen.findByRole("button", { name: "Sort By" });
    expect(within(unsorted).getByText("Sort By")).toBeOnTheScreen();
  });

  it("says nothing was found for a search without results, with every offering as the next step", async () => {
    const { api, app } = openSearch(createFakeApi().on("POST /api/search", searchResult([])));
    api.on("GET /api/offerings", offeringListEnvelope([CARDS.hamper]));
    await search("zzz");
    expect(await screen.findByText("No Offerings found with applied Search/Filters.")).toBeOnTheScreen();
    expect(screen.queryByRole("button", { name: "Clear All" })).not.toBeOnTheScreen();
    fireEvent.press(screen.getByRole("link", { name: "View All Offerings" }));
    await waitFor(() => expect(app.getPathname()).toBe("/offerings"));
  });

  it("offers Clear All when filters found nothing, and searches again without them", async () => {
    const api = createFakeApi().on("POST /api/search", ({ body }) =>
      (body as { filters?: { category?: string[] } }).filters?.category
        ? { body: searchResult([]) }
        : { body: searchResult([CARDS.hamper]) },
    );
    openSearch(api);
    fireEvent.press(await screen.findByRole("radio", { name: "Sweets" }));
    await search("hamper");
    fireEvent.press(await screen.findByRole("button", { name: "Clear All" }));
    expect(await screen.findByText("1 result")).toBeOnTheScreen();
    expect(screen.getByRole("radio", { name: "All", checked: true })).toBeOnTheScreen();
  });

  it("says the phone is offline, not that nothing was found, when the server cannot be reached", async () => {
    jest.spyOn(console, "warn").mockImplementation(() => {});
    openSearch(createFakeApi().on("POST /api/search", "offline"));
    await search("hamper");
    expect(await screen.findByText("Network error. Please try again.")).toBeOnTheScreen();
    expect(screen.queryByText("No Offerings found with applied Search/Filters.")).not.toBeOnTheScreen();
    expect(screen.getByRole("button", { name: "Try again" })).toBeOnTheScreen();
  });
});

describe("search terms in the address (issue 42)", () => {
  it("opens a linked search with its query and category, as the web's /search?q=…", async () => {
    const { api } = openSearch(createFakeApi().on("POST /api/search", searchResult([CARDS.hamper])), "/search?q=hamper&category=gifts");
    expect(await screen.findByText("1 result")).toBeOnTheScreen();
    expect(screen.getByRole("search", { name: "Search" })).toHaveProp("value", "hamper");
    expect(screen.getByRole("radio", { name: "Gifts", checked: true })).toBeOnTheScreen();
    expect(api.calls("POST /api/search")[0]?.body).toMatchObject({ query: "hamper", filters: { category: ["gifts"] } });
  });

  it("writes a submitted search into the address, and Back from an offering finds it there", async () => {
    const { api, app } = openSearch(createFakeApi().on("POST /api/search", searchResult([CARDS.hamper])));
    api.on("GET /api/offerings/brass-diya-hamper-dgc12", offeringEnvelope());
    await search("hamper");
    expect(await screen.findByText("1 result")).toBeOnTheScreen();
    expect(app.getSearchParams()).toEqual({ q: "hamper" });
    fireEvent.press(screen.getByRole("link", { name: /^Brass Diya Hamper/ }));
    await waitFor(() => expect(app.getPathname()).toBe("/offerings/brass-diya-hamper-dgc12"));
    act(() => router.back());
    await waitFor(() => expect(app.getPathname()).toBe("/search"));
    expect(app.getSearchParams()).toEqual({ q: "hamper" });
    expect(screen.getByText("1 result")).toBeOnTheScreen();
  });
});
