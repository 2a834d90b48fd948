import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ConsumerBookingDetail } from "@utsav/domain";
import { BOOKING_ANSWER_COPY, BOOKING_COPY, formatDayTime, formatLongDate, PAYMENT_COPY, REFUND_STATUS_LABELS } from "@utsav/domain/client";
import { callsMade, fail, ok, stubApi } from "../../../test/api-stub";
import { renderRoute } from "../../../test/route-stub";
import AccountBookingRoute, { clientAction } from "../../routes/account-booking";
import * as bookingsRoute from "../../routes/account-bookings";
import { bookingWith, ORDER, PAID_AT } from "./test-payment";

// The shopper's side of an advance paid online (docs/decisions/0048): the booking page's Payment section in each state
// of the order (waiting, paid, refunded, expired), its receipts, and My bookings' "Pay now" while the order is open.

afterEach(() => vi.unstubAllGlobals());

async function renderBooking(booking: ConsumerBookingDetail) {
  const Stub = createRoutesStub([
    {
      path: "/account/bookings/:id",
      Component: AccountBookingRoute as never,
      loader: () => ({ booking }),
      action: clientAction as never,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={["/account/bookings/bk_1"]} />);
  await screen.findByRole("heading", { level: 1, name: "Balloon arch" });
}

const paymentSection = () => within(screen.getByRole("region", { name: PAYMENT_COPY.paymentTitle }));

describe("the booking page's Payment section", () => {
  it("waiting: the advance to pay, until when the booking is held, and Pay now to the checkout", async () => {
    await renderBooking(bookingWith.awaiting());
    expect(screen.getAllByText("Awaiting payment").length).toBeGreaterThan(0);
    const section = paymentSection();
    expect(section.getByText("Advance to pay: ₹875")).toBeTruthy();
    expect(section.getByText("To pay in cash on the day: ₹2,625")).toBeTruthy();
    expect(section.getByText(PAYMENT_COPY.heldUntil(formatDayTime("2026-03-12T07:00:00.000Z")))).toBeTruthy();
    expect(section.getByRole("link", { name: "Pay now" }).getAttribute("href")).toBe(`/pay/${ORDER}`);
    // The history starts where the booking did: waiting for its advance, not "Received".
    expect(within(screen.getByRole("region", { name: BOOKING_COPY.history })).getByText("Awaiting payment")).toBeTruthy();
    // It may still be cancelled before paying.
    expect(screen.getByRole("button", { name: BOOKING_COPY.cancelBooking })).toBeTruthy();
  });

  it("paid: what was paid, what is left in cash, when and how, and its receipt", async () => {
    await renderBooking(bookingWith.paid());
    const section = paymentSection();
    expect(section.getByText("Advance paid: ₹875")).toBeTruthy();
    expect(section.getByText("To pay in cash on the day: ₹2,625")).toBeTruthy();
    expect(section.getByText(PAYMENT_COPY.paidOn(formatDayTime(PAID_AT)))).toBeTruthy();
    expect(section.getByText(`${PAYMENT_COPY.method}: UPI`)).toBeTruthy();
    expect(section.queryByRole("link", { name: "Pay now" })).toBeNull();
    const receipts = within(section.getByRole("list", { name: PAYMENT_COPY.receiptsTitle }));
    const link = receipts.getByRole("link", { name: `Payment received: ₹875, ${formatDayTime(PAID_AT)}` });
    expect(link.getAttribute("href")).toBe("/account/bookings/bk_1/receipts/pay_1");
    expect(screen.getByText("Received by Utsav")).toBeTruthy();
  });

  for (const status of ["pending", "processed", "failed"] as const) {
    it(`a refund ${status}: how much comes back, why, and its state`, async () => {
      await renderBooking(bookingWith.refunded(status));
      const refunds = within(paymentSection().getByRole("list", { name: PAYMENT_COPY.refundsTitle }));
      expect(refunds.getByText("₹875 back: The vendor declined the booking")).toBeTruthy();
      expect(refunds.getByText(REFUND_STATUS_LABELS[status])).toBeTruthy();
      // The advance comes back online: the outcome does not say the vendor owes it back in cash.
      expect(screen.queryByText(/The vendor owes you/)).toBeNull();
      expect(screen.queryByText(BOOKING_ANSWER_COPY.cashOnDelivery)).toBeNull();
      expect(screen.getByText(/The vendor declined this booking/)).toBeTruthy();
    });
  }

  it("a processed refund has its own receipt", async () => {
    await renderBooking(bookingWith.refunded("processed"));
    const receipts = within(paymentSection().getByRole("list", { name: PAYMENT_COPY.receiptsTitle }));
    expect(receipts.getByRole("link", { name: /^Refund: ₹875, / }).getAttribute("href")).toBe("/account/bookings/bk_1/receipts/rf_1");
  });

  it("expired: says the booking was released unpaid, with the outcome line of a final state", async () => {
    await renderBooking(bookingWith.expired());
    expect(screen.getAllByText("Expired").length).toBeGreaterThan(0);
    expect(paymentSection().getByText(PAYMENT_COPY.expired)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Pay now" })).toBeNull();
    expect(screen.queryByRole("button", { name: BOOKING_COPY.cancelBooking })).toBeNull();
    expect(
      screen.getByText(`The advance was not paid in time, so this booking expired on ${formatLongDate("2026-03-12T07:00:00.000Z")}.`),
    ).toBeTruthy();
  });

  it("a booking without an advance online has no Payment section", async () => {
    await renderBooking({ ...bookingWith.awaiting(), status: "confirmed", payment: null });
    expect(screen.queryByRole("region", { name: PAYMENT_COPY.paymentTitle })).toBeNull();
  });

  it("an order cancelled before it was paid offers nothing to pay", async () => {
    await renderBooking({ ...bookingWith.awaiting(), status: "cancelled", canCancel: false });
    expect(screen.queryByRole("link", { name: "Pay now" })).toBeNull();
    expect(screen.queryByRole("region", { name: PAYMENT_COPY.paymentTitle })).toBeNull();
  });
});

describe("My bookings' Pay now", () => {
  const SESSION = ok({ isAuthenticated: true, userId: "u1", userType: "consumer", isNewUser: false });
  const confirmed = { ...bookingWith.paid(), id: "bk_2", status: "confirmed" as const };

  it("links a booking waiting for its advance to its checkout, reading only the waiting booking", async () => {
    const api = stubApi({
      "GET /api/auth/session": SESSION,
      "GET /api/consumer/bookings": ok({ bookings: [bookingWith.awaiting(), confirmed], nextCursor: null }),
      "GET /api/consumer/bookings/bk_1": ok(bookingWith.awaiting()),
    });
    renderRoute({ path: "/account/bookings", entry: "/account/bookings", Component: bookingsRoute.default, loader: bookingsRoute.loader });
    const list = within(await screen.findByRole("list", { name: BOOKING_COPY.myBookingsTitle }));
    expect(list.getByText("Awaiting payment")).toBeTruthy();
    expect(list.getAllByRole("link", { name: "Pay now" }).map((link) => link.getAttribute("href"))).toEqual([`/pay/${ORDER}`]);
    expect(callsMade(api)).not.toContain("GET /api/consumer/bookings/bk_2");
  });

  it("offers no Pay now once the order has expired, or when the booking cannot be read", async () => {
    const expiredOrder = { ...bookingWith.awaiting(), payment: { ...bookingWith.awaiting().payment!, status: "expired" as const } };
    const other = { ...bookingWith.awaiting(), id: "bk_3" };
    stubApi({
      "GET /api/auth/session": SESSION,
      "GET /api/consumer/bookings": ok({ bookings: [bookingWith.awaiting(), other], nextCursor: null }),
      "GET /api/consumer/bookings/bk_1": ok(expiredOrder),
      "GET /api/consumer/bookings/bk_3": fail(404, "Booking not found"),
    });
    renderRoute({ path: "/account/bookings", entry: "/account/bookings", Component: bookingsRoute.default, loader: bookingsRoute.loader });
    const list = within(await screen.findByRole("list", { name: BOOKING_COPY.myBookingsTitle }));
    expect(list.getAllByText("Awaiting payment")).toHaveLength(2);
    expect(list.queryByRole("link", { name: "Pay now" })).toBeNull();
  });
});
