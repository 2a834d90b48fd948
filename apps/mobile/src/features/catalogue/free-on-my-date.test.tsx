import { act, fireEvent, screen, waitFor, within } from "expo-router/testing-library";
import { router } from "expo-router";
import { responseSchemas } from "@utsav/api-client/shopper-validate";
import { addDays, AVAILABILITY_MESSAGES, formatWeekdayDay, indianDate, MY_DATE_COPY } from "@utsav/domain/shopper";
import { codeSent, verified } from "../../../test/fixtures/account";
import { CARDS, collectionEnvelope, offeringListEnvelope, ok } from "../../../test/fixtures/catalogue";
import { expectAccessibleControls } from "../../../test/accessible-controls";
import { createFakeApi, failure } from "../../../test/fake-api";
import type { FakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";

// "Free on my date" on the lists (docs/decisions/0058): the chosen event date, kept in memory for the launch while
// signed out and in the profile once signed in, and the toggle that keeps the offerings whose vendors can take it.

const COLLECTION_PATH = "/collections/curated-gifts-for-your-loved-ones";
const COLLECTION = `GET /api/collections/curated-gifts-for-your-loved-ones`;
const NOT_FREE = "GET /api/public/availability/not-free";
const LOCATION = "GET /api/location";
const SAVE = "PUT /api/location";
const day = addDays(indianDate(), 3);
const dayName = formatWeekdayDay(day);
const freeOn = `Free on ${dayName}`;

const notFree = (offeringIds: string[]) => ok(responseSchemas.getNotFree, { date: day, offeringIds });
const location = (eventDate: string | null) =>
  ok(responseSchemas.getLocation, { locality: null, unservedOfferingIds: [], eventDate, unavailableOfferingIds: [] });

/** The offering titles in the grid, top to bottom. */
const titles = () => screen.getAllByRole("link").map((link) => link.props.accessibilityLabel.split(",")[0]);

function openList(api: FakeApi, token: string | null = null) {
  api.on(COLLECTION, collectionEnvelope()).on(NOT_FREE, notFree([CARDS.laddoo.id]));
  return renderApp(COLLECTION_PATH, { api, token });
}

/** From the header's Login: the number, the code, and back to where the shopper was. */
async function signIn() {
  fireEvent.press(screen.getByRole("button", { name: "Login" }));
  fireEvent.changeText(await screen.findByLabelText("Phone number, required"), "98450 12345");
  fireEvent.press(screen.getByRole("button", { name: "Get OTP" }));
  await screen.findByLabelText("Digit 1 of 6");
  "123456".split("").forEach((digit, i) => fireEvent.changeText(screen.getByLabelText(`Digit ${i + 1} of 6`), digit));
}

async function openFilters(name = "Filters") {
  fireEvent.press(await screen.findByRole("button", { name }));
}

describe("Free on my date on the lists", () => {
  it("keeps the offerings free on the chosen date, and says quietly which are not while the toggle is off", async () => {
    const api = createFakeApi();
    openList(api);
    await openFilters();
    expect(screen.getByRole("header", { name: MY_DATE_COPY.freeOnMyDate })).toBeOnTheScreen();
    expect(screen.getByText(MY_DATE_COPY.label)).toBeOnTheScreen();
    fireEvent.press(screen.getByRole("radio", { name: dayName }));
    expect(await screen.findByRole("checkbox", { name: freeOn, checked: true })).toBeOnTheScreen();
    expectAccessibleControls();
    fireEvent.press(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(titles()).toEqual(["Brass Diya Hamper", "Marigold Entrance"]));
    expect(screen.getByRole("button", { name: "Filters (1 applied)" })).toBeOnTheScreen();
    expect(api.calls(NOT_FREE)[0]?.path).toBe(`/api/public/availability/not-free?date=${day}`);

    await openFilters("Filters (1 applied)");
    fireEvent.press(screen.getByRole("checkbox", { name: freeOn }));
    fireEvent.press(screen.getByRole("button", { name: "Apply" }));
    const laddoo = await screen.findByRole("link", { name: `Jaggery Laddoo Box, Nanna Naturals, ₹499, ${MY_DATE_COPY.notFree}` });
    expect(within(laddoo).getByText(MY_DATE_COPY.notFree)).toBeOnTheScreen();
    expect(within(screen.getByRole("link", { name: /^Brass Diya Hamper/ })).queryByText(MY_DATE_COPY.notFree)).not.toBeOnTheScreen();
  });

  it("keeps a signed-out shopper's date in memory from list to list, sends nothing, and forgets it on Clear the date", async () => {
    const api = createFakeApi().on("GET /api/offerings", offeringListEnvelope([CARDS.hamper, CARDS.laddoo], false, 2));
    openList(api);
    await openFilters();
    fireEvent.press(screen.getByRole("radio", { name: dayName }));
    expect(await screen.findByRole("checkbox", { name: freeOn, checked: true })).toBeOnTheScreen();
    fireEvent.press(screen.getByRole("button", { name: "Apply" }));
    act(() => router.push("/offerings"));
    expect(await screen.findByText("2 offerings")).toBeOnTheScreen();
    await waitFor(() =>
      expect(screen.getByRole("link", { name: new RegExp(`^Jaggery Laddoo Box.*${MY_DATE_COPY.notFree}$`) })).toBeOnTheScreen(),
    );
    await openFilters();
    expect(screen.getByRole("checkbox", { name: freeOn, checked: false })).toBeOnTheScreen();
    fireEvent.press(screen.getByRole("button", { name: MY_DATE_COPY.clear }));
    expect(await screen.findByRole("radio", { name: dayName, checked: false })).toBeOnTheScreen();
    expect(screen.queryByRole("checkbox", { name: freeOn })).not.toBeOnTheScreen();
    expect(api.calls(SAVE)).toHaveLength(0);
    expect(api.calls(LOCATION)).toHaveLength(0);
  });

  it("says why a typed date cannot be kept, and asks nothing", async () => {
    const api = createFakeApi();
    openList(api);
    await openFilters();
    fireEvent.changeText(screen.getByLabelText("Or type a date (YYYY-MM-DD)"), addDays(indianDate(), -1));
    expect(screen.getByText(`⚠ ${AVAILABILITY_MESSAGES.eventDatePast}`)).toBeOnTheScreen();
    expect(screen.queryByRole("checkbox", { name: /^Free on/ })).not.toBeOnTheScreen();
    fireEvent.changeText(screen.getByLabelText("Or type a date (YYYY-MM-DD)"), day);
    expect(await screen.findByRole("checkbox", { name: freeOn, checked: true })).toBeOnTheScreen();
    expect(api.calls(NOT_FREE)).toHaveLength(1);
  });

  it("signed in, reads the profile's date and saves a change with PUT /api/location, showing what it refuses", async () => {
    const api = createFakeApi().on(LOCATION, location(null)).on(SAVE, failure(400, AVAILABILITY_MESSAGES.eventDateTooFar));
    openList(api, "kept-token");
    await openFilters();
    fireEvent.press(screen.getByRole("radio", { name: dayName }));
    expect(await screen.findByRole("alert")).toHaveTextContent(AVAILABILITY_MESSAGES.eventDateTooFar);
    expect(screen.queryByRole("checkbox", { name: freeOn })).not.toBeOnTheScreen();

    api.on(SAVE, location(day));
    fireEvent.press(screen.getByRole("radio", { name: dayName }));
    expect(await screen.findByRole("checkbox", { name: freeOn, checked: true })).toBeOnTheScreen();
    expect(screen.queryByRole("alert")).not.toBeOnTheScreen();
    expect(api.calls(SAVE).map((call) => call.body)).toEqual([{ eventDate: day }, { eventDate: day }]);
    expect(api.calls(SAVE)[1]?.headers.authorization).toBe("Bearer kept-token");

    api.on(SAVE, location(null));
    fireEvent.press(screen.getByRole("button", { name: MY_DATE_COPY.clear }));
    expect(await screen.findByRole("radio", { name: dayName })).toBeOnTheScreen();
    expect(api.calls(SAVE).at(-1)?.body).toEqual({ eventDate: null });
  });

  it("signed in, starts from the date the profile keeps", async () => {
    const api = createFakeApi().on(LOCATION, location(day));
    openList(api, "kept-token");
    await waitFor(() => expect(api.calls(NOT_FREE)).toHaveLength(1));
    await openFilters();
    expect(screen.getByRole("checkbox", { name: freeOn, checked: false })).toBeOnTheScreen();
    expect(screen.getByRole("link", { name: new RegExp(`^Jaggery Laddoo Box.*${MY_DATE_COPY.notFree}$`) })).toBeOnTheScreen();
  });

  it("carries a date chosen signed out into a profile that has none at sign-in", async () => {
    const api = createFakeApi()
      .on("POST /api/auth/consumer/otp/generate", codeSent())
      .on("POST /api/auth/consumer/otp/verify", verified(false))
      .on(LOCATION, location(null))
      .on(SAVE, location(day));
    const app = openList(api);
    await openFilters();
    fireEvent.press(screen.getByRole("radio", { name: dayName }));
    expect(await screen.findByRole("checkbox", { name: freeOn, checked: true })).toBeOnTheScreen();
    fireEvent.press(screen.getByRole("button", { name: "Apply" }));
    await signIn();
    await waitFor(() => expect(api.calls(SAVE)).toHaveLength(1));
    expect(api.calls(SAVE)[0]?.body).toEqual({ eventDate: day });
    expect(api.calls(SAVE)[0]?.headers.authorization).toBe("Bearer new-session-token");
    await waitFor(() => expect(app.getPathname()).toBe(COLLECTION_PATH));
    expect(await screen.findByRole("button", { name: "Filters (1 applied)" })).toBeOnTheScreen();
  });

  it("keeps the profile's own date over the phone's at sign-in", async () => {
    const other = addDays(day, 1);
    const api = createFakeApi()
      .on("POST /api/auth/consumer/otp/generate", codeSent())
      .on("POST /api/auth/consumer/otp/verify", verified(false))
      .on(LOCATION, location(other));
    openList(api);
    await openFilters();
    fireEvent.press(screen.getByRole("radio", { name: dayName }));
    fireEvent.press(screen.getAllByRole("button", { name: "Close" }).at(-1)!);
    await signIn();
    await openFilters();
    expect(await screen.findByRole("checkbox", { name: `Free on ${formatWeekdayDay(other)}` })).toBeOnTheScreen();
    expect(api.calls(SAVE)).toHaveLength(0);
  });
});
