import { router } from "expo-router";
import { act, fireEvent, screen } from "expo-router/testing-library";
import { NEXT_MONTH, vendorCalendar } from "./fixtures/vendor-calendar";
import { paymentRow, paymentsPage, payoutAccountAnswer } from "./fixtures/vendor-payments";
import { vendorBrief, vendorBriefEnvelope, vendorBriefList } from "./fixtures/vendor-briefs";
import { newVendorDashboard, receivedBooking, vendorBookingsFirstPage, vendorDashboardEnvelope } from "./fixtures/vendor-dashboard";
import { answeredReview, receivedReview, receivedReviewList } from "./fixtures/vendor-reviews";
import { contactSection } from "./fixtures/vendor-alerts";
import { vendorBookingEnvelope, vendorBookingList, vendorBookingSummary, vendorLeadList } from "./fixtures/vendor-bookings";
import { createFakeApi } from "./fake-api";
import { renderApp } from "./render-app";
import { expectAccessibleControls } from "./accessible-controls";

// Issue "Accessibility": every control has an accessibility label and role, touch targets are at least 44 pt, and
// the app follows the system font size. Each screen (and its sheets) is checked as it is drawn.

// The vendor's screens (docs/decisions/0071), drawn as a vendor signed in meets them: labels, roles and 44 pt targets.
describe("accessibility of every vendor screen", () => {
  it("the vendor's calendar: a month of days, the block form and the blocked dates", async () => {
    renderApp(`/vendor/calendar?month=${NEXT_MONTH}`, {
      api: createFakeApi().on("GET /api/vendor/availability", vendorCalendar(NEXT_MONTH)),
      token: "vendor:kept-token",
    });
    await screen.findByRole("button", { name: /^Unblock / });
    expectAccessibleControls();
  });

  it("the vendor's payments, with the bank account", async () => {
    renderApp("/vendor/payments", {
      api: createFakeApi()
        .on("GET /api/vendor/payouts/account", payoutAccountAnswer())
        .on("GET /api/vendor/payments", paymentsPage([paymentRow("pay1")], "c2")),
      token: "vendor:kept-token",
    });
    await screen.findByRole("link", { name: "Change bank account" });
    expectAccessibleControls();
  });

  it("the vendor's requests, a request with the quote form, and the decline form", async () => {
    const api = createFakeApi()
      .on("GET /api/vendor/briefs", vendorBriefList([vendorBrief("br1")]))
      .on("GET /api/vendor/briefs/br1", vendorBriefEnvelope());
    renderApp("/vendor/briefs", { api, token: "vendor:kept-token" });
    fireEvent.press(await screen.findByRole("link", { name: /^Birthday in HSR Layout/ }));
    await screen.findByRole("button", { name: "Send quote" });
    expectAccessibleControls();
    fireEvent.press(screen.getByRole("button", { name: "Decline" }));
    await screen.findByRole("button", { name: "Keep request" });
    expectAccessibleControls();
  });

  it("the vendor's dashboard of a new business, with its menu, and the question before signing out", async () => {
    const api = createFakeApi()
      .on("GET /api/vendor/dashboard", vendorDashboardEnvelope(newVendorDashboard()))
      .on("GET /api/vendor/bookings", vendorBookingsFirstPage([receivedBooking("bk1")]))
      .on("GET /api/vendor/briefs", vendorBriefList([vendorBrief("br1")]));
    renderApp("/vendor", { api, token: "vendor:kept-token" });
    await screen.findByRole("link", { name: "1 booking waiting for your answer" });
    await screen.findByRole("link", { name: "Complete profile" });
    expectAccessibleControls();
    fireEvent.press(screen.getByRole("button", { name: "Sign out" }));
    await screen.findByRole("button", { name: "Yes, sign out" });
    expectAccessibleControls();
  });

  it("the vendor's booking alerts", async () => {
    renderApp("/vendor/alerts", {
      api: createFakeApi().on("GET /api/vendor/profile/section/contact", contactSection()),
      token: "vendor:kept-token",
    });
    await screen.findByRole("checkbox", { name: "WhatsApp" });
    expectAccessibleControls();
  });

  it("the vendor's reviews, and the sheet of an answer", async () => {
    renderApp("/vendor/reviews", {
      api: createFakeApi().on("GET /api/vendor/reviews", receivedReviewList([receivedReview(), answeredReview()], { nextCursor: "c2" })),
      token: "vendor:kept-token",
    });
    fireEvent.press(await screen.findByRole("button", { name: "Answer Asha R.'s review" }));
    await screen.findByRole("button", { name: "Post answer" });
    expectAccessibleControls();
  });

  it("the vendor's bookings with their filter, a booking and the question before declining, and the leads", async () => {
    const api = createFakeApi()
      .on("GET /api/vendor/bookings", vendorBookingList([vendorBookingSummary("bk1")], { nextCursor: "c2" }))
      .on("GET /api/vendor/bookings/bk1", vendorBookingEnvelope())
      .on("GET /api/vendor/leads", vendorLeadList([{}]));
    renderApp("/vendor/bookings", { api, token: "vendor:kept-token" });
    await screen.findByRole("button", { name: "Load more" });
    expectAccessibleControls();
    fireEvent.press(screen.getByRole("link", { name: /^Asha Rao · Balloon Arch/ }));
    fireEvent.press(await screen.findByRole("button", { name: "Decline #00000BK1" }));
    await screen.findByRole("header", { name: "Decline this booking?" });
    expectAccessibleControls();
    act(() => router.push("/vendor/leads"));
    await screen.findByRole("link", { name: "Call Ravi Kumar" });
    expectAccessibleControls();
  });
});
