import { act, fireEvent, screen, waitFor } from "expo-router/testing-library";
import { responseSchemas } from "@utsav/api-client/shopper-validate";
import { Linking, Text } from "react-native";
import { FAKE_PUSH_TOKEN, pushFake } from "../../../../test/expo-notifications-fake";
import { codeSent, consumer, verified } from "../../../../test/fixtures/account";
import { homeEnvelope, ok } from "../../../../test/fixtures/catalogue";
import { createFakeApi, failure } from "../../../../test/fake-api";
import type { FakeApi } from "../../../../test/fake-api";
import { renderApp } from "../../../../test/render-app";

// This phone's token registered for whoever is signed in, at each launch; forgotten before every sign-out; and a tapped
// notification opening the screen it names, signed in or after sign-in (docs/decisions/0073).

const mockConstants: { expoConfig: { extra: Record<string, unknown> } } = { expoConfig: { extra: {} } };
jest.mock("expo-constants", () => ({
  __esModule: true,
  default: {
    // read as modules load too, before this file's constants are set
    get expoConfig() {
      return typeof mockConstants === "undefined" ? null : mockConstants.expoConfig;
    },
  },
}));
beforeEach(() => {
  mockConstants.expoConfig = { extra: { eas: { projectId: "utsav-eas-project" } } };
});

const PUT = "PUT /api/push-tokens";
const DELETE = "DELETE /api/push-tokens";
const registered = (role: "consumer" | "vendor") => ok(responseSchemas.registerPushToken, { role, platform: "ios" });
const removed = ok(responseSchemas.forgetPushToken, { removed: true });

/** The vendor's booking, as a screen of the test's own: the notification's path is what is checked, not the screen. */
const bookingScreen = { "vendor/bookings/[id]": () => <Text>Vendor booking screen</Text> };

/** The order the app called the API in, as "METHOD /path". */
const order = (api: FakeApi) => api.requests.map((r) => `${r.method} ${r.path}`);

describe("registering this phone", () => {
  it("at launch, for a signed-in shopper whose phone allows notifications: PUT /api/push-tokens with the session's bearer", async () => {
    pushFake.setPermission("granted");
    const api = createFakeApi().on(PUT, registered("consumer")).on("GET /api/home", homeEnvelope());
    renderApp("/", { api, token: "kept-token" });
    await waitFor(() => expect(api.calls(PUT)).toHaveLength(1));
    expect(api.calls(PUT)[0]).toMatchObject({
      body: { token: FAKE_PUSH_TOKEN, platform: "ios" },
      headers: { authorization: "Bearer kept-token" },
    });
    expect(pushFake.state.tokenProjects).toEqual(["utsav-eas-project"]);
    expect(pushFake.state.asked).toBe(0);
  });

  it("at launch for a signed-in vendor, whose bearer says whose phone it is", async () => {
    pushFake.setPermission("granted");
    const api = createFakeApi().on(PUT, registered("vendor"));
    renderApp("/vendor/login", { api, token: "vendor:kept-token" });
    await waitFor(() => expect(api.calls(PUT)).toHaveLength(1));
    expect(api.calls(PUT)[0]?.headers.authorization).toBe("Bearer kept-token");
  });

  it("not at all while signed out, while the phone has not allowed it, or without an EAS project (a local run)", async () => {
    const api = createFakeApi().on("GET /api/home", homeEnvelope()).on(PUT, registered("consumer"));
    const first = renderApp("/", { api });
    await act(async () => {});
    first.unmount();
    const second = renderApp("/", { api, token: "kept-token" });
    await act(async () => {});
    second.unmount();
    pushFake.setPermission("granted");
    mockConstants.expoConfig = { extra: {} };
    renderApp("/", { api, token: "kept-token" });
    await act(async () => {});
    expect(api.calls(PUT)).toEqual([]);
    expect(pushFake.state.tokenProjects).toEqual([]);
  });
});

describe("signing out", () => {
  function openProfile() {
    pushFake.setPermission("granted");
    const api = createFakeApi()
      .on("GET /api/consumer", consumer())
      .on("GET /api/home", homeEnvelope())
      .on(PUT, registered("consumer"))
      .on(DELETE, removed)
      .on("POST /api/auth/consumer/logout", ok(responseSchemas.logout, { loggedOut: true }))
      .on("POST /api/auth/consumer/logout-everywhere", ok(responseSchemas.logoutEverywhere, { loggedOut: true, sessionsEnded: 2 }));
    return { api, app: renderApp("/profile", { api, token: "kept-token" }) };
  }

  it("forgets this phone's token on the server first, while the session can say whose it is, then logs out", async () => {
    const { api, app } = openProfile();
    await waitFor(() => expect(api.calls(PUT)).toHaveLength(1));
    fireEvent.press(await screen.findByRole("button", { name: "Logout" }));
    expect(await screen.findByRole("button", { name: "Login" })).toBeOnTheScreen();
    expect(api.calls(DELETE)[0]).toMatchObject({ body: { token: FAKE_PUSH_TOKEN }, headers: { authorization: "Bearer kept-token" } });
    const calls = order(api);
    expect(calls.indexOf(`${DELETE}`)).toBeLessThan(calls.indexOf("POST /api/auth/consumer/logout"));
    expect(app.tokenStore.token).toBeNull();
  });

  it("signs out all the same when the token cannot be forgotten", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const { api, app } = openProfile();
    api.on(DELETE, "offline");
    fireEvent.press(await screen.findByRole("button", { name: "Logout" }));
    expect(await screen.findByRole("button", { name: "Login" })).toBeOnTheScreen();
    expect(api.calls(DELETE)).toHaveLength(1);
    expect(api.calls("POST /api/auth/consumer/logout")).toHaveLength(1);
    expect(app.tokenStore.token).toBeNull();
    expect(warn).toHaveBeenCalledWith("Push token not forgotten", expect.anything());
  });

  it("forgets it before signing out of all devices too", async () => {
    const { api } = openProfile();
    fireEvent.press(await screen.findByRole("button", { name: "Sign out of all devices" }));
    fireEvent.press(screen.getByRole("button", { name: "Yes, sign out everywhere" }));
    expect(await screen.findByRole("button", { name: "Login" })).toBeOnTheScreen();
    const calls = order(api);
    expect(calls.indexOf(DELETE)).toBeGreaterThanOrEqual(0);
    expect(calls.indexOf(DELETE)).toBeLessThan(calls.indexOf("POST /api/auth/consumer/logout-everywhere"));
  });
});

describe("a tapped notification", () => {
  it("opens the vendor's booking it names, for a signed-in vendor", async () => {
    const app = renderApp("/vendor/login", { token: "vendor:kept-token", routes: bookingScreen });
    await act(async () => {});
    await act(async () => pushFake.tap({ url: "/vendor/bookings/b1" }));
    expect(await screen.findByText("Vendor booking screen")).toBeOnTheScreen();
    expect(app.getPathname()).toBe("/vendor/bookings/b1");
  });

  it("that started the app, signed out: 'Sign in as vendor' first, then on to the booking", async () => {
    pushFake.startedBy({ url: "/vendor/bookings/b1" });
    const api = createFakeApi()
      .on("GET /api/home", homeEnvelope())
      .on("POST /api/auth/vendor/otp/generate", codeSent())
      .on("POST /api/auth/vendor/otp/verify", verified(false, "vendor-session"));
    const app = renderApp("/", { api, routes: bookingScreen });
    await waitFor(() => expect(app.getPathname()).toBe("/vendor/login"));
    expect(app.getSearchParams()).toEqual({ next: "/vendor/bookings/b1" });
    fireEvent.changeText(await screen.findByLabelText("Phone number, required"), "98450 12345");
    fireEvent.press(screen.getByRole("button", { name: "Get OTP" }));
    expect(await screen.findByText("We sent a 6-digit code to +91 98450 12345")).toBeOnTheScreen();
    "123456".split("").forEach((digit, i) => fireEvent.changeText(screen.getByLabelText(`Digit ${i + 1} of 6`), digit));
    expect(await screen.findByText("Vendor booking screen")).toBeOnTheScreen();
    expect(app.getPathname()).toBe("/vendor/bookings/b1");
    expect(app.tokenStore.token).toBe("vendor:vendor-session");
    expect(pushFake.state.lastResponse).toBeNull();
  });

  it("of a shopper's booking, signed out: the sign-in screen, as the booking's own screen asks", async () => {
    const api = createFakeApi().on("GET /api/home", homeEnvelope());
    const app = renderApp("/", { api });
    await act(async () => {});
    await act(async () => pushFake.tap({ url: "/account/bookings/b1" }));
    await waitFor(() => expect(app.getPathname()).toBe("/login"));
  });

  it("naming another site, or no screen of the app, opens nothing", async () => {
    const api = createFakeApi().on("GET /api/home", homeEnvelope());
    const open = jest.spyOn(Linking, "openURL").mockResolvedValue(true);
    const app = renderApp("/", { api, token: "vendor:kept-token", routes: bookingScreen });
    await act(async () => {});
    for (const url of ["https://evil.example", "//evil.example/vendor/bookings/b1", "/vendor/team", undefined]) {
      await act(async () => pushFake.tap({ url }));
    }
    expect(app.getPathname()).toBe("/");
    expect(screen.queryByText("Vendor booking screen")).not.toBeOnTheScreen();
    expect(open).not.toHaveBeenCalled();
  });

  it("'Sign in as vendor' ignores a next that is not one of the vendor's screens", async () => {
    const api = createFakeApi()
      .on("POST /api/auth/vendor/otp/generate", codeSent())
      .on("POST /api/auth/vendor/otp/verify", verified(false, "vendor-session"))
      .on("GET /api/vendor/dashboard", failure(500, "Something went wrong. Please try again later."));
    const app = renderApp(`/vendor/login?next=${encodeURIComponent("https://evil.example")}`, { api, routes: bookingScreen });
    fireEvent.changeText(await screen.findByLabelText("Phone number, required"), "98450 12345");
    fireEvent.press(screen.getByRole("button", { name: "Get OTP" }));
    expect(await screen.findByText("We sent a 6-digit code to +91 98450 12345")).toBeOnTheScreen();
    "123456".split("").forEach((digit, i) => fireEvent.changeText(screen.getByLabelText(`Digit ${i + 1} of 6`), digit));
    await waitFor(() => expect(app.getPathname()).toBe("/vendor"));
  });
});
