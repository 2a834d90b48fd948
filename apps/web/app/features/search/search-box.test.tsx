import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SEARCH } from "@utsav/domain/client";
import type { SuggestionItem } from "@utsav/domain";
import { SearchBox } from "./search-box";
import { SearchQueryProvider } from "./search-query-provider";
import { suggestionTarget } from "@utsav/domain/client";
import type { SuggestionSection } from "./suggestions-query";
import { fail, ok, stubApi } from "../../../test/api-stub";
import type { ApiStub, Reply } from "../../../test/api-stub";

const CATEGORIES = [
  { id: "all", label: "All", value: "" },
  { id: "gifts", label: "Gifts", value: "gifts" },
];

const item = (overrides: Partial<SuggestionItem> & Pick<SuggestionItem, "id" | "title" | "type">): SuggestionItem => ({
  subtitle: "",
  image: null,
  category: null,
  location: null,
  ...overrides,
});

const SECTIONS: SuggestionSection[] = [
  {
    title: "Top Offerings",
    items: [
      item({ id: "deepam-gifts-and-decor", title: "Deepam Gifts & Decor", type: "vendor", subtitle: "Vendor · Indiranagar" }),
      item({
        id: "brass-diya-festive-hamper-dgc2",
        title: "Brass Diya Festive Hamper",
        type: "offering",
        subtitle: "Deepam Gifts & Decor",
      }),
    ],
  },
  { title: "Categories", items: [item({ id: "gifts", title: "Gifts", type: "category", subtitle: "Category" })] },
  { title: "Occasions", items: [] },
];

/** The body of each suggestions request the page sent. */
function requests(fetchMock: ApiStub) {
  return fetchMock.mock.calls.map(
    ([, init]) =>
      JSON.parse(String((init as RequestInit).body)) as { searchId: string; query: string; sectionLimit: number; filters?: unknown },
  );
}

function stubFetch(respond: (body: { query: string }) => Promise<Reply> | Reply = () => ok({ sections: SECTIONS })) {
  return stubApi({ "POST /api/search/suggestions": ({ body }) => respond(body as { query: string }) });
}

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

function renderBox({ category = "", onSearch = vi.fn() } = {}) {
  const user = userEvent.setup();
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => (
        <SearchQueryProvider>
          <SearchBox query="" category={category} categories={CATEGORIES} onCategoryChange={() => {}} onSearch={onSearch} />
          <Where />
        </SearchQueryProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={["/search"]} />);
  const input = screen.getByRole("combobox", { name: "Search" });
  return { user, input, onSearch };
}

const activeOption = (input: HTMLElement) => {
  const id = input.getAttribute("aria-activedescendant");
  return id ? document.getElementById(id)?.textContent : null;
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the suggestions combobox", () => {
  beforeEach(() => {
    stubFetch();
  });

  it("shows the placeholder and the suggestions in labelled sections", async () => {
    const { user, input } = renderBox();
    expect(input.getAttribute("placeholder")).toBe("What are you Looking for ?");
    expect(input.getAttribute("aria-expanded")).toBe("false");

    await user.type(input, "hamp");
    const listbox = await screen.findByRole("listbox", { name: "Suggestions" });
    expect(input.getAttribute("aria-expanded")).toBe("true");
    expect(input.getAttribute("aria-controls")).toBe(listbox.id);
    expect(
      within(listbox)
        .getAllByRole("group")
        .map((g) => g.getAttribute("aria-labelledby") && document.getElementById(g.getAttribute("aria-labelledby")!)?.textContent),
    ).toEqual(["Top Offerings", "Categories"]);
    expect(within(listbox).getAllByRole("option")).toHaveLength(3);
  });

  it("moves through the options with the arrows, wrapping at both ends", async () => {
    const { user, input } = renderBox();
    await user.type(input, "hamp");
    await screen.findByRole("listbox");
    expect(input.getAttribute("aria-activedescendant")).toBeNull();

    await user.keyboard("{ArrowDown}");
    expect(activeOption(input)).toContain("Deepam Gifts & Decor");
    expect(screen.getByRole("option", { name: /Deepam Gifts & Decor Vendor/ }).getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(activeOption(input)).toContain("Gifts");
    await user.keyboard("{ArrowDown}");
    expect(activeOption(input)).toContain("Deepam Gifts & Decor");
    await user.keyboard("{ArrowUp}");
    expect(activeOption(input)).toContain("GiftsCategory");
    expect(screen.getAllByRole("option").filter((o) => o.getAttribute("aria-selected") === "true")).toHaveLength(1);
  });

  it("Enter opens the active offering's page", async () => {
    const { user, input } = renderBox();
    await user.type(input, "hamp");
    await screen.findByRole("listbox");
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(screen.getByTestId("location").textContent).toBe("/offerings/brass-diya-festive-hamper-dgc2");
  });

  it("Enter on a vendor opens the vendor's store (docs/decisions/0059)", async () => {
    const { user, input, onSearch } = renderBox();
    await user.type(input, "deep");
    await screen.findByRole("listbox");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(screen.getByTestId("location").textContent).toBe("/stores/deepam-gifts-and-decor");
    expect(onSearch).not.toHaveBeenCalled();
    expect(input.getAttribute("aria-expanded")).toBe("false");
  });

  it("Enter without an active option searches for the typed query", async () => {
    const { user, input, onSearch } = renderBox();
    await user.type(input, "  hamper ");
    await screen.findByRole("listbox");
    await user.keyboard("{Enter}");
    expect(onSearch).toHaveBeenCalledWith("hamper");
    expect(screen.getByTestId("location").textContent).toBe("/search");
  });

  it("Escape closes the list, a second Escape clears the box", async () => {
    const { user, input } = renderBox();
    await user.type(input, "hamp");
    await screen.findByRole("listbox");
    await user.keyboard("{ArrowDown}{Escape}");
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(input.getAttribute("aria-activedescendant")).toBeNull();
    expect(screen.queryByRole("listbox")).toBeNull();
    expect((input as HTMLInputElement).value).toBe("hamp");

    // ArrowDown opens it again.
    await user.keyboard("{ArrowDown}");
    expect(input.getAttribute("aria-expanded")).toBe("true");
    expect(activeOption(input)).toContain("Deepam Gifts & Decor");

    await user.keyboard("{Escape}{Escape}");
    expect((input as HTMLInputElement).value).toBe("");
  });

  it("picks an option with the pointer", async () => {
    const { user, input } = renderBox();
    await user.type(input, "hamp");
    await user.click(await screen.findByRole("option", { name: /Brass Diya Festive Hamper/ }));
    expect(screen.getByTestId("location").textContent).toBe("/offerings/brass-diya-festive-hamper-dgc2");
  });

  it("sends the chosen category as the suggestions filter", async () => {
    const fetchMock = stubFetch();
    const { user, input } = renderBox({ category: "gifts" });
    await user.type(input, "hamp");
    await screen.findByRole("listbox");
    expect(requests(fetchMock).at(-1)).toMatchObject({
      query: "hamp",
      sectionLimit: SEARCH.sectionLimit,
      filters: { category: ["gifts"] },
    });
  });
});

describe("a failed suggestions call", () => {
  it("is logged and hides the suggestions", async () => {
    stubFetch(() => fail(500, "boom"));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { user, input } = renderBox();
    await user.type(input, "hamp");
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith("Search suggestions failed", expect.any(Error)));
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("listbox")).toBeNull();
  });
});

describe("when suggestions are asked for", () => {
  // Typing is simulated with change events here: Testing Library's async helpers wait on real timers.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  });

  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  const typeValue = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

  it("only from 2 characters, once the typing pauses for 300 ms", async () => {
    const fetchMock = stubFetch();
    const { input } = renderBox();

    typeValue(input, "h");
    await advance(1000);
    expect(fetchMock).not.toHaveBeenCalled();

    typeValue(input, "ham");
    await advance(SEARCH.debounceMs - 1);
    typeValue(input, "hamp");
    await advance(SEARCH.debounceMs - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await advance(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [body] = requests(fetchMock);
    expect(body).toMatchObject({ query: "hamp", sectionLimit: SEARCH.sectionLimit });
    expect(body!.searchId).toMatch(/^suggestions:hamp-\d+-[a-z0-9]+$/);
    expect(body!.filters).toBeUndefined();
    await advance(0);
    expect(screen.getByRole("listbox")).toBeTruthy();

    // Back under the minimum (spaces do not count): the list hides at once and nothing more is asked.
    typeValue(input, " h ");
    expect(input.getAttribute("aria-expanded")).toBe("false");
    await advance(1000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("discards a response that lands after a newer one was asked for", async () => {
    const pending = new Map<string, (reply: Reply) => void>();
    const fetchMock = stubFetch((body) => new Promise<Reply>((resolve) => pending.set(body.query, resolve)));
    const { input } = renderBox();

    typeValue(input, "ha");
    await advance(SEARCH.debounceMs);
    typeValue(input, "ham");
    await advance(SEARCH.debounceMs);
    expect(requests(fetchMock).map((b) => b.query)).toEqual(["ha", "ham"]);

    const answer = (title: string) =>
      ok({ sections: [{ title: "Top Offerings", items: [item({ id: title, title, type: "offering", subtitle: "Vendor" })] }] });
    const shown = () =>
      within(screen.getByRole("listbox"))
        .getAllByRole("option")
        .map((o) => o.textContent);
    pending.get("ham")!(answer("Mango hamper"));
    await advance(0);
    expect(shown()).toEqual([expect.stringContaining("Mango hamper")]);

    pending.get("ha")!(answer("Apple basket"));
    await advance(0);
    expect(shown()).toEqual([expect.stringContaining("Mango hamper")]);
  });
});

describe("where a suggestion leads", () => {
  it("offerings, categories, collections and vendors open their pages; occasions search", () => {
    expect(suggestionTarget(item({ id: "chai-time-dgc5", title: "Chai Time", type: "offering" }))).toEqual({
      kind: "navigate",
      to: "/offerings/chai-time-dgc5",
    });
    expect(suggestionTarget(item({ id: "sweets", title: "Sweets", type: "category", subtitle: "Category" }))).toEqual({
      kind: "navigate",
      to: "/sweets",
    });
    expect(suggestionTarget(item({ id: "home-decor", title: "Home Decor", type: "category", subtitle: "Collection" }))).toEqual({
      kind: "navigate",
      to: "/collections/home-decor",
    });
    expect(suggestionTarget(item({ id: "diwali", title: "Diwali", type: "occasion", subtitle: "Occasion" }))).toEqual({
      kind: "search",
      query: "Diwali",
    });
    // A vendor opens its store (docs/decisions/0059): its id is the store's slug.
    expect(suggestionTarget(item({ id: "mallige-florals", title: "Mallige Florals", type: "vendor" }))).toEqual({
      kind: "navigate",
      to: "/stores/mallige-florals",
    });
  });
});
