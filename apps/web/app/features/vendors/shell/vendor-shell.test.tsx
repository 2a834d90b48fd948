import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bodiesSent, callsMade, fail, ok, stubApi } from "../../../../test/api-stub";
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
    expect(nav.getAllByRole("link").map((a) => a.textContent)).toEqual([
      "Dashboard",
      "Bookings",
      "Requests",
      "Offerings",
      "Gallery",
      "Documents (KYC)",
      "Profile",
      "Team",
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
    expect(nav.getAllByRole("link").map((a) => a.textContent)).toEqual([
      "Dashboard",
      "Bookings",
      "Requests",
      "Offerings",
      "Gallery",
      "Profile",
      "Team",
    ]);
    const banner = within(screen.getByRole("complementary", { name: "Still to do" }));
    expect(banner.queryByRole("link", { name: "Fix documents" })).toBeNull();
    expect(banner.getByText(/Complete your profile: Payment and cancellation terms\./)).toBeTruthy();
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
