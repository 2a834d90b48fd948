import { fireEvent, screen, waitFor } from "expo-router/testing-library";
import * as WebBrowser from "expo-web-browser";
import { homeEnvelope, sectionEnvelope } from "../../../test/fixtures/catalogue";
import { createFakeApi, failure } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";

/** The titles the stack's headers show (the native header's configuration). */
const headerTitles = () =>
  screen.UNSAFE_root.findAll((node) => String(node.type) === "RNSScreenStackHeaderConfig").map((node) => node.props.title as string);

describe("home", () => {
  it("shows skeletons, then the widgets of /api/home in order, but not the banner that says the app is coming", async () => {
    const api = createFakeApi().on("GET /api/home", homeEnvelope());
    renderApp("/", { api });
    expect(screen.getByLabelText("Loading…")).toBeOnTheScreen();
    expect(await screen.findByText("Curated Gifts For Your Loved Ones")).toBeOnTheScreen();
    expect(screen.getByRole("button", { name: "Celebrations in Bengaluru, Select your City" })).toBeOnTheScreen();
    expect(screen.getByRole("tab", { name: "Decor" })).toBeOnTheScreen();
    expect(screen.getByText("Brass Diya Hamper")).toBeOnTheScreen();
    expect(screen.getAllByText("Starting at").length).toBeGreaterThan(0);
    // The app-only banner advertises the app itself: not inside the app (issue 42, docs/decisions/0063).
    expect(screen.getByText("Handpicked brands you can count on")).toBeOnTheScreen();
    expect(screen.queryByText("Coming soon to Android and iPhone")).not.toBeOnTheScreen();
  });

  it("leaves out the web's notify-me box and its 'App coming soon': the shopper is in the app (issue 42)", async () => {
    const api = createFakeApi().on("GET /api/home", homeEnvelope());
    renderApp("/", { api });
    // What still holds inside the app stays: the kicker's "Now in Bengaluru", the title, request proposals.
    expect(await screen.findByText("Now in Bengaluru")).toBeOnTheScreen();
    expect(screen.getByRole("link", { name: "request proposals" })).toBeOnTheScreen();
    expect(screen.queryByText(/coming soon|in the stores|when we launch/i)).not.toBeOnTheScreen();
    expect(screen.queryByLabelText("Enter your email")).not.toBeOnTheScreen();
    expect(screen.queryByRole("button", { name: "Notify me" })).not.toBeOnTheScreen();
  });

  it("names the consumer's chosen locality in the home band once signed in, else the city", async () => {
    const hsr = { name: "HSR Layout", pincodes: ["560102"], lat: 12.91, lon: 77.64 };
    const api = createFakeApi()
      .on("GET /api/home", homeEnvelope())
      .on("GET /api/location", {
        success: true,
        data: { locality: hsr, unservedOfferingIds: [], eventDate: null, unavailableOfferingIds: [] },
        errorMessage: null,
      });
    renderApp("/", { api, token: "kept-token" });
    const band = await screen.findByRole("button", { name: "Celebrations in HSR Layout, Select your City" });
    expect(band).toBeOnTheScreen();
    expect(screen.getByText("HSR Layout")).toBeOnTheScreen();
    expect(screen.queryByRole("button", { name: "Celebrations in Bengaluru, Select your City" })).toBeNull();
  });

  it("does not ask for a locality while signed out, and names the city", async () => {
    const api = createFakeApi().on("GET /api/home", homeEnvelope());
    renderApp("/", { api });
    expect(await screen.findByRole("button", { name: "Celebrations in Bengaluru, Select your City" })).toBeOnTheScreen();
    expect(api.calls("GET /api/location")).toEqual([]);
  });

  it("says what failed when the feed cannot load, and loads it on Try again", async () => {
    const api = createFakeApi().on("GET /api/home", failure(503, "The service is temporarily unavailable. Please try again shortly."));
    renderApp("/", { api });
    expect(await screen.findByText("The service is temporarily unavailable. Please try again shortly.")).toBeOnTheScreen();
    api.on("GET /api/home", homeEnvelope());
    fireEvent.press(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Curated Gifts For Your Loved Ones")).toBeOnTheScreen();
  });

  it("falls back to the spec's message when the answer is not a home feed", async () => {
    const api = createFakeApi().on("GET /api/home", { body: { success: true, data: { widgets: "none" }, errorMessage: null } });
    renderApp("/", { api });
    expect(await screen.findByText("Failed to fetch home data")).toBeOnTheScreen();
  });

  it("opens a section's page from its pill, with the section's title and rows", async () => {
    const api = createFakeApi().on("GET /api/home", homeEnvelope()).on("GET /api/home?section=decor", sectionEnvelope());
    const view = renderApp("/", { api });
    fireEvent.press(await screen.findByRole("tab", { name: "Decor" }));
    expect(await screen.findByText("Party Decor Made Effortless")).toBeOnTheScreen();
    expect(view.getPathname()).toBe("/decor");
    expect(screen.getByRole("tab", { name: "Decor", selected: true })).toBeOnTheScreen();
  });

  it("opens the app's own request proposals screen, not the site in a browser where the shopper signs in again", async () => {
    const open = jest.spyOn(WebBrowser, "openBrowserAsync").mockResolvedValue({ type: WebBrowser.WebBrowserResultType.DISMISS });
    const view = renderApp("/", { api: createFakeApi().on("GET /api/home", homeEnvelope()) });
    fireEvent.press(await screen.findByRole("link", { name: "request proposals" }));
    expect(await screen.findByRole("header", { name: "Tell us about your event" })).toBeOnTheScreen();
    expect(view.getPathname()).toBe("/request-proposals");
    expect(open).not.toHaveBeenCalled();
  });

  it("shows the 404 screen for an unknown section, with no '[section]' for its title", async () => {
    renderApp("/festivals", { alone: true });
    expect(await screen.findByText("We could not find that page")).toBeOnTheScreen();
    await waitFor(() => expect(screen.getAllByRole("link", { name: "Go to the home page" }).length).toBeGreaterThan(0));
    // The page's heading says what was not found; the bar above it says nothing rather than the file's name.
    expect(headerTitles()).toEqual([""]);
  });

  it("has one header on a section's page: the screen's, with Back, not the home header under it", async () => {
    const api = createFakeApi().on("GET /api/home", homeEnvelope()).on("GET /api/home?section=decor", sectionEnvelope());
    renderApp("/", { api });
    fireEvent.press(await screen.findByRole("tab", { name: "Decor" }));
    expect(await screen.findByText("Party Decor Made Effortless")).toBeOnTheScreen();
    expect(headerTitles()).toContain("Decor");
    expect(screen.queryByRole("button", { name: "Celebrations in Bengaluru, Select your City" })).not.toBeOnTheScreen();
  });
});
