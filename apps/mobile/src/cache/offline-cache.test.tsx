import AsyncStorage from "@react-native-async-storage/async-storage";
import { fireEvent, screen, waitFor } from "expo-router/testing-library";
import { homeEnvelope } from "../../test/fixtures/catalogue";
import { createFakeApi } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";

/** Opens the home feed online once, and waits until the phone has written it to its storage. */
async function visitHomeOnline() {
  const view = renderApp("/", { api: createFakeApi().on("GET /api/home", homeEnvelope()) });
  expect(await screen.findByText("Curated Gifts For Your Loved Ones")).toBeOnTheScreen();
  await waitFor(async () => expect(await AsyncStorage.getItem("utsav.offline-cache")).toContain("Curated Gifts For Your Loved Ones"), {
    timeout: 5000,
  });
  view.unmount();
}

describe("offline", () => {
  it("shows the home feed the phone kept, under the offline notice, when the server cannot be reached", async () => {
    await visitHomeOnline();
    const api = createFakeApi().on("GET /api/home", "offline");
    renderApp("/", { api });
    expect(await screen.findByText("You are offline. Showing what was saved on this phone.")).toBeOnTheScreen();
    expect(screen.getByText("Curated Gifts For Your Loved Ones")).toBeOnTheScreen();

    api.on("GET /api/home", homeEnvelope());
    fireEvent.press(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.queryByText("You are offline. Showing what was saved on this phone.")).not.toBeOnTheScreen());
    expect(screen.getByText("Curated Gifts For Your Loved Ones")).toBeOnTheScreen();
  });

  it("says the network failed, with Try again, when nothing was kept", async () => {
    renderApp("/", { api: createFakeApi().on("GET /api/home", "offline") });
    expect(await screen.findByText("Network error. Please try again.")).toBeOnTheScreen();
    expect(screen.getByRole("button", { name: "Try again" })).toBeOnTheScreen();
  });
});
