import AsyncStorage from "@react-native-async-storage/async-storage";
import { act, fireEvent, screen, waitFor } from "expo-router/testing-library";
import { responseSchemas } from "@utsav/api-client/shopper-validate";
import { addDays, earliestEventDate, formatWeekdayDay } from "@utsav/domain/shopper";
import { AppState, Linking } from "react-native";
import type { AppStateStatus } from "react-native";
import { expectAccessibleControls } from "../../../../test/accessible-controls";
import { FAKE_PUSH_TOKEN, pushFake } from "../../../../test/expo-notifications-fake";
import { createFakeApi } from "../../../../test/fake-api";
import { briefEnvelope } from "../../../../test/fixtures/briefs";
import { offeringEnvelope, ok } from "../../../../test/fixtures/catalogue";
import { renderApp } from "../../../../test/render-app";
import { PushPrompt } from "./push-prompt";

// The card that asks to turn notifications on (docs/decisions/0073): at a moment that says what for, never at launch;
// the phone's answer, yes (the token registered), no (the way to Settings) or 'Not now' (kept for a while).

jest.mock("expo-constants", () => ({
  __esModule: true,
  default: { expoConfig: { extra: { eas: { projectId: "utsav-eas-project" } } } },
}));

const PUT = "PUT /api/push-tokens";
const registered = ok(responseSchemas.registerPushToken, { role: "consumer", platform: "ios" });
const vendorRegistered = ok(responseSchemas.registerPushToken, { role: "vendor", platform: "ios" });

/** The vendor's dashboard's card, on a screen of its own: the dashboard (another task's) places it. */
const dashboardCard = { "vendor-card": () => <PushPrompt moment="vendor" /> };

async function sendBooking(token: string | null) {
  const api = createFakeApi()
    .on("GET /api/offerings/brass-diya-hamper-dgc12", offeringEnvelope())
    .on("POST /api/public/booking", ok(responseSchemas.submitBooking, { bookingId: "b-1", status: "received", payment: null }))
    .on(PUT, registered);
  renderApp("/offerings/brass-diya-hamper-dgc12", { api, token });
  fireEvent.press(await screen.findByRole("button", { name: "Book Now" }));
  fireEvent.changeText(await screen.findByLabelText("Name, required"), "Asha Rao");
  fireEvent.changeText(screen.getByLabelText("Phone Number, required"), "9845012345");
  fireEvent.press(screen.getByRole("radio", { name: formatWeekdayDay(addDays(earliestEventDate(null), 2)) }));
  fireEvent.press(screen.getByRole("button", { name: "Submit" }));
  expect(await screen.findByText("Your booking has been placed! We will get back to you shortly.")).toBeOnTheScreen();
  return api;
}

describe("asking to turn notifications on", () => {
  it("never happens at launch: the app opens signed in without the card, the phone's dialog or a channel", async () => {
    const api = createFakeApi().on(PUT, registered);
    renderApp("/", { api, token: "kept-token" });
    expect(await screen.findByRole("button", { name: "Try again" })).toBeOnTheScreen();
    expect(screen.queryByRole("button", { name: "Turn on notifications" })).not.toBeOnTheScreen();
    expect(pushFake.state.asked).toBe(0);
    expect(pushFake.state.channels).toEqual([]);
    expect(api.calls(PUT)).toEqual([]);
  });

  it("shows on a request just sent, where its quotes will arrive, and asks the phone only when pressed", async () => {
    const api = createFakeApi().on(PUT, registered).on("GET /api/consumer/briefs/br1", briefEnvelope());
    renderApp("/account/briefs/br1", { api, token: "kept-token" });
    expect(await screen.findByRole("header", { name: "Hear when a quote arrives" })).toBeOnTheScreen();
    expect(pushFake.state.asked).toBe(0);
    fireEvent.press(screen.getByRole("button", { name: "Turn on notifications" }));
    await waitFor(() => expect(api.calls(PUT)).toHaveLength(1));
    expect(pushFake.state.asked).toBe(1);
  });

  it("shows after a booking is sent, and on yes registers this phone for the shopper with PUT /api/push-tokens", async () => {
    const api = await sendBooking("kept-token");
    expect(screen.getByRole("header", { name: "Hear when the vendor answers" })).toBeOnTheScreen();
    expect(pushFake.state.asked).toBe(0);
    expectAccessibleControls();
    fireEvent.press(screen.getByRole("button", { name: "Turn on notifications" }));
    expect(await screen.findByText("Notifications are on for this phone.")).toBeOnTheScreen();
    expect(pushFake.state.asked).toBe(1);
    await waitFor(() => expect(api.calls(PUT)).toHaveLength(1));
    const [call] = api.calls(PUT);
    expect(call?.body).toEqual({ token: FAKE_PUSH_TOKEN, platform: "ios" });
    expect(call?.headers.authorization).toBe("Bearer kept-token");
    expect(pushFake.state.tokenProjects).toEqual(["utsav-eas-project"]);
    expect(screen.queryByRole("button", { name: "Turn on notifications" })).not.toBeOnTheScreen();
  });

  it("is not shown to a guest, whose booking has no account to register for", async () => {
    await sendBooking(null);
    expect(screen.queryByText("Hear when the vendor answers")).not.toBeOnTheScreen();
  });

  it("shows on a vendor's dashboard for a signed-in vendor, and registers the phone for the vendor's session", async () => {
    const api = createFakeApi().on(PUT, vendorRegistered);
    renderApp("/vendor-card", { api, token: "vendor:kept-token", routes: dashboardCard });
    expect(await screen.findByRole("header", { name: "Get new bookings on this phone" })).toBeOnTheScreen();
    expectAccessibleControls();
    fireEvent.press(screen.getByRole("button", { name: "Turn on notifications" }));
    await waitFor(() => expect(api.calls(PUT)).toHaveLength(1));
    expect(api.calls(PUT)[0]?.headers.authorization).toBe("Bearer kept-token");
  });

  it("is not the vendor's card for a shopper", async () => {
    renderApp("/vendor-card", { token: "kept-token", routes: dashboardCard });
    await act(async () => {});
    expect(screen.queryByText("Get new bookings on this phone")).not.toBeOnTheScreen();
  });

  it("after a no, says how to turn them on in Settings, and never asks again", async () => {
    pushFake.answerWith("denied");
    const settings = jest.spyOn(Linking, "openSettings").mockResolvedValue(undefined);
    const api = createFakeApi();
    renderApp("/vendor-card", { api, token: "vendor:kept-token", routes: dashboardCard });
    fireEvent.press(await screen.findByRole("button", { name: "Turn on notifications" }));
    expect(await screen.findByRole("header", { name: "Notifications are off for Utsav" })).toBeOnTheScreen();
    expect(screen.getByText("To get them, open Settings, then Notifications, and allow them for Utsav.")).toBeOnTheScreen();
    expect(screen.queryByRole("button", { name: "Turn on notifications" })).not.toBeOnTheScreen();
    expectAccessibleControls();
    fireEvent.press(screen.getByRole("link", { name: "Open Settings" }));
    expect(settings).toHaveBeenCalledTimes(1);
    expect(pushFake.state.asked).toBe(1);
    expect(api.calls(PUT)).toEqual([]);
  });

  it("for a phone that said no before, shows the way to Settings without asking, and notices when it comes back allowed", async () => {
    pushFake.setPermission("denied");
    const listeners: ((state: AppStateStatus) => void)[] = [];
    jest.spyOn(AppState, "addEventListener").mockImplementation((_, listener) => {
      listeners.push(listener);
      return { remove: () => undefined };
    });
    const api = createFakeApi().on(PUT, vendorRegistered);
    renderApp("/vendor-card", { api, token: "vendor:kept-token", routes: dashboardCard });
    expect(await screen.findByText("Notifications are off for Utsav")).toBeOnTheScreen();
    expect(pushFake.state.asked).toBe(0);
    pushFake.setPermission("granted");
    await act(async () => listeners.forEach((listener) => listener("active")));
    expect(await screen.findByText("Notifications are on for this phone.")).toBeOnTheScreen();
    await waitFor(() => expect(api.calls(PUT)).toHaveLength(1));
  });

  it("remembers 'Not now' for that moment: the card stays away when the screen opens again", async () => {
    renderApp("/vendor-card", { token: "vendor:kept-token", routes: dashboardCard });
    fireEvent.press(await screen.findByRole("button", { name: "Not now" }));
    expect(screen.queryByText("Get new bookings on this phone")).not.toBeOnTheScreen();
    await waitFor(async () => expect(await AsyncStorage.getItem("utsav.push.not-now.vendor")).not.toBeNull());
    expect(pushFake.state.asked).toBe(0);
    screen.unmount();
    renderApp("/vendor-card", { token: "vendor:kept-token", routes: dashboardCard });
    await act(async () => {});
    expect(screen.queryByText("Get new bookings on this phone")).not.toBeOnTheScreen();
  });

  it("offers it again once 'Not now' is 30 days old", async () => {
    await AsyncStorage.setItem("utsav.push.not-now.vendor", String(Date.now() - 31 * 24 * 60 * 60 * 1000));
    renderApp("/vendor-card", { token: "vendor:kept-token", routes: dashboardCard });
    expect(await screen.findByText("Get new bookings on this phone")).toBeOnTheScreen();
  });

  it("is not shown once notifications are on", async () => {
    pushFake.setPermission("granted");
    renderApp("/vendor-card", { api: createFakeApi().on(PUT, vendorRegistered), token: "vendor:kept-token", routes: dashboardCard });
    await act(async () => {});
    expect(screen.queryByText("Get new bookings on this phone")).not.toBeOnTheScreen();
  });
});
