import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { VendorBookingDetail } from "@utsav/domain";
import { BOOKING_MESSAGES } from "@utsav/domain/client";
import { bodiesSent, fail, ok, stubApi } from "../../../../test/api-stub";
import { renderRoute } from "../../../../test/route-stub";
import VendorBookingRoute, { clientAction, ErrorBoundary, loader as bookingLoader } from "../../../routes/vendor/booking";
import VendorBookingsRoute, { loader as bookingsLoader } from "../../../routes/vendor/bookings";

// The vendor's bookings through their routes: the loaders read the API (stubbed at fetch), "Load more" puts the next
// cursor in the address, and the answers go through the booking route's clientAction, after which it is read again.

afterEach(() => vi.unstubAllGlobals());

const renderList = (entry: string) =>
  renderRoute({ path: "/vendor/bookings", entry, Component: VendorBookingsRoute, loader: bookingsLoader });
const renderBooking = () =>
  renderRoute({
    path: "/vendor/bookings/:id",
    entry: "/vendor/bookings/bk_1",
    Component: VendorBookingRoute,
    loader: bookingLoader,
    action: clientAction,
    ErrorBoundary,
  });

const summary = {
  id: "bk_1",
  reference: "#0000BK01",
  offeringId: "VND1",
  offeringName: "Balloon arch",
  status: "received" as const,
  createdAt: "2025-03-12T06:30:00.000Z",
  updatedAt: "2025-03-12T06:30:00.000Z",
  eventDate: "2025-11-12",
  locality: "Koramangala",
  consumerName: "Meera Rao",
  consumerPhone: "+919845012345",
  answerBy: null,
};

function detail(overrides: Partial<VendorBookingDetail> = {}): VendorBookingDetail {
  return {
    ...summary,
    address: "14 Rose Lane\n5th Block",
    details: [
      { label: "Your name", value: "Meera Rao" },
      { label: "Mobile", value: "9845012345" },
      { label: "Event date", value: "12 Nov" },
    ],
    events: [{ id: "e1", actor: "consumer", fromStatus: null, toStatus: "received", reason: null, createdAt: summary.createdAt }],
    nextStatuses: ["confirmed", "declined"],
    completableFrom: null,
    refundIfCancelled: null,
    refund: null,
    timing: { answerBy: null, completesAt: null, problem: null, canReportProblem: false },
    ...overrides,
  };
}

describe("BookingListPage", () => {
  it("lists bookings with their status, pages with Load more, and exports what is shown", async () => {
    stubApi({
      "GET /api/vendor/bookings?status=received": ok({ needsAnswer: [], bookings: [summary], nextCursor: "YmtfMQ" }),
      "GET /api/vendor/bookings?status=received&cursor=YmtfMQ": ok({
        needsAnswer: [],
        bookings: [{ ...summary, id: "bk_2", consumerName: "Arjun" }],
        nextCursor: null,
      }),
    });
    renderList("/vendor/bookings?status=received");
    const list = within(await screen.findByRole("list", { name: "Bookings" }));
    expect(list.getByRole("link", { name: "Meera Rao · Balloon arch" }).getAttribute("href")).toBe("/vendor/bookings/bk_1");
    expect(list.getByText("Received")).toBeTruthy();
    // When and where, before the booking is opened (docs/decisions/0034).
    expect(list.getAllByText("Event: 12 November 2025 · Koramangala")).toHaveLength(1);
    expect(list.getByRole("link", { name: "+91 98450 12345" }).getAttribute("href")).toBe("tel:+919845012345");
    expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe("/api/vendor/bookings/export?status=received");
    expect((screen.getByRole("combobox", { name: "Status" }) as HTMLSelectElement).value).toBe("received");
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("link", { name: "Arjun · Balloon arch" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("says when nothing matches a search", async () => {
    stubApi({ "GET /api/vendor/bookings?q=zz": ok({ needsAnswer: [], bookings: [], nextCursor: null }) });
    renderList("/vendor/bookings?q=zz");
    expect(await screen.findByText("No bookings match your search")).toBeTruthy();
  });

  it("puts what needs an answer first, in its own list, then the others", async () => {
    const due = { ...summary, id: "bk_9", consumerName: "Nisha", answerBy: "2025-11-10T12:30:00.000Z" };
    stubApi({
      "GET /api/vendor/bookings": ok({ needsAnswer: [due], bookings: [{ ...summary, status: "confirmed" }], nextCursor: null }),
    });
    renderList("/vendor/bookings");
    const waiting = within(await screen.findByRole("list", { name: "Needs your answer" }));
    expect(waiting.getByRole("link", { name: "Nisha · Balloon arch" })).toBeTruthy();
    const rest = within(screen.getByRole("list", { name: "Bookings" }));
    expect(rest.getByRole("link", { name: "Meera Rao · Balloon arch" })).toBeTruthy();
    expect(rest.queryByRole("link", { name: "Nisha · Balloon arch" })).toBeNull();
  });
});

describe("BookingDetailPage", () => {
  it("shows the event's date and place first, then every field the shopper filled", async () => {
    stubApi({ "GET /api/vendor/bookings/bk_1": ok(detail()) });
    renderBooking();
    const date = await screen.findByText("12 November 2025");
    expect(date.closest("time")?.getAttribute("dateTime")).toBe("2025-11-12");
    // The summary's "Event date" comes first; the vendor's own question of that name follows among the fields.
    expect(screen.getAllByText("Event date").map((dt) => dt.nextElementSibling?.textContent)).toEqual(["12 November 2025", "12 Nov"]);
    expect(screen.getByText("Place").nextElementSibling?.textContent).toBe("14 Rose Lane, 5th Block, Koramangala");
    // Every field follows, as the shopper gave it.
    expect(screen.getByText("Your name").nextElementSibling?.textContent).toBe("Meera Rao");
    expect(screen.getByText("12 Nov")).toBeTruthy();
  });

  it("does not list again the address and the picked date that the summary says", async () => {
    const details = [
      { label: "Your name", value: "Meera Rao" },
      { label: "Event address", value: "14 Rose Lane\n5th Block" },
      { label: "Event date", value: "12 November 2025" },
    ];
    stubApi({ "GET /api/vendor/bookings/bk_1": ok(detail({ details })) });
    renderBooking();
    expect((await screen.findByText("Your name")).nextElementSibling?.textContent).toBe("Meera Rao");
    // Once each, in the summary (docs/decisions/0022 "One date, not two", 0034).
    expect(screen.getAllByText("Event date").map((dt) => dt.nextElementSibling?.textContent)).toEqual(["12 November 2025"]);
    expect(screen.queryByText("Event address")).toBeNull();
    expect(screen.getByText("Place").nextElementSibling?.textContent).toBe("14 Rose Lane, 5th Block, Koramangala");
  });

  it("says when a booking holds no date or place", async () => {
    stubApi({ "GET /api/vendor/bookings/bk_1": ok(detail({ eventDate: null, locality: null, address: null })) });
    renderBooking();
    expect((await screen.findByText("Place")).nextElementSibling?.textContent).toBe("Not given");
    expect(screen.getAllByText("Event date")[0]!.nextElementSibling?.textContent).toBe("Not given");
  });

  it("shows every field, call and WhatsApp links, and confirms", async () => {
    const confirmed = detail({
      status: "confirmed",
      nextStatuses: ["completed", "cancelled"],
      events: [
        ...detail().events,
        { id: "e2", actor: "vendor", fromStatus: "received", toStatus: "confirmed", reason: null, createdAt: summary.createdAt },
      ],
    });
    // The page is read again after the answer: the second read is the booking as the answer left it.
    const api = stubApi({
      "GET /api/vendor/bookings/bk_1": [ok(detail()), ok(confirmed)],
      "POST /api/vendor/bookings/bk_1/status": ok(confirmed),
    });
    renderBooking();
    expect(await screen.findByText("12 Nov")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Call Meera Rao" }).getAttribute("href")).toBe("tel:+919845012345");
    const chat = screen.getByRole("link", { name: "WhatsApp Meera Rao" }).getAttribute("href")!;
    expect(chat).toMatch(/^https:\/\/wa\.me\/919845012345\?text=/);
    expect(decodeURIComponent(chat)).toContain("about your booking #0000BK01 for Balloon arch");
    fireEvent.click(screen.getByRole("button", { name: "Confirm #0000BK01" }));
    expect(await screen.findByText("Confirmed by the vendor")).toBeTruthy();
    expect(bodiesSent(api, "POST /api/vendor/bookings/bk_1/status")).toEqual([{ status: "confirmed" }]);
    expect(screen.getByRole("button", { name: "Mark completed #0000BK01" })).toBeTruthy();
  });

  it("asks a reason before declining, and shows the server's refusal", async () => {
    const api = stubApi({
      "GET /api/vendor/bookings/bk_1": ok(detail()),
      "POST /api/vendor/bookings/bk_1/status": fail(409, "This booking is cancelled and can no longer change", "BOOKING_STATUS_CONFLICT"),
    });
    renderBooking();
    fireEvent.click(await screen.findByRole("button", { name: "Decline #0000BK01" }));
    const reason = screen.getByRole("textbox", { name: "Reason for declining (the customer will read it)" });
    expect(reason.hasAttribute("required")).toBe(true);
    fireEvent.change(reason, { target: { value: "Fully booked" } });
    fireEvent.click(screen.getByRole("button", { name: "Decline" }));
    expect((await screen.findByRole("alert")).textContent).toContain("This booking is cancelled and can no longer change");
    expect(bodiesSent(api, "POST /api/vendor/bookings/bk_1/status")).toEqual([{ status: "declined", reason: "Fully booked" }]);
  });

  it("checks a blank reason by the lifecycle's rule before asking the API", async () => {
    const api = stubApi({ "GET /api/vendor/bookings/bk_1": ok(detail()) });
    renderBooking();
    fireEvent.click(await screen.findByRole("button", { name: "Decline #0000BK01" }));
    const reason = screen.getByRole("textbox", { name: "Reason for declining (the customer will read it)" });
    // Left empty, the reason is checked under the field, not in the browser's bubble (the dialog's form is noValidate).
    expect(reason.closest("form")?.noValidate).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Decline" }));
    expect(await screen.findByText(BOOKING_MESSAGES.declineReasonRequired)).toBeTruthy();
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(reason, { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Decline" }));
    expect(await screen.findByText(BOOKING_MESSAGES.declineReasonRequired)).toBeTruthy();
    expect(document.activeElement).toBe(reason);
    expect(bodiesSent(api, "POST /api/vendor/bookings/bk_1/status")).toEqual([]);
  });

  it("says so when the booking is not the vendor's, and shows the API's message for another failure", async () => {
    stubApi({ "GET /api/vendor/bookings/bk_1": fail(404, BOOKING_MESSAGES.bookingNotFound, "NOT_FOUND") });
    const { unmount } = renderBooking();
    expect(await screen.findByRole("heading", { level: 1, name: BOOKING_MESSAGES.bookingNotFound })).toBeTruthy();
    unmount();
    stubApi({ "GET /api/vendor/bookings/bk_1": [fail(503, "Service unavailable"), ok(detail())] });
    renderBooking();
    expect((await screen.findByRole("alert")).textContent).toContain("Service unavailable");
    expect(screen.getByRole("heading", { level: 1, name: "Booking details" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("12 Nov")).toBeTruthy();
  });
});
