import { fireEvent, screen, waitFor } from "expo-router/testing-library";
import { responseSchemas } from "@utsav/api-client/shopper-validate";
import { addDays, formatWeekdayDay, indianDate, MY_DATE_COPY } from "@utsav/domain/shopper";
import { CARDS, ok } from "../../../test/fixtures/catalogue";
import { pageData, searchResult, suggestions } from "../../../test/fixtures/search";
import { expectAccessibleControls } from "../../../test/accessible-controls";
import { createFakeApi } from "../../../test/fake-api";
import type { FakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";

// "Free on my date" in search (docs/decisions/0058): the filters' group sends the chosen event date as `freeOn`, and
// without a chosen date offers the date field.

const SEARCH_CALL = "POST /api/search";
const day = addDays(indianDate(), 5);
const freeOn = `Free on ${formatWeekdayDay(day)}`;

function openSearch(api: FakeApi, token: string | null = null) {
  api
    .on("GET /api/search/page-data", pageData())
    .on("POST /api/search/suggestions", suggestions())
    .on(SEARCH_CALL, searchResult([CARDS.hamper, CARDS.laddoo]))
    .on("GET /api/public/availability/not-free", ok(responseSchemas.getNotFree, { date: day, offeringIds: [CARDS.hamper.id] }));
  renderApp("/search", { api, token });
}

async function search(text: string) {
  fireEvent.changeText(await screen.findByRole("search", { name: "Search" }), text);
  fireEvent(screen.getByRole("search", { name: "Search" }), "submitEditing");
  fireEvent.press(await screen.findByRole("button", { name: "Filters" }));
}

describe("Free on my date in search", () => {
  it("sends the profile's date as freeOn once the toggle is on, and says which cards are not free while it is off", async () => {
    const api = createFakeApi().on(
      "GET /api/location",
      ok(responseSchemas.getLocation, { locality: null, unservedOfferingIds: [], eventDate: day, unavailableOfferingIds: [] }),
    );
    openSearch(api, "kept-token");
    await search("gift");
    fireEvent.press(await screen.findByRole("checkbox", { name: freeOn, checked: false }));
    expectAccessibleControls();
    fireEvent.press(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByRole("button", { name: "Filters (1 applied)" })).toBeOnTheScreen();
    await waitFor(() => expect(api.calls(SEARCH_CALL).at(-1)?.body).toMatchObject({ query: "gift", filters: { freeOn: day } }));
    expect(api.calls(SEARCH_CALL)[0]?.body).not.toHaveProperty("filters");
    expect(screen.queryByText(MY_DATE_COPY.notFree)).not.toBeOnTheScreen();

    fireEvent.press(screen.getByRole("button", { name: "Filters (1 applied)" }));
    fireEvent.press(screen.getByRole("checkbox", { name: freeOn, checked: true }));
    fireEvent.press(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByRole("link", { name: new RegExp(`^Brass Diya Hamper.*${MY_DATE_COPY.notFree}$`) })).toBeOnTheScreen();
    expect(screen.getByRole("button", { name: "Filters" })).toBeOnTheScreen();
  });

  it("offers the date field when no date is chosen, and a date chosen there ticks the toggle", async () => {
    const api = createFakeApi();
    openSearch(api);
    await search("gift");
    expect(screen.getByRole("header", { name: MY_DATE_COPY.freeOnMyDate })).toBeOnTheScreen();
    expect(screen.queryByRole("checkbox", { name: /^Free on/ })).not.toBeOnTheScreen();
    fireEvent.press(screen.getByRole("radio", { name: formatWeekdayDay(day) }));
    expect(await screen.findByRole("checkbox", { name: freeOn, checked: true })).toBeOnTheScreen();
    fireEvent.press(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(api.calls(SEARCH_CALL).at(-1)?.body).toMatchObject({ filters: { freeOn: day } }));
    expect(api.calls("PUT /api/location")).toHaveLength(0);
  });

  it("turns the filter off when the date is cleared, and Clear All turns it off too", async () => {
    const api = createFakeApi();
    openSearch(api);
    await search("gift");
    fireEvent.press(screen.getByRole("radio", { name: formatWeekdayDay(day) }));
    // The date is kept first (as the locality is), and only then ticks the toggle.
    expect(await screen.findByRole("checkbox", { name: freeOn, checked: true })).toBeOnTheScreen();
    fireEvent.press(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(api.calls(SEARCH_CALL).at(-1)?.body).toMatchObject({ filters: { freeOn: day } }));
    fireEvent.press(await screen.findByRole("button", { name: "Filters (1 applied)" }));
    fireEvent.press(screen.getByRole("button", { name: "Clear All" }));
    expect(screen.getByRole("checkbox", { name: freeOn, checked: false })).toBeOnTheScreen();
    fireEvent.press(screen.getByRole("button", { name: MY_DATE_COPY.clear }));
    expect(await screen.findByRole("radio", { name: formatWeekdayDay(day) })).toBeOnTheScreen();
    expect(await screen.findByRole("button", { name: "Filters" })).toBeOnTheScreen();
  });
});
