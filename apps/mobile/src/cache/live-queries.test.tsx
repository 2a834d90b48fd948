import { act, screen, waitFor } from "expo-router/testing-library";
import { AppState } from "react-native";
import type { AppStateStatus } from "react-native";
import { bookingList, bookingSummary } from "../../test/fixtures/bookings";
import { homeEnvelope } from "../../test/fixtures/catalogue";
import { emitNetworkState } from "../../test/expo-network-mock";
import { createFakeApi } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";

// Issue 42: "no refetch when the app returns to the foreground or comes back online" (docs/decisions/0062).

const LIST = "GET /api/consumer/bookings";

/** AppState as the phone drives it: the test moves the app to the background and back. */
function watchAppState() {
  const listeners = new Set<(state: AppStateStatus) => void>();
  jest.spyOn(AppState, "addEventListener").mockImplementation((_type, listener) => {
    listeners.add(listener);
    return { remove: () => listeners.delete(listener) };
  });
  return (state: AppStateStatus) => act(() => listeners.forEach((listener) => listener(state)));
}

describe("live data", () => {
  it("asks again for what is stale when the app returns to the foreground", async () => {
    const moveTo = watchAppState();
    const api = createFakeApi().on(LIST, bookingList([bookingSummary("bk1")]));
    renderApp("/account/bookings", { api, token: "kept-token" });
    expect(await screen.findByRole("link", { name: /^Brass Diya Hamper, Confirmed/ })).toBeOnTheScreen();
    expect(api.calls(LIST)).toHaveLength(1);

    // While the phone was away, the vendor answered a second booking.
    api.on(LIST, bookingList([bookingSummary("bk2", { offeringName: "Marigold Entrance" }), bookingSummary("bk1")]));
    moveTo("background");
    moveTo("active");
    expect(await screen.findByRole("link", { name: /^Marigold Entrance, Confirmed/ })).toBeOnTheScreen();
    expect(api.calls(LIST)).toHaveLength(2);
  });

  it("does not ask again while the app only goes to the background", async () => {
    const moveTo = watchAppState();
    const api = createFakeApi().on(LIST, bookingList([bookingSummary("bk1")]));
    renderApp("/account/bookings", { api, token: "kept-token" });
    await screen.findByRole("link", { name: /^Brass Diya Hamper, Confirmed/ });
    moveTo("background");
    moveTo("inactive");
    await act(async () => {});
    expect(api.calls(LIST)).toHaveLength(1);
  });

  it("asks again when the network comes back", async () => {
    const api = createFakeApi().on("GET /api/home", "offline");
    renderApp("/", { api });
    expect(await screen.findByText("Network error. Please try again.")).toBeOnTheScreen();

    api.on("GET /api/home", homeEnvelope());
    act(() => emitNetworkState({ isConnected: false }));
    act(() => emitNetworkState({ isConnected: true, isInternetReachable: true }));
    expect(await screen.findByText("Curated Gifts For Your Loved Ones")).toBeOnTheScreen();
    await waitFor(() => expect(screen.queryByText("Network error. Please try again.")).not.toBeOnTheScreen());
  });
});
