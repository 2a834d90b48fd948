import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BOOKING_STATUS_LABELS, VENDOR_DASHBOARD_TEXT } from "@utsav/domain/client";
import { fail, ok, stubApi } from "../../../../test/api-stub";
import { renderVendorPage } from "../../../../test/vendor-layout";
import * as dashboardRoute from "../../../routes/vendor/dashboard";
import { testDashboard, testProfile } from "../test-support";

const GET = "GET /api/vendor/dashboard";

/** The dashboard as its route shows it: read by the route's loader, under the layout. */
const renderDashboard = () => renderVendorPage({ path: "/vendor", page: dashboardRoute, profile: testProfile() });

afterEach(() => vi.unstubAllGlobals());

describe("DashboardPage", () => {
  it("shows the counts, the states and what to do next", async () => {
    stubApi({ [GET]: ok(testDashboard({ missingSections: ["terms"], kycState: "rejected", kycReason: "The PAN photo is blurred" })) });
    renderDashboard();
    const counts = within(await screen.findByRole("list", { name: "This week" }));
    expect(counts.getByRole("link", { name: /2\s*Live offerings/ }).getAttribute("href")).toBe("/vendor/offerings");
    expect(counts.getByText("this week · 5 in total")).toBeTruthy();
    expect(counts.getByText("this week · 3 in total")).toBeTruthy();
    expect(screen.getByText("Rejected")).toBeTruthy();
    expect(screen.getByText("The PAN photo is blurred")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Fix documents" }).getAttribute("href")).toBe("/vendor/kyc");
    expect(screen.getByText("Complete your profile: Payment and cancellation terms.")).toBeTruthy();
  });

  it("links to the business's store page once shoppers can see it, and not before", async () => {
    stubApi({ [GET]: ok(testDashboard({ storeSlug: "bloom-studio-3f9a1c" })) });
    const { unmount } = renderDashboard();
    const link = await screen.findByRole("link", { name: `${VENDOR_DASHBOARD_TEXT.viewStore} (opens in a new tab)` });
    expect(link.getAttribute("href")).toBe("/stores/bloom-studio-3f9a1c");
    unmount();
    vi.unstubAllGlobals();
    stubApi({ [GET]: ok(testDashboard({ storeSlug: null })) });
    renderDashboard();
    await screen.findByRole("list", { name: "This week" });
    expect(screen.queryByRole("link", { name: new RegExp(VENDOR_DASHBOARD_TEXT.viewStore) })).toBeNull();
  });

  it("counts as Live what shoppers see, and says why the other live offerings are not shown", async () => {
    const counts = { ...testDashboard().counts, liveOfferings: 1, waitingOfferings: 0, hiddenOfferings: 2, licenceOfferings: 1 };
    stubApi({ [GET]: ok(testDashboard({ counts })) });
    const { unmount } = renderDashboard();
    const live = within(await screen.findByRole("list", { name: "This week" })).getByRole("link", { name: /Live offerings/ });
    expect(live.textContent).toBe(`1${VENDOR_DASHBOARD_TEXT.liveOfferings}${VENDOR_DASHBOARD_TEXT.liveOfferingsSub}`);
    const notShown = within(screen.getByRole("list", { name: VENDOR_DASHBOARD_TEXT.notShown }));
    expect(notShown.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      `2 ${VENDOR_DASHBOARD_TEXT.reach.hidden}`,
      `1 ${VENDOR_DASHBOARD_TEXT.reach.licence}`,
    ]);
    unmount();

    // Nothing to explain when every live offering is shown.
    stubApi({ [GET]: ok(testDashboard()) });
    renderDashboard();
    await screen.findByRole("list", { name: "This week" });
    expect(screen.queryByRole("list", { name: VENDOR_DASHBOARD_TEXT.notShown })).toBeNull();
  });

  it("says the business waits for review, and shows the reason and the sections our team sent back", async () => {
    stubApi({ [GET]: ok(testDashboard({ review: { state: "waiting", pausedReason: null, latest: null } })) });
    const { unmount } = renderDashboard();
    expect(await screen.findByRole("heading", { name: "Review by our team: Waiting for review" })).toBeTruthy();
    unmount();

    const latest = {
      decision: "changes" as const,
      reason: "Please add your area's pin code.",
      sections: ["service" as const, "pan" as const],
      operatorName: "Meera",
      decidedAt: "2026-01-05T10:00:00.000Z",
    };
    stubApi({ [GET]: ok(testDashboard({ review: { state: "changes", pausedReason: "Missed bookings reported.", latest } })) });
    renderDashboard();
    const card = within((await screen.findByRole("heading", { name: "Review by our team: Changes requested" })).closest("section")!);
    expect(card.getByText("Please add your area's pin code.")).toBeTruthy();
    expect(card.getByText("Service area and lead times, PAN card")).toBeTruthy();
    expect(card.getByText("Missed bookings reported.")).toBeTruthy();
  });

  it("says what to do when there are no bookings or leads", async () => {
    stubApi({ [GET]: ok(testDashboard()) });
    renderDashboard();
    expect(await screen.findByText(/No bookings yet/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Add a bookable offering" }).getAttribute("href")).toBe("/vendor/offerings/new");
    expect(screen.getByText(/No leads yet/)).toBeTruthy();
  });

  it("lists the latest bookings with the shopper's details and leads with a number to call", async () => {
    stubApi({
      [GET]: ok(
        testDashboard({
          latestBookings: [
            {
              id: "b1",
              offeringId: "VND1",
              offeringName: "Balloon arch",
              createdAt: "2025-03-02T10:35:00.000Z",
              status: "confirmed",
              details: [
                { label: "Event date", value: "14 March" },
                { label: "Phone number", value: "9876501234" },
              ],
            },
          ],
          latestLeads: [
            {
              id: "l1",
              offeringId: "VND1",
              offeringName: "Balloon arch",
              createdAt: "2025-03-02T11:00:00.000Z",
              consumerName: null,
              consumerPhone: "+919000000001",
            },
          ],
        }),
      ),
    });
    renderDashboard();
    const bookings = within(await screen.findByRole("region", { name: "Latest bookings" }));
    expect(bookings.getByText("Balloon arch")).toBeTruthy();
    expect(bookings.getByText("2 Mar, 4:05 pm")).toBeTruthy();
    expect(bookings.getByText("14 March")).toBeTruthy();
    expect(bookings.getByText(BOOKING_STATUS_LABELS.confirmed)).toBeTruthy();
    expect(bookings.getByRole("link", { name: "+91 98765 01234" }).getAttribute("href")).toBe("tel:+919876501234");
    const leads = within(screen.getByRole("region", { name: "Latest leads" }));
    expect(leads.getByText("A customer")).toBeTruthy();
    expect(leads.getByText("Asked about Balloon arch")).toBeTruthy();
    expect(leads.getByRole("link", { name: "Call +91 90000 00001" }).getAttribute("href")).toBe("tel:+919000000001");
  });

  it("offers Try again when the dashboard cannot be loaded", async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({ [GET]: [fail(500, "Something went wrong on our side. Please try again later."), ok(testDashboard())] });
    renderDashboard();
    expect((await screen.findByRole("alert")).textContent).toContain("Something went wrong on our side");
    expect(screen.getByRole("heading", { level: 1, name: "Dashboard" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("list", { name: "This week" })).toBeTruthy();
  });
});
