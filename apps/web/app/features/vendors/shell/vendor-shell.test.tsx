import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bodiesSent, ok, stubApi } from "../../../../test/api-stub";
import { renderVendorScreen } from "../../../../test/vendor-area";
import { completeSections, testProfile } from "../test-support";
import { ConsumerSessionPage } from "./consumer-session-page";
import { VendorShell } from "./vendor-shell";

afterEach(() => vi.unstubAllGlobals());

describe("VendorShell", () => {
  it("shows the business, the navigation with the current page, and what is still to do", () => {
    stubApi({});
    renderVendorScreen(
      <VendorShell>
        <h1>Offerings</h1>
      </VendorShell>,
      {
        path: "/vendor/offerings",
        profile: testProfile({
          missingSections: ["terms"],
          sections: { ...completeSections, terms: null },
          kycState: "rejected",
          kycReason: "Blurred PAN",
        }),
      },
    );
    expect(screen.getByText("Bloom Studio")).toBeTruthy();
    const nav = within(screen.getByRole("navigation", { name: "Vendor area" }));
    expect(nav.getAllByRole("link").map((a) => a.textContent)).toEqual([
      "Dashboard",
      "Bookings",
      "Requests",
      "Offerings",
      "Gallery",
      "Documents (KYC)",
      "Profile",
    ]);
    expect(nav.getByRole("link", { name: "Offerings" }).getAttribute("aria-current")).toBe("page");
    expect(nav.getByRole("link", { name: "Dashboard" }).hasAttribute("aria-current")).toBe(false);
    const banner = within(screen.getByRole("complementary", { name: "Still to do" }));
    expect(banner.getByText(/Blurred PAN/)).toBeTruthy();
    expect(banner.getByRole("link", { name: "Fix documents" }).getAttribute("href")).toBe("/vendor/kyc");
    expect(banner.getByText(/Complete your profile: Payment and cancellation terms\./)).toBeTruthy();
  });

  it("has only the top bar before onboarding", () => {
    stubApi({});
    renderVendorScreen(
      <VendorShell>
        <h1>Onboard as Vendor</h1>
      </VendorShell>,
      { path: "/vendor/onboarding" },
    );
    expect(screen.getByText("New business")).toBeTruthy();
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("signs out and goes to the vendor sign-in", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({ "POST /api/auth/vendor/logout": ok({ loggedOut: true }) });
    renderVendorScreen(<VendorShell>page</VendorShell>, { path: "/vendor", profile: testProfile() });
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    expect(await screen.findByText("/vendor/login")).toBeTruthy();
    expect(bodiesSent(fetchMock, "POST /api/auth/vendor/logout")).toHaveLength(1);
  });
});

describe("CustomerSessionPage", () => {
  it("explains the customer is in the vendor area and signs them out", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({ "POST /api/auth/consumer/logout": ok({ loggedOut: true }) });
    renderVendorScreen(<ConsumerSessionPage />, { path: "/vendor" });
    expect(screen.getByRole("heading", { level: 1, name: "You are signed in as a customer" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    expect(await screen.findByText("/vendor/login")).toBeTruthy();
    expect(bodiesSent(fetchMock, "POST /api/auth/consumer/logout")).toHaveLength(1);
  });
});
