import { screen, waitFor } from "expo-router/testing-library";
import { homeEnvelope } from "../../test/fixtures/catalogue";
import { createFakeApi, failure } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";

describe("session", () => {
  it("sends the kept token as a bearer token on every call, and asks for bearer sessions", async () => {
    const api = createFakeApi().on("GET /api/home", homeEnvelope());
    renderApp("/", { api, token: "kept-token" });
    expect(await screen.findByRole("button", { name: "Profile" })).toBeOnTheScreen();
    const [call] = api.calls("GET /api/home");
    expect(call?.headers.authorization).toBe("Bearer kept-token");
    expect(call?.headers["x-session-transport"]).toBe("bearer");
  });

  it("shows Login when no token was kept", async () => {
    renderApp("/", { api: createFakeApi().on("GET /api/home", homeEnvelope()) });
    expect(await screen.findByRole("button", { name: "Login" })).toBeOnTheScreen();
  });

  it("forgets a token the server no longer knows", async () => {
    const api = createFakeApi().on("GET /api/home", failure(401, "Please sign in to continue", "UNAUTHENTICATED"));
    const app = renderApp("/", { api, token: "ended-token" });
    expect(await screen.findByText("Please sign in to continue")).toBeOnTheScreen();
    await waitFor(() => expect(app.tokenStore.token).toBeNull());
  });
});
