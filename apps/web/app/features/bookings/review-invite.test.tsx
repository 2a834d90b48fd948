import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { BOOKING_COPY, REVIEW_COPY } from "@utsav/domain/client";
import type { ConsumerBookingDetail } from "@utsav/domain";
import { MyBookingPage } from "./my-booking-page";
import { MyBookingsPage } from "./my-bookings-page";

// The invitation to review a completed booking (docs/decisions/0060), on My bookings and on the booking's page.

const at = "2026-11-20T06:30:00.000Z";
const completed = (id: string, reviewState: ConsumerBookingDetail["reviewState"]): ConsumerBookingDetail => ({
  id,
  reference: `#0000${id.toUpperCase()}`,
  offeringId: "VND1",
  offeringName: `Balloon arch ${id}`,
  offeringSlug: null,
  vendorName: "Bloom Studio",
  status: "completed",
  createdAt: at,
  updatedAt: at,
  eventDate: null,
  eventDay: null,
  price: null,
  locality: null,
  address: null,
  details: [],
  events: [],
  canCancel: false,
  cancellationTerms: null,
  refundIfCancelled: null,
  refund: null,
  payment: null,
  receipts: [],
  answerBy: null,
  timing: { answerBy: null, completesAt: null, problem: null, canReportProblem: false },
  reviewState,
});

function renderAt(ui: React.ReactElement) {
  const Stub = createRoutesStub([{ path: "/", Component: () => ui }]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("the invitation to review a booking", () => {
  it("asks to rate the vendor on a row that may be reviewed, links the review written, and says nothing otherwise", () => {
    const bookings = [completed("bk1", "can_write"), completed("bk2", "written"), completed("bk3", null), completed("bk4", undefined)];
    renderAt(<MyBookingsPage list={{ bookings, nextCursor: null }} nextPage={null} />);
    const rows = within(screen.getByRole("list", { name: BOOKING_COPY.myBookingsTitle })).getAllByRole("listitem");
    const rate = within(rows[0]!).getByRole("link", { name: REVIEW_COPY.rateYourVendor });
    expect(rate.getAttribute("href")).toBe("/account/bookings/bk1/review");
    // Every row's link says the same: each names its booking as its description.
    expect(document.getElementById(rate.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Balloon arch bk1");
    expect(within(rows[1]!).getByRole("link", { name: REVIEW_COPY.yourReview }).getAttribute("href")).toBe("/account/bookings/bk2/review");
    expect(within(rows[1]!).queryByRole("link", { name: REVIEW_COPY.rateYourVendor })).toBeNull();
    for (const row of rows.slice(2)) {
      expect(within(row).queryByRole("link", { name: new RegExp(`${REVIEW_COPY.rateYourVendor}|${REVIEW_COPY.yourReview}`) })).toBeNull();
    }
  });

  it("shows on the booking's page too", () => {
    const { unmount } = renderAt(<MyBookingPage booking={completed("bk1", "can_write")} result={undefined} />);
    expect(screen.getByRole("link", { name: REVIEW_COPY.rateYourVendor }).getAttribute("href")).toBe("/account/bookings/bk1/review");
    unmount();
    renderAt(<MyBookingPage booking={completed("bk2", "written")} result={undefined} />);
    expect(screen.getByRole("link", { name: REVIEW_COPY.yourReview }).getAttribute("href")).toBe("/account/bookings/bk2/review");
    expect(screen.queryByRole("link", { name: REVIEW_COPY.rateYourVendor })).toBeNull();
  });
});
