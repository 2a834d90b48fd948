import AsyncStorage from "@react-native-async-storage/async-storage";
import { act, fireEvent, screen, waitFor, within } from "expo-router/testing-library";
import { router } from "expo-router";
import { responseSchemas } from "@utsav/api-client/shopper-validate";
import { LOCALITY_COPY } from "@utsav/domain/shopper";
import { codeSent, verified } from "../../../test/fixtures/account";
import { CARDS, collectionEnvelope, homeEnvelope, offeringEnvelope, ok } from "../../../test/fixtures/catalogue";
import { pageData, searchResult, suggestions as searchSuggestions } from "../../../test/fixtures/search";
import { expectAccessibleControls } from "../../../test/accessible-controls";
import { createFakeApi, failure } from "../../../test/fake-api";
import type { FakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";

// "Serves my area" in the app (docs/decisions/0069): the locality picker in the city popup, kept on the phone while
// signed out (GET /api/public/localities/unserved) and in the profile once signed in (PUT /api/location); the cards'
// "Doesn't serve …", the lists' and search's toggle, the offering's line and the booking form's locality.

const WHITEFIELD = { name: "Whitefield", pincodes: ["560066"], lat: 12.9698, lon: 77.75 };
const COLLECTION_PATH = "/collections/curated-gifts-for-your-loved-ones";
const COLLECTION = "GET /api/collections/curated-gifts-for-your-loved-ones";
const UNSERVED = "GET /api/public/localities/unserved";
const LOCATION = "GET /api/location";
const SAVE = "PUT /api/location";
const unserved = (ids: string[]) => ok(responseSchemas.getUnserved, { locality: WHITEFIELD, unservedOfferingIds: ids });
const location = (chosen: boolean, ids: string[] = []) =>
  ok(responseSchemas.getLocation, {
    locality: chosen ? WHITEFIELD : null,
    unservedOfferingIds: ids,
    eventDate: null,
    unavailableOfferingIds: [],
  });
const suggestions = ok(responseSchemas.getLocalities, { localities: [WHITEFIELD], match: null });
const laddooUnserved = new RegExp(`^Jaggery Laddoo Box.*Doesn't serve Whitefield$`);

/** The offering titles in the grid, top to bottom. */
const titles = () => screen.getAllByRole("link").map((link) => link.props.accessibilityLabel.split(",")[0]);

/** The city popup from the home header, and Whitefield picked from what "White" finds. */
async function pickWhitefield() {
  fireEvent.press(await screen.findByRole("button", { name: /^Celebrations in/ }));
  fireEvent.changeText(screen.getByLabelText(LOCALITY_COPY.label), "White");
  fireEvent.press(await screen.findByRole("button", { name: "Whitefield, 560066" }));
}

function withLocalities(api: FakeApi) {
  return api.on("GET /api/home", homeEnvelope()).on("GET /api/localities?q=White", suggestions);
}

describe("Serves my area", () => {
  it("signed out, picks a locality in the city popup, keeps it on the phone, and marks the cards its vendors do not serve", async () => {
    const api = withLocalities(createFakeApi()).on(UNSERVED, unserved([CARDS.marigold.id]));
    renderApp("/", { api });
    await pickWhitefield();
    expect(await screen.findByRole("button", { name: /^Celebrations in Whitefield/ })).toBeOnTheScreen();
    expect(api.calls(UNSERVED)[0]?.path).toBe("/api/public/localities/unserved?locality=Whitefield");
    expect(api.calls(UNSERVED)[0]?.headers.authorization).toBeUndefined();
    expect(await AsyncStorage.getItem("utsav.locality")).toBe("Whitefield");
    const marigold = await screen.findByRole("link", { name: /^Marigold Entrance.*Doesn't serve Whitefield$/ });
    expect(within(marigold).getByText("Doesn't serve Whitefield")).toBeOnTheScreen();
    expect(api.calls(SAVE)).toHaveLength(0);
  });

  it("says when nothing matches, and what to type instead", async () => {
    const api = withLocalities(createFakeApi()).on(
      "GET /api/localities?q=Atlantis",
      ok(responseSchemas.getLocalities, { localities: [], match: null }),
    );
    renderApp("/", { api });
    fireEvent.press(await screen.findByRole("button", { name: /^Celebrations in/ }));
    fireEvent.changeText(screen.getByLabelText(LOCALITY_COPY.label), "Atlantis");
    expect(await screen.findByText("No locality matches “Atlantis”")).toBeOnTheScreen();
    expect(screen.getByText(LOCALITY_COPY.noMatchHint)).toBeOnTheScreen();
    expectAccessibleControls();
  });

  it("keeps on the lists only the vendors that serve it, once the toggle is on; forgetting it turns the toggle off", async () => {
    await AsyncStorage.setItem("utsav.locality", "Whitefield");
    const api = createFakeApi()
      .on(COLLECTION, collectionEnvelope())
      .on(UNSERVED, unserved([CARDS.laddoo.id]));
    renderApp(COLLECTION_PATH, { api });
    expect(await screen.findByRole("link", { name: laddooUnserved })).toBeOnTheScreen();
    fireEvent.press(screen.getByRole("button", { name: "Filters" }));
    fireEvent.press(await screen.findByRole("checkbox", { name: "Serves my area (Whitefield)", checked: false }));
    expectAccessibleControls();
    fireEvent.press(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(titles()).toEqual(["Brass Diya Hamper", "Marigold Entrance"]));
    expect(screen.getByRole("button", { name: "Filters (1 applied)" })).toBeOnTheScreen();

    fireEvent.press(screen.getByRole("button", { name: "Filters (1 applied)" }));
    fireEvent.press(await screen.findByRole("button", { name: "Forget Whitefield" }));
    expect(await screen.findByLabelText(LOCALITY_COPY.label)).toBeOnTheScreen();
    fireEvent.press(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(titles()).toEqual(["Brass Diya Hamper", "Jaggery Laddoo Box", "Marigold Entrance"]));
    expect(await AsyncStorage.getItem("utsav.locality")).toBeNull();
  });

  it("searches with servesLocality when the toggle is on", async () => {
    await AsyncStorage.setItem("utsav.locality", "Whitefield");
    const api = createFakeApi()
      .on(UNSERVED, unserved([]))
      .on("GET /api/search/page-data", pageData())
      .on("POST /api/search/suggestions", searchSuggestions())
      .on("POST /api/search", searchResult([CARDS.hamper]));
    renderApp("/search?q=diya", { api });
    fireEvent.press(await screen.findByRole("button", { name: /^Filters/ }));
    fireEvent.press(await screen.findByRole("checkbox", { name: "Serves my area (Whitefield)" }));
    fireEvent.press(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(api.calls("POST /api/search").at(-1)?.body).toMatchObject({ filters: { servesLocality: "Whitefield" } }));
  });

  it("says on the offering whether its vendor serves the locality, and starts the booking form with it", async () => {
    await AsyncStorage.setItem("utsav.locality", "Whitefield");
    const line = "Doesn't serve Whitefield: 13 km away, serves within 8 km of HSR Layout";
    const api = createFakeApi()
      .on(UNSERVED, unserved([]))
      .on("GET /api/offerings/brass-diya-hamper-dgc12", offeringEnvelope())
      .on(
        "GET /api/serviceability",
        ok(responseSchemas.getServiceability, {
          serves: false,
          distanceKm: 13,
          baseLocality: "HSR Layout",
          radiusKm: 8,
          locality: "Whitefield",
          line,
        }),
      );
    renderApp("/offerings/brass-diya-hamper-dgc12", { api });
    expect(await screen.findByText(line)).toBeOnTheScreen();
    act(() => router.push("/booking/brass-diya-hamper-dgc12"));
    expect(await screen.findByDisplayValue("Whitefield")).toBeOnTheScreen();
    // The form checks it at once, and says so under the box before Submit (docs/decisions/0064).
    expect(await screen.findByText(new RegExp(`${line}$`))).toBeOnTheScreen();
    expect(api.calls("GET /api/serviceability")).toHaveLength(1);
  });

  it("signed in, keeps the choice in the profile; a choice made on the phone moves into a profile that has none", async () => {
    await AsyncStorage.setItem("utsav.locality", "Whitefield");
    const api = withLocalities(createFakeApi())
      .on(UNSERVED, unserved([]))
      .on("POST /api/auth/consumer/otp/generate", codeSent())
      .on("POST /api/auth/consumer/otp/verify", verified(true))
      .on(LOCATION, location(false))
      .on(SAVE, location(true, [CARDS.marigold.id]));
    renderApp("/", { api });
    expect(await screen.findByRole("button", { name: /^Celebrations in Whitefield/ })).toBeOnTheScreen();
    fireEvent.press(screen.getByRole("button", { name: "Login" }));
    fireEvent.changeText(await screen.findByLabelText("Phone number, required"), "98450 12345");
    fireEvent.press(screen.getByRole("button", { name: "Get OTP" }));
    await screen.findByLabelText("Digit 1 of 6");
    "123456".split("").forEach((digit, i) => fireEvent.changeText(screen.getByLabelText(`Digit ${i + 1} of 6`), digit));
    await waitFor(() => expect(api.calls(SAVE)).toHaveLength(1));
    expect(api.calls(SAVE)[0]?.body).toEqual({ locality: "Whitefield" });
    expect(api.calls(SAVE)[0]?.headers.authorization).toBe("Bearer new-session-token");
    expect(await AsyncStorage.getItem("utsav.locality")).toBeNull();
  });

  it("signed in, shows what the server refuses in its words", async () => {
    const api = withLocalities(createFakeApi()).on(LOCATION, location(false)).on(SAVE, failure(400, LOCALITY_COPY.saveFailed));
    renderApp("/", { api, token: "kept-token" });
    await pickWhitefield();
    expect(await screen.findByRole("alert")).toHaveTextContent(LOCALITY_COPY.saveFailed);
    expect(api.calls(SAVE)[0]?.headers.authorization).toBe("Bearer kept-token");
  });
});
