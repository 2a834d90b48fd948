import { router } from "expo-router";
import { act, fireEvent, screen, waitFor } from "expo-router/testing-library";
import { RefreshControl, Text } from "react-native";
import { expectAccessibleControls } from "../../../test/accessible-controls";
import { createFakeApi, failure } from "../../../test/fake-api";
import type { FakeApi } from "../../../test/fake-api";
import { homeEnvelope } from "../../../test/fixtures/catalogue";
import { vendorBrief, vendorBriefList } from "../../../test/fixtures/vendor-briefs";
import {
  newVendorDashboard,
  receivedBooking,
  vendorBookingsFirstPage,
  vendorDashboard,
  vendorDashboardEnvelope,
} from "../../../test/fixtures/vendor-dashboard";
import { renderApp } from "../../../test/render-app";
import { openOnWebsite } from "../../shared/lib/open-on-website";

jest.mock("../../shared/lib/open-on-website", () => ({ openOnWebsite: jest.fn(async () => ({ ok: true })) }));

const VENDOR = "vendor:kept-token";

/** The vendor's screens the dashboard links to, each a stand-in here: those are other tests' to draw. */
const STAND_INS = Object.fromEntries(
  [
    "vendor/bookings/index",
    "vendor/briefs/index",
    "vendor/leads",
    "vendor/calendar",
    "vendor/payments",
    "vendor/reviews",
    "vendor/alerts",
  ].map((name) => [name, () => <Text>{`Stand-in ${name}`}</Text>]),
);

/** A vendor with two bookings waiting for an answer, and one request to quote (of three matched). */
function busyVendor(api: FakeApi = createFakeApi()) {
  return api
    .on("GET /api/vendor/dashboard", vendorDashboardEnvelope())
    .on("GET /api/vendor/bookings", vendorBookingsFirstPage([receivedBooking("bk1"), receivedBooking("bk2")]))
    .on(
      "GET /api/vendor/briefs",
      vendorBriefList([
        vendorBrief("br1"),
        vendorBrief("br2", { answer: "quoted", quote: null }),
        vendorBrief("br3", { status: "expired", canAnswer: false }),
      ]),
    );
}

const openDashboard = (api: FakeApi) => renderApp("/vendor", { api, token: VENDOR, routes: STAND_INS });

beforeEach(() => jest.mocked(openOnWebsite).mockClear());

describe("the vendor's dashboard", () => {
  it("puts first what waits for an answer, with its count, each opening its list", async () => {
    const api = busyVendor();
    const app = openDashboard(api);
    expect(await screen.findByRole("header", { name: "Bloom Studio" })).toBeOnTheScreen();
    fireEvent.press(await screen.findByRole("link", { name: "2 bookings waiting for your answer" }));
    expect(app.getPathname()).toBe("/vendor/bookings");
    expect(app.getSearchParams()).toEqual({ status: "received" });
    expect(api.calls("GET /api/vendor/bookings")[0]?.path).toBe("/api/vendor/bookings");
    for (const path of ["GET /api/vendor/dashboard", "GET /api/vendor/bookings", "GET /api/vendor/briefs"])
      expect(api.calls(path)[0]?.headers.authorization).toBe("Bearer kept-token");

    // Back from the list, the dashboard asks again: the vendor may have answered there.
    act(() => router.back());
    await waitFor(() => expect(api.calls("GET /api/vendor/bookings")).toHaveLength(2));
    expect(api.calls("GET /api/vendor/dashboard")).toHaveLength(2);
    fireEvent.press(await screen.findByRole("link", { name: "1 request waiting for your quote" }));
    expect(app.getPathname()).toBe("/vendor/briefs");
  });

  it("says when nothing waits, shows this week's counts, and nothing to do for an approved business", async () => {
    const api = createFakeApi()
      .on("GET /api/vendor/dashboard", vendorDashboardEnvelope())
      .on("GET /api/vendor/bookings", vendorBookingsFirstPage([]))
      .on("GET /api/vendor/briefs", vendorBriefList([vendorBrief("br2", { answer: "declined" })]));
    const app = openDashboard(api);
    expect(await screen.findByText("Nothing is waiting for your answer.")).toBeOnTheScreen();
    expect(screen.queryByText("Still to do")).not.toBeOnTheScreen();
    expect(screen.queryByText("Waiting for review")).not.toBeOnTheScreen();
    fireEvent.press(screen.getByRole("link", { name: "2 Bookings, this week · 5 in total" }));
    expect(app.getPathname()).toBe("/vendor/bookings");
    expect(app.getSearchParams()).toEqual({});
  });

  it("tells a new business what is left, in the web's words, each done on the website signed in", async () => {
    const api = createFakeApi()
      .on("GET /api/vendor/dashboard", vendorDashboardEnvelope(newVendorDashboard()))
      .on("GET /api/vendor/bookings", vendorBookingsFirstPage([]))
      .on("GET /api/vendor/briefs", vendorBriefList([]));
    openDashboard(api);
    expect(await screen.findByRole("header", { name: "Not yet submitted for review" })).toBeOnTheScreen();
    expect(
      screen.getByText("Complete your profile: Contact, Service area and lead times, Payment and cancellation terms."),
    ).toBeOnTheScreen();
    expect(screen.getByText("Upload your KYC documents to get the verified badge.")).toBeOnTheScreen();
    fireEvent.press(screen.getByRole("link", { name: "Complete profile" }));
    fireEvent.press(screen.getByRole("link", { name: "Upload documents" }));
    await waitFor(() => expect(jest.mocked(openOnWebsite).mock.calls.map(([, path]) => path)).toEqual(["/vendor/profile", "/vendor/kyc"]));
    expect(screen.getByRole("link", { name: "Complete profile" })).toHaveProp("accessibilityHint", "Opens on the website, signed in");
  });

  it("shows the team's reason when it sent the business back, and a pause with its reason", async () => {
    const latest = {
      decision: "changes" as const,
      reason: "Please add your area's pin code.",
      sections: ["service" as const],
      operatorName: "Meera",
      decidedAt: "2099-01-05T10:00:00.000Z",
    };
    const dashboard = vendorDashboard({ review: { state: "changes", pausedReason: "Missed bookings reported.", latest } });
    openDashboard(busyVendor().on("GET /api/vendor/dashboard", vendorDashboardEnvelope(dashboard)));
    expect(await screen.findByRole("header", { name: "Changes requested" })).toBeOnTheScreen();
    expect(screen.getByText("Please add your area's pin code.")).toBeOnTheScreen();
    expect(screen.getByRole("header", { name: "Paused by our team" })).toBeOnTheScreen();
    expect(screen.getByText("Missed bookings reported.")).toBeOnTheScreen();
  });

  it("sends a business still to onboard to the website, in the API's words, and asks nothing else", async () => {
    const api = createFakeApi().on("GET /api/vendor/dashboard", failure(409, "Please complete vendor onboarding first", "NOT_ONBOARDED"));
    openDashboard(api);
    expect(await screen.findByText("Please complete vendor onboarding first")).toBeOnTheScreen();
    fireEvent.press(screen.getByRole("link", { name: "Open on the website" }));
    await waitFor(() => expect(openOnWebsite).toHaveBeenCalledWith(expect.anything(), "/vendor/onboarding"));
    expect(api.calls("GET /api/vendor/bookings")).toEqual([]);
    expect(screen.getByRole("button", { name: "Sign out" })).toBeOnTheScreen();
  });

  it("says so when the number signed in is not a vendor account, with the way to sign out", async () => {
    const api = createFakeApi().on(
      "GET /api/vendor/dashboard",
      failure(403, "This account cannot use this part of the marketplace", "FORBIDDEN"),
    );
    openDashboard(api);
    expect(await screen.findByRole("header", { name: "This number is not a vendor account" })).toBeOnTheScreen();
    expect(screen.getByText("This account cannot use this part of the marketplace")).toBeOnTheScreen();
    expect(screen.getByRole("button", { name: "Sign out" })).toBeOnTheScreen();
  });

  it("says a failed read in the API's words, and Try again asks again", async () => {
    const api = createFakeApi().on("GET /api/vendor/dashboard", failure(500, "Something went wrong on our side. Please try again later."));
    openDashboard(api);
    expect(await screen.findByText("Something went wrong on our side. Please try again later.")).toBeOnTheScreen();
    busyVendor(api);
    fireEvent.press(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "2 bookings waiting for your answer" })).toBeOnTheScreen();

    api.on("GET /api/vendor/briefs", failure(500, "Failed to fetch requests. Please try again."));
    fireEvent(screen.UNSAFE_getByType(RefreshControl), "refresh");
    expect(await screen.findByText("Failed to fetch requests. Please try again.")).toBeOnTheScreen();
    expect(screen.getByRole("link", { name: "2 bookings waiting for your answer" })).toBeOnTheScreen();
    busyVendor(api);
    fireEvent.press(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.queryByText("Failed to fetch requests. Please try again.")).not.toBeOnTheScreen());
  });

  it("asks again when pulled down", async () => {
    const api = busyVendor();
    openDashboard(api);
    await screen.findByRole("link", { name: "2 bookings waiting for your answer" });
    api.on("GET /api/vendor/bookings", vendorBookingsFirstPage([receivedBooking("bk1")]));
    fireEvent(screen.UNSAFE_getByType(RefreshControl), "refresh");
    expect(await screen.findByRole("link", { name: "1 booking waiting for your answer" })).toBeOnTheScreen();
    expect(api.calls("GET /api/vendor/dashboard")).toHaveLength(2);
  });

  it("has the vendor's menu: its screens in the app, and the pages on the website", async () => {
    const app = openDashboard(busyVendor());
    const screens = [
      ["Bookings", "/vendor/bookings"],
      ["Requests", "/vendor/briefs"],
      ["Leads", "/vendor/leads"],
      ["Calendar", "/vendor/calendar"],
      ["Payments", "/vendor/payments"],
      ["Reviews", "/vendor/reviews"],
      ["Booking alerts", "/vendor/alerts"],
    ];
    await screen.findByRole("header", { name: "Your business" });
    for (const [name, path] of screens) {
      // the last of its name: "Bookings" and "Leads" are this week's counts too, above the menu
      fireEvent.press(screen.getAllByRole("link", { name }).at(-1)!);
      expect(app.getPathname()).toBe(path);
      act(() => router.back());
      await screen.findByRole("header", { name: "Your business" });
    }
    for (const name of ["Profile", "Offerings", "Gallery", "Documents (KYC)", "Team"]) fireEvent.press(screen.getByRole("link", { name }));
    await waitFor(() => expect(openOnWebsite).toHaveBeenCalledTimes(5));
    expect(jest.mocked(openOnWebsite).mock.calls.map(([, path]) => path)).toEqual([
      "/vendor/profile",
      "/vendor/offerings",
      "/vendor/gallery",
      "/vendor/kyc",
      "/vendor/team",
    ]);
  });

  it("signs out after asking: the server ends the session, the phone forgets it and goes home", async () => {
    const api = busyVendor().on("POST /api/auth/vendor/logout", { success: true, data: null, errorMessage: null });
    api.on("GET /api/home", homeEnvelope());
    const app = openDashboard(api);
    fireEvent.press(await screen.findByRole("button", { name: "Sign out" }));
    expect(await screen.findByText("Sign out on this phone?")).toBeOnTheScreen();
    fireEvent.press(screen.getByRole("button", { name: "Cancel" }));
    expect(api.calls("POST /api/auth/vendor/logout")).toEqual([]);

    fireEvent.press(screen.getByRole("button", { name: "Sign out" }));
    fireEvent.press(await screen.findByRole("button", { name: "Yes, sign out" }));
    await waitFor(() => expect(app.getPathname()).toBe("/"));
    expect(api.calls("POST /api/auth/vendor/logout")[0]?.headers.authorization).toBe("Bearer kept-token");
    expect(app.tokenStore.token).toBeNull();
    expect(app.queryClient.getQueryData(["vendor", "dashboard"])).toBeUndefined();
  });

  it("sends a guest, and a shopper, to 'Sign in as vendor'", async () => {
    const guest = renderApp("/vendor");
    expect(await screen.findByRole("header", { name: "Sign in as vendor" })).toBeOnTheScreen();
    expect(guest.getPathname()).toBe("/vendor/login");
    guest.unmount();
    const shopper = renderApp("/vendor", { token: "kept-token" });
    expect(await screen.findByText("You are signed in as a customer")).toBeOnTheScreen();
    expect(shopper.getPathname()).toBe("/vendor/login");
  });

  it("labels every control, with its role and a 44 pt target", async () => {
    const dashboard = vendorDashboard({ kycState: "rejected", kycReason: "The PAN photo is blurred" });
    openDashboard(busyVendor().on("GET /api/vendor/dashboard", vendorDashboardEnvelope(dashboard)));
    await screen.findByRole("link", { name: "2 bookings waiting for your answer" });
    expect(screen.getByText("The PAN photo is blurred")).toBeOnTheScreen();
    expectAccessibleControls();
    fireEvent.press(screen.getByRole("button", { name: "Sign out" }));
    await screen.findByRole("button", { name: "Yes, sign out" });
    expectAccessibleControls();
  });
});
