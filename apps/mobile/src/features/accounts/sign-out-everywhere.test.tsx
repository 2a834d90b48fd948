import { fireEvent, screen, within } from "expo-router/testing-library";
import { responseSchemas } from "@utsav/api-client/shopper-validate";
import { consumer, shopperMessages } from "../../../test/fixtures/account";
import { homeEnvelope, ok } from "../../../test/fixtures/catalogue";
import { createFakeApi, failure } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";
import { expectAccessibleControls } from "../../../test/accessible-controls";

// Signing out of all devices from the app's profile (docs/decisions/0066): the web's words and call, asked first.

const ROUTE = "POST /api/auth/consumer/logout-everywhere";

function openProfile() {
  const api = createFakeApi()
    .on("GET /api/consumer", consumer())
    .on("GET /api/consumer/messages", shopperMessages())
    .on("GET /api/home", homeEnvelope());
  return { api, app: renderApp("/profile", { api, token: "kept-token" }) };
}

async function askToSignOutEverywhere() {
  expect(await screen.findByRole("header", { name: "Signed in somewhere else?" })).toBeOnTheScreen();
  fireEvent.press(screen.getByRole("button", { name: "Sign out of all devices" }));
  return screen.getByText("Sign out of all devices?");
}

describe("sign out of all devices", () => {
  it("asks first, and Cancel sends nothing", async () => {
    const { api, app } = openProfile();
    await askToSignOutEverywhere();
    expectAccessibleControls();
    fireEvent.press(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByText("Sign out of all devices?")).not.toBeOnTheScreen();
    expect(api.calls(ROUTE)).toHaveLength(0);
    expect(app.tokenStore.token).toBe("kept-token");
  });

  it("ends every session on the server, then forgets this phone's and goes home", async () => {
    const { api, app } = openProfile();
    api.on(ROUTE, ok(responseSchemas.logoutEverywhere, { loggedOut: true, sessionsEnded: 3 }));
    app.queryClient.setQueryData(["location"], { locality: { name: "HSR Layout" } });
    await askToSignOutEverywhere();
    fireEvent.press(screen.getByRole("button", { name: "Yes, sign out everywhere" }));
    expect(await screen.findByRole("button", { name: "Login" })).toBeOnTheScreen();
    expect(app.tokenStore.token).toBeNull();
    expect(app.queryClient.getQueryData(["consumer"])).toBeUndefined();
    expect(app.queryClient.getQueryData(["location"])).toBeUndefined();
    expect(api.calls(ROUTE)[0]?.headers.authorization).toBe("Bearer kept-token");
  });

  it("says so when the server refuses, and keeps the phone signed in", async () => {
    const { api, app } = openProfile();
    api.on(ROUTE, failure(500, "Something went wrong. Please try again later."));
    await askToSignOutEverywhere();
    fireEvent.press(screen.getByRole("button", { name: "Yes, sign out everywhere" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Something went wrong. Please try again later.")).toBeOnTheScreen();
    expect(app.tokenStore.token).toBe("kept-token");
    expect(screen.getByRole("button", { name: "Sign out of all devices" })).toBeOnTheScreen();
  });

  it("says when the server cannot be reached, as the web does", async () => {
    const { api } = openProfile();
    api.on(ROUTE, "offline");
    await askToSignOutEverywhere();
    fireEvent.press(screen.getByRole("button", { name: "Yes, sign out everywhere" }));
    expect(await screen.findByText("Network error. Please try again.")).toBeOnTheScreen();
  });
});
