import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ConsumerBookingDetail, VendorBookingDetail } from "@utsav/domain";
import { bodiesSent, ok, stubApi } from "../../../test/api-stub";
import { renderRoute } from "../../../test/route-stub";
import AccountBookingRoute, { clientAction as cancelAction } from "../../routes/account-booking";
import VendorBookingRoute, { clientAction, loader } from "../../routes/vendor/booking";

// Decline, cancel and complete ask first, in a dialog that says what follows and, for a cancel, the amount
// (docs/decisions/0035); Complete waits for the event date; a cancelled booking says what is owed back.

afterEach(() => vi.unstubAllGlobals());

const at = "2026-03-01T06:30:00.000Z";
const placed = { id: "e1", actor: "consumer" as const, fromStatus: null, toStatus: "received" as const, reason: null, createdAt: at };
const confirmedEvent = { ...placed, id: "e2", actor: "vendor" as const, fromStatus: "received" as const, toStatus: "confirmed" as const };

function vendorBooking(overrides: Partial<VendorBookingDetail> = {}): VendorBookingDetail {
  return {
    id: "bk_1",
    reference: "#0000BK01",
    offeringId: "VND1",
    offeringName: "Balloon arch",
    status: "confirmed",
    createdAt: at,
    updatedAt: at,
    eventDate: "2026-03-14",
    locality: "Koramangala",
    address: null,
    consumerName: "Meera Rao",
    consumerPhone: "+919845012345",
    answerBy: null,
    timing: { answerBy: null, completesAt: null, problem: null, canReportProblem: false },
    details: [{ label: "Your name", value: "Meera Rao" }],
    events: [placed, confirmedEvent],
    nextStatuses: ["cancelled"],
    completableFrom: "2026-03-14",
    refundIfCancelled: { percent: 100, refund: 750, paid: 750, line: "You will owe the customer everything paid: ₹750 back of ₹750." },
    refund: null,
    ...overrides,
  };
}

const renderVendorBooking = () =>
  renderRoute({
    path: "/vendor/bookings/:id",
    entry: "/vendor/bookings/bk_1",
    Component: VendorBookingRoute,
    loader,
    action: clientAction,
  });

describe("the vendor's answers that ask first", () => {
  it("does not offer Complete before the event date, and says from when", async () => {
    stubApi({ "GET /api/vendor/bookings/bk_1": ok(vendorBooking()) });
    renderVendorBooking();
    expect(await screen.findByText("You can mark it completed from 14 March 2026, the event date.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Mark completed/ })).toBeNull();
  });

  it("cancel: a dialog with what follows and the amount owed back; Keep booking closes it and gives the focus back", async () => {
    const user = userEvent.setup({ delay: null });
    const cancelled = vendorBooking({
      status: "cancelled",
      nextStatuses: [],
      completableFrom: null,
      refundIfCancelled: null,
      refund: { percent: 100, amount: 750, of: 750 },
      events: [
        placed,
        confirmedEvent,
        { ...confirmedEvent, id: "e3", fromStatus: "confirmed", toStatus: "cancelled", reason: "Venue closed" },
      ],
    });
    const api = stubApi({
      "GET /api/vendor/bookings/bk_1": [ok(vendorBooking()), ok(cancelled)],
      "POST /api/vendor/bookings/bk_1/status": ok(cancelled),
    });
    renderVendorBooking();
    const cancel = await screen.findByRole("button", { name: "Cancel booking #0000BK01" });
    await user.click(cancel);
    let dialog = await screen.findByRole("dialog", { name: "Cancel this booking?" });
    expect(within(dialog).getByText("The customer is told at once, and a cancelled booking cannot be restored.")).toBeTruthy();
    expect(within(dialog).getByText("You will owe the customer everything paid: ₹750 back of ₹750.")).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.click(within(dialog).getByRole("button", { name: "Keep booking" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    // Radix gives the focus back once the dialog has gone.
    await vi.waitFor(() => expect(document.activeElement).toBe(cancel));
    expect(bodiesSent(api, "POST /api/vendor/bookings/bk_1/status")).toEqual([]);

    await user.click(cancel);
    dialog = await screen.findByRole("dialog", { name: "Cancel this booking?" });
    await user.type(within(dialog).getByRole("textbox", { name: "Reason (optional)" }), "Venue closed");
    await user.click(within(dialog).getByRole("button", { name: "Cancel booking" }));
    expect(await screen.findByText("You owe the customer ₹750 back of ₹750 (100%).")).toBeTruthy();
    expect(bodiesSent(api, "POST /api/vendor/bookings/bk_1/status")).toEqual([{ status: "cancelled", reason: "Venue closed" }]);
  });

  it("complete, on the event date: asks first, then sends", async () => {
    const user = userEvent.setup({ delay: null });
    const onTheDay = vendorBooking({ nextStatuses: ["completed", "cancelled"], completableFrom: null });
    const api = stubApi({
      "GET /api/vendor/bookings/bk_1": ok(onTheDay),
      "POST /api/vendor/bookings/bk_1/status": ok(onTheDay),
    });
    renderVendorBooking();
    await user.click(await screen.findByRole("button", { name: "Mark completed #0000BK01" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark this booking completed?" });
    expect(within(dialog).getByText(/Do this once the event has taken place/)).toBeTruthy();
    expect(within(dialog).queryByRole("textbox")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Mark completed" }));
    await vi.waitFor(() => expect(bodiesSent(api, "POST /api/vendor/bookings/bk_1/status")).toEqual([{ status: "completed" }]));
  });

  it("decline: asks first, with the reason the customer reads", async () => {
    stubApi({ "GET /api/vendor/bookings/bk_1": ok(vendorBooking({ status: "received", nextStatuses: ["confirmed", "declined"] })) });
    renderVendorBooking();
    fireEvent.click(await screen.findByRole("button", { name: "Decline #0000BK01" }));
    const dialog = await screen.findByRole("dialog", { name: "Decline this booking?" });
    expect(within(dialog).getByText(/with your reason/)).toBeTruthy();
    expect(within(dialog).getByRole("textbox", { name: "Reason for declining (the customer will read it)" }).hasAttribute("required")).toBe(
      true,
    );
  });
});

const shopperBooking: ConsumerBookingDetail = {
  id: "bk_1",
  reference: "#0000BK01",
  offeringId: "VND1",
  offeringName: "Balloon arch",
  offeringSlug: null,
  vendorName: "Bloom Studio",
  status: "confirmed",
  createdAt: at,
  updatedAt: at,
  eventDate: "2026-03-14",
  eventDay: "14 March 2026",
  price: 1500,
  locality: null,
  address: null,
  details: [],
  events: [placed, confirmedEvent],
  canCancel: true,
  cancellationTerms: null,
  refundIfCancelled: { percent: 50, refund: 750, paid: 1500, line: "Cancel on 1 March 2026: ₹750 back of ₹1,500" },
  refund: null,
  payment: null,
  receipts: [],
  answerBy: null,
  timing: { answerBy: null, completesAt: null, problem: null, canReportProblem: false },
};

async function renderShopperBooking(stored: () => ConsumerBookingDetail) {
  const Stub = createRoutesStub([
    {
      path: "/account/bookings/:id",
      Component: AccountBookingRoute as never,
      loader: () => ({ booking: stored() }),
      action: cancelAction as never,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={["/account/bookings/bk_1"]} />);
  await screen.findByRole("heading", { level: 1, name: "Balloon arch" });
}

describe("the shopper's cancel", () => {
  it("asks first, stating the amount; Keep booking sends nothing; once cancelled, says what the vendor owes back", async () => {
    const user = userEvent.setup({ delay: null });
    const cancelled: ConsumerBookingDetail = {
      ...shopperBooking,
      status: "cancelled",
      canCancel: false,
      refundIfCancelled: null,
      refund: { percent: 50, amount: 750, of: 1500 },
    };
    let stored = shopperBooking;
    const api = stubApi({
      "POST /api/consumer/bookings/bk_1/cancel": () => {
        stored = cancelled;
        return ok(cancelled);
      },
    });
    await renderShopperBooking(() => stored);
    await user.click(await screen.findByRole("button", { name: "Cancel booking" }));
    let dialog = await screen.findByRole("dialog", { name: "Cancel this booking?" });
    expect(within(dialog).getByText("Cancel on 1 March 2026: ₹750 back of ₹1,500")).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(bodiesSent(api, "POST /api/consumer/bookings/bk_1/cancel")).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Cancel booking" }));
    dialog = await screen.findByRole("dialog", { name: "Cancel this booking?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel booking" }));
    expect(await screen.findByText("The vendor owes you ₹750 back of ₹1,500 (50%).")).toBeTruthy();
    expect(screen.getByText("Payment is cash on delivery: the vendor pays this back to you directly.")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(bodiesSent(api, "POST /api/consumer/bookings/bk_1/cancel")).toEqual([{}]);
  });
});
