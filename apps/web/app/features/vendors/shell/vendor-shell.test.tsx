import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bodiesSent, callsMade, fail, ok, stubApi } from "../../../../test/api-stub";
import { MESSAGES, VENDOR_NAV_COPY, vendorNavCopyFor } from "@utsav/domain/client";
import { renderVendorPage } from "../../../../test/vendor-layout";
import { completeSections, testProfile } from "../test-support";

// The shell as the vendor layout shows it, around a page, with the profile the layout's loader read.

/** A page under the layout that shows only its title. */
const titled = (title: string) => ({ default: () => <h1>{title}</h1> });

afterEach(() => vi.unstubAllGlobals());

describe("VendorShell", () => {
  it("shows the business, the navigation with the current page, and what is still to do", async () => {
    stubApi({});
    renderVendorPage({
      path: "/vendor/offerings",
      page: titled("Offerings"),
      shell: true,
      profile: testProfile({
        missingSections: ["terms"],
        sections: { ...completeSections, terms: null },
        kycState: "rejected",
        kycReason: "Blurred PAN",
      }),
    });
    expect(await screen.findByText("Bloom Studio")).toBeTruthy();
    const nav = within(screen.getByRole("navigation", { name: "Vendor area" }));
    await userEvent.setup({ delay: null }).click(nav.getByRole("button", { name: VENDOR_NAV_COPY.more }));
    expect(nav.getAllByRole("link").map((a) => a.textContent)).toEqual([
      "Dashboard",
      "Bookings",
      "Requests",
      "Offerings",
      "Reviews",
      "Calendar",
      "Gallery",
      "Documents (KYC)",
      "Profile",
      "Team",
      "Payments",
    ]);
    expect(nav.getByRole("link", { name: "Offerings" }).getAttribute("aria-current")).toBe("page");
    expect(nav.getByRole("link", { name: "Dashboard" }).hasAttribute("aria-current")).toBe(false);
    const banner = within(screen.getByRole("complementary", { name: "Still to do" }));
    expect(banner.getByText(/Blurred PAN/)).toBeTruthy();
    expect(banner.getByRole("link", { name: "Fix documents" }).getAttribute("href")).toBe("/vendor/kyc");
    expect(banner.getByText(/Complete your profile: Payment and cancellation terms\./)).toBeTruthy();
  });

  it("leaves the identity documents out for a team member: the link and the banner's to-do are the owner's", async () => {
    stubApi({});
    renderVendorPage({
      path: "/vendor/offerings",
      page: titled("Offerings"),
      shell: true,
      profile: testProfile({
        role: "member",
        missingSections: ["terms"],
        sections: { ...completeSections, terms: null },
        kycState: "rejected",
        kycReason: "Blurred PAN",
      }),
    });
    const nav = within(await screen.findByRole("navigation", { name: "Vendor area" }));
    await userEvent.setup({ delay: null }).click(nav.getByRole("button", { name: VENDOR_NAV_COPY.more }));
    expect(nav.getAllByRole("link").map((a) => a.textContent)).toEqual([
      "Dashboard",
      "Bookings",
      "Requests",
      "Offerings",
      "Reviews",
      "Calendar",
      "Gallery",
      "Profile",
      "Team",
      "Payments",
    ]);
    const banner = within(screen.getByRole("complementary", { name: "Still to do" }));
    expect(banner.queryByRole("link", { name: "Fix documents" })).toBeNull();
    expect(banner.getByText(/Complete your profile: Payment and cancellation terms\./)).toBeTruthy();
  });

  it("fits a phone: four tabs and More, which shows the other pages and closes with Escape", async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({});
    renderVendorPage({ path: "/vendor/profile", page: titled("Your profile"), shell: true, profile: testProfile() });
    const nav = within(await screen.findByRole("navigation", { name: "Vendor area" }));
    // Four destinations and More: five targets of a fifth of a 360 px screen each.
    expect(nav.getAllByRole("link").map((a) => a.textContent)).toEqual(["Dashboard", "Bookings", "Requests", "Offerings"]);
    const more = nav.getByRole("button", { name: VENDOR_NAV_COPY.more });
    expect(more.getAttribute("aria-expanded")).toBe("false");
    // The page shown is among those behind More: More says so.
    expect(more.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(more.getAttribute("aria-describedby")!)?.textContent).toBe(vendorNavCopyFor.current("Profile"));

    more.focus();
    await user.keyboard("{Enter}");
    expect(more.getAttribute("aria-expanded")).toBe("true");
    const rest = within(document.getElementById(more.getAttribute("aria-controls")!)!);
    expect(rest.getAllByRole("link").map((a) => a.textContent)).toEqual([
      "Reviews",
      "Calendar",
      "Gallery",
      "Documents (KYC)",
      "Profile",
      "Team",
      "Payments",
    ]);
    expect(rest.getByRole("link", { name: "Profile" }).getAttribute("aria-current")).toBe("page");
    // The keyboard goes on from More into the pages it shows.
    await user.tab();
    expect(document.activeElement).toBe(rest.getByRole("link", { name: "Reviews" }));
    await user.keyboard("{Escape}");
    expect(more.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(more);
    expect(nav.queryByRole("link", { name: "Gallery" })).toBeNull();

    // A click outside closes it too; choosing a page closes it and opens the page.
    await user.click(more);
    await user.click(screen.getByRole("heading", { name: "Your profile" }));
    expect(more.getAttribute("aria-expanded")).toBe("false");
    await user.click(more);
    await user.click(nav.getByRole("link", { name: "Team" }));
    expect(more.getAttribute("aria-expanded")).toBe("false");
  });

  it("has only the top bar before onboarding", async () => {
    stubApi({});
    renderVendorPage({ path: "/vendor/onboarding", page: titled("Onboard as Vendor"), shell: true, profile: null });
    expect(await screen.findByText("New business")).toBeTruthy();
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("reads the profile again on every page change, so the banner follows what other screens changed", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({
      "GET /api/vendor/profile": [ok(testProfile({ kycState: "not_started" })), ok(testProfile({ kycState: "submitted" }))],
    });
    renderVendorPage({ path: "/vendor/offerings", page: titled("Offerings"), shell: true });
    const banner = within(await screen.findByRole("complementary", { name: "Still to do" }));
    expect(banner.getByRole("link", { name: "Upload documents" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: VENDOR_NAV_COPY.more }));
    await user.click(screen.getByRole("link", { name: "Gallery" }));
    expect(await screen.findByText(/We are checking your KYC documents/)).toBeTruthy();
    expect(callsMade(fetchMock)).toEqual(["GET /api/vendor/profile", "GET /api/vendor/profile"]);
  });

  it("signs out and goes to the vendor sign-in", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({ "POST /api/auth/vendor/logout": ok({ loggedOut: true }) });
    renderVendorPage({ path: "/vendor", page: { default: () => <>page</> }, shell: true, profile: testProfile() });
    await user.click(await screen.findByRole("button", { name: "Sign out" }));
    expect(await screen.findByText("/vendor/login")).toBeTruthy();
    expect(bodiesSent(fetchMock, "POST /api/auth/vendor/logout")).toHaveLength(1);
  });
});

describe("a vendor's sign-out that fails", () => {
  it("says 'Logout failed' and keeps the page, since the session is still open (application §8)", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    stubApi({ "POST /api/auth/vendor/logout": fail(500, "Something went wrong") });
    renderVendorPage({ path: "/vendor", page: { default: () => <>page</> }, shell: true, profile: testProfile() });
    await user.click(await screen.findByRole("button", { name: "Sign out" }));
    expect((await screen.findByRole("alert")).textContent).toBe(MESSAGES.logoutFailed);
    expect(screen.queryByText("/vendor/login")).toBeNull();
    expect(screen.getByText("page")).toBeTruthy();
  });
});

describe("CustomerSessionPage", () => {
  it("explains the customer is in the vendor area and signs them out", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({
      "GET /api/vendor/profile": fail(403, "This is for vendors", "FORBIDDEN"),
      "POST /api/auth/consumer/logout": ok({ loggedOut: true }),
    });
    // The layout's loader finds a customer's session and shows this page instead of the shell.
    renderVendorPage({ path: "/vendor", page: titled("Dashboard"), shell: true });
    expect(await screen.findByRole("heading", { level: 1, name: "You are signed in as a customer" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    expect(await screen.findByText("/vendor/login")).toBeTruthy();
    expect(bodiesSent(fetchMock, "POST /api/auth/consumer/logout")).toHaveLength(1);
  });
});
