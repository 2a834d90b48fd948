import AsyncStorage from "@react-native-async-storage/async-storage";
import { responseSchemas } from "@utsav/api-client/shopper-validate";
import type { QueryClient } from "@tanstack/react-query";
import { fireEvent, screen, waitFor } from "expo-router/testing-library";
import { consumer } from "../../test/fixtures/account";
import { bookingList, bookingSummary } from "../../test/fixtures/bookings";
import { homeEnvelope, ok } from "../../test/fixtures/catalogue";
import { createFakeApi, failure } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { isShopperQuery } from "./shopper-data";

// Issue 42: "a 401 sign-out leaves the last shopper's data in the cache". Whoever picks up the phone next must not
// see the bookings, the profile or the event date of the shopper before them (docs/decisions/0062).

const LIST = "GET /api/consumer/bookings";
const OFFLINE_CACHE = "utsav.offline-cache";
const row = /^Brass Diya Hamper, Confirmed/;

/** The shopper's bookings, read and cached while signed in. */
async function openMyBookings(api = createFakeApi()) {
  api.on(LIST, bookingList([bookingSummary("bk1")])).on("GET /api/home", homeEnvelope());
  // Alone: the home feed under it would keep the public catalogue, whose titles this test looks for.
  const app = renderApp("/account/bookings", { api, token: "kept-token", alone: true });
  expect(await screen.findByRole("link", { name: row })).toBeOnTheScreen();
  expect(app.queryClient.getQueryData(["consumer", "bookings"])).toBeDefined();
  app.queryClient.setQueryData(["location"], { locality: null, eventDate: "2026-12-12" });
  // What a vendor's session would have read on this phone (docs/decisions/0071): the same rule forgets it.
  app.queryClient.setQueryData(["vendor", "bookings", "", ""], { bookings: [{ customerPhone: "+919845012345" }] });
  return { api, app };
}

/** The shopper's queries that still hold an answer (a screen still drawn may keep an empty one). */
const shopperAnswers = (client: QueryClient) =>
  client
    .getQueryCache()
    .findAll({ predicate: isShopperQuery })
    .filter((query) => query.state.data !== undefined)
    .map((query) => query.queryKey);

/** What the phone's storage keeps, once it has written the cache after the last change. */
async function persisted(): Promise<string> {
  let kept: string | null = null;
  await waitFor(
    async () => {
      kept = await AsyncStorage.getItem(OFFLINE_CACHE);
      expect(kept).not.toBeNull();
    },
    { timeout: 5000 },
  );
  return kept ?? "";
}

describe("the shopper's data on the phone", () => {
  it("is forgotten when the server answers 401 to the shopper's token", async () => {
    const { api, app } = await openMyBookings();
    // The session ended on the server (expired, or ended from another device): the next call is refused.
    api.on("GET /api/consumer/bookings/bk1", failure(401, "Please sign in to continue", "UNAUTHENTICATED"));
    fireEvent.press(screen.getByRole("link", { name: row }));
    await waitFor(() => expect(app.tokenStore.token).toBeNull());
    expect(app.queryClient.getQueryData(["consumer", "bookings"])).toBeUndefined();
    expect(app.queryClient.getQueryData(["location"])).toBeUndefined();
    expect(app.queryClient.getQueryData(["vendor", "bookings", "", ""])).toBeUndefined();
    expect(shopperAnswers(app.queryClient)).toEqual([]);
    const kept = await persisted();
    expect(kept).not.toContain("Brass Diya Hamper");
    expect(kept).not.toContain("2026-12-12");
  });

  it("is forgotten when the shopper logs out", async () => {
    const { api, app } = await openMyBookings();
    api.on("GET /api/consumer", consumer()).on("POST /api/auth/consumer/logout", ok(responseSchemas.logout, { loggedOut: true }));
    fireEvent.press(screen.getByRole("button", { name: "Profile" }));
    fireEvent.press(await screen.findByRole("button", { name: "Logout" }));
    await waitFor(() => expect(app.tokenStore.token).toBeNull());
    expect(shopperAnswers(app.queryClient)).toEqual([]);
  });
});
