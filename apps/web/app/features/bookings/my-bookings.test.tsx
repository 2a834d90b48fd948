import { fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ConsumerBookingDetail } from "@utsav/domain";
import { BOOKING_ANSWER_COPY, BOOKING_COPY } from "@utsav/domain/client";
import { ok, stubApi } from "../../../test/api-stub";
import AccountBookingRoute, { clientAction } from "../../routes/account-booking";
import { MyBookingsPage } from "./my-bookings-page";

afterEach(() => vi.unstubAllGlobals());

const at = "2025-03-12T06:30:00.000Z";
const booking: ConsumerBookingDetail = {
  id: "bk_1",
  reference: "#0000BK01",
  offeringId: "VND1",
  offeringName: "Balloon arch",
  offeringSlug: "balloon-arch-vnd1",
  vendorName: "Bloom Studio",
  status: "confirmed",
  createdAt: at,
  updatedAt: at,
  eventDate: null,
  eventDay: null,
  price: null,
  locality: null,
  address: null,
  details: [{ label: "Your name", value: "Meera" }],
  events: [
    { id: "e1", actor: "consumer", fromStatus: null, toStatus: "received", reason: null, createdAt: at },
    { id: "e2", actor: "vendor", fromStatus: "received", toStatus: "confirmed", reason: null, createdAt: at },
  ],
  canCancel: true,
  cancellationTerms: { title: "Payment and cancellation terms", lines: ["Free cancellation up to 2 days before."] },
  refundIfCancelled: null,
  refund: null,
  payment: null,
  receipts: [],
  answerBy: null,
  timing: { answerBy: null, completesAt: null, problem: null, canReportProblem: false },
};

function renderAt(ui: React.ReactElement) {
  const Stub = createRoutesStub([{ path: "/", Component: () => ui }]);
  return render(<Stub initialEntries={["/"]} />);
}

/**
 * The booking's page through its route: its data as the server holds it (read again after a write), its lazily
 * loaded form, and its clientAction calling the API (stubbed at fetch) from the browser.
 */
async function renderBooking(stored: () => ConsumerBookingDetail) {
  const Stub = createRoutesStub([
    {
      path: "/account/bookings/:id",
      Component: AccountBookingRoute as never,
      loader: () => ({ booking: stored() }),
      action: clientAction as never,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={["/account/bookings/bk_1"]} />);
  await screen.findByRole("heading", { level: 1, name: "Balloon arch" });
}

describe("My bookings", () => {
  it("lists each booking with its status, linking to its timeline", () => {
    renderAt(<MyBookingsPage list={{ bookings: [booking], nextCursor: "x" }} nextPage="/account/bookings?cursor=x" />);
    const list = within(screen.getByRole("list", { name: "My bookings" }));
    expect(list.getByRole("link", { name: "Balloon arch" }).getAttribute("href")).toBe("/account/bookings/bk_1");
    expect(list.getByText("Confirmed")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Load more" }).getAttribute("href")).toBe("/account/bookings?cursor=x");
  });

  it("shows the timeline and the vendor's terms, and cancels with a reason", async () => {
    const cancelled: ConsumerBookingDetail = {
      ...booking,
      status: "cancelled",
      canCancel: false,
      events: [
        ...booking.events,
        { id: "e3", actor: "consumer", fromStatus: "confirmed", toStatus: "cancelled", reason: "Plans changed", createdAt: at },
      ],
    };
    let stored = booking;
    const fetchMock = stubApi({
      "POST /api/consumer/bookings/bk_1/cancel": () => {
        stored = cancelled;
        return ok(cancelled);
      },
    });
    await renderBooking(() => stored);
    expect(screen.getByText("Confirmed by the vendor")).toBeTruthy();
    expect(screen.getByText("Free cancellation up to 2 days before.")).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: "Reason (optional)" }), { target: { value: "Plans changed" } });
    fireEvent.click(screen.getByRole("button", { name: "Cancel booking" }));
    // It asks first, saying that no amount is promised where the vendor's terms give none (docs/decisions/0035).
    const dialog = await screen.findByRole("dialog", { name: "Cancel this booking?" });
    expect(within(dialog).getByText(/say nothing about refunds for this booking/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel booking" }));
    expect(await screen.findByText("Cancelled by you")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancel booking" })).toBeNull();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/consumer/bookings/bk_1/cancel");
    expect(JSON.parse(String(init.body))).toEqual({ reason: "Plans changed" });
  });

  it("shows the event's date and place on a catalogue offering, whose form asks no date field", async () => {
    await renderBooking(() => ({
      ...booking,
      eventDate: "2026-03-14",
      locality: "HSR Layout",
      address: "22 Lake Road, HSR Layout",
      details: [
        { label: "Name", value: "Meera" },
        { label: "Address", value: "22 Lake Road, HSR Layout" },
      ],
    }));
    expect(screen.getByText("Event date").nextElementSibling?.textContent).toBe("14 March 2026");
    // The address names its locality already: it is not said twice.
    expect(screen.getByText("Place").nextElementSibling?.textContent).toBe("22 Lake Road, HSR Layout");
    // The address row the summary says already is not listed again; the other answers are.
    expect(screen.queryByText("Address")).toBeNull();
    expect(screen.getByText("Name").nextElementSibling?.textContent).toBe("Meera");
    expect(screen.getAllByText("22 Lake Road, HSR Layout")).toHaveLength(1);
  });

  it("says once that the vendor stated no terms, without a second line that no amount is promised", async () => {
    await renderBooking(() => ({ ...booking, cancellationTerms: null, refundIfCancelled: null }));
    expect(screen.getByText(BOOKING_COPY.noCancellationTerms)).toBeTruthy();
    expect(screen.queryByText(BOOKING_ANSWER_COPY.refundNotStated)).toBeNull();
    // The dialog still says, beside the button that cancels, that no amount is promised.
    fireEvent.click(screen.getByRole("button", { name: BOOKING_COPY.cancelBooking }));
    const dialog = await screen.findByRole("dialog", { name: BOOKING_COPY.cancelConfirmTitle });
    expect(within(dialog).getByText(BOOKING_ANSWER_COPY.refundNotStated)).toBeTruthy();
  });

  it("lists each booking with its event's date and locality", () => {
    const dated = { ...booking, eventDate: "2026-03-14", eventDay: "14 March 2026", locality: "HSR Layout" };
    renderAt(<MyBookingsPage list={{ bookings: [dated], nextCursor: null }} nextPage={null} />);
    expect(screen.getByText("Event: 14 March 2026 · HSR Layout")).toBeTruthy();
  });

  it("says what cancelling now returns, before the shopper cancels", async () => {
    const line = "Cancel on 24 November 2026: ₹750 back of ₹1,500";
    await renderBooking(() => ({ ...booking, refundIfCancelled: { percent: 50, refund: 750, paid: 1500, line } }));
    expect(screen.getByText(line)).toBeTruthy();
  });
});
