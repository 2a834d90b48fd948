import { fireEvent, screen, waitFor, within } from "expo-router/testing-library";
import { formatDay, formatDayTime } from "@utsav/domain/shopper";
import * as WebBrowser from "expo-web-browser";
import { expectAccessibleControls } from "../../../test/accessible-controls";
import { bookingDetail, bookingEnvelope, bookingList, bookingSummary } from "../../../test/fixtures/bookings";
import { bookingPayment, checkoutAnswer, ORDER_ID, paidPayment, receipt } from "../../../test/fixtures/payments";
import { API_BASE, createFakeApi } from "../../../test/fake-api";
import type { FakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";

// My bookings' payments in the app (docs/decisions/0053): the advance to pay, paid or expired, the price in cash,
// refunds with their states, receipts, and 'Pay now' in the list.

const DETAIL = "GET /api/consumer/bookings/bk1";
const LIST = "GET /api/consumer/bookings";
const REFRESH = `POST /api/public/payments/${ORDER_ID}/refresh`;
const PAID_AT = "2026-03-02T06:40:00.000Z";
const PAY = "Pay ₹875 advance";

const awaiting = () =>
  bookingDetail({ status: "awaiting_payment", price: 3500, payment: bookingPayment(), refundIfCancelled: null, cancellationTerms: null });
const paid = () =>
  bookingDetail({ status: "received", price: 3500, payment: paidPayment(), receipts: [receipt("payment")], refundIfCancelled: null });

function openBooking(api: FakeApi, url = "/account/bookings/bk1") {
  return renderApp(url, { api, token: "kept-token" });
}

const browserClosed = () => jest.spyOn(WebBrowser, "openBrowserAsync").mockResolvedValue({ type: WebBrowser.WebBrowserResultType.DISMISS });

describe("a booking's payment", () => {
  it("offers to pay an advance still owed, and shows it paid, with its receipt, once the server says so", async () => {
    const open = browserClosed();
    let reads = 0;
    const api = createFakeApi()
      .on(DETAIL, () => ({ body: bookingEnvelope(++reads === 1 ? awaiting() : paid()) }))
      .on(REFRESH, checkoutAnswer("paid"));
    openBooking(api);
    expect(await screen.findByRole("header", { name: "Payment" })).toBeOnTheScreen();
    expect(screen.getByText("Awaiting payment")).toBeOnTheScreen();
    expect(screen.getByText("To pay in cash on the day: ₹2,625")).toBeOnTheScreen();
    expectAccessibleControls();

    fireEvent.press(screen.getByRole("button", { name: PAY }));
    expect(await screen.findByText(`Paid on ${formatDay(PAID_AT)}`)).toBeOnTheScreen();
    expect(open.mock.calls[0]?.[0]).toBe(`${API_BASE}/pay/${ORDER_ID}`);
    expect(screen.getByText("Advance paid: ₹875")).toBeOnTheScreen();
    expect(screen.getByText("Method: UPI")).toBeOnTheScreen();
    // The booking is the vendor's now: its badge is no longer 'Awaiting payment'.
    expect(screen.queryByText("Awaiting payment")).not.toBeOnTheScreen();
    expect(screen.getByRole("button", { name: `Receipt: Payment received, ₹875, ${formatDay(PAID_AT)}` })).toBeOnTheScreen();
    expect(screen.queryByRole("button", { name: PAY })).not.toBeOnTheScreen();
    expect(reads).toBe(2);
  });

  it("shows a receipt in a sheet: what, for which booking, how much, how, the provider's id and when", async () => {
    openBooking(createFakeApi().on(DETAIL, bookingEnvelope(paid())));
    fireEvent.press(await screen.findByRole("button", { name: `Receipt: Payment received, ₹875, ${formatDay(PAID_AT)}` }));
    const sheet = await screen.findByRole("header", { name: "Payment received" });
    expect(sheet).toBeOnTheScreen();
    expect(screen.getByText("For booking #00000BK1")).toBeOnTheScreen();
    expect(screen.getByText("Brass Diya Hamper by Deepam Gifts & Decor")).toBeOnTheScreen();
    expect(screen.getByLabelText("Amount, ₹875")).toBeOnTheScreen();
    expect(screen.getByLabelText("Method, UPI")).toBeOnTheScreen();
    expect(screen.getByLabelText("Payment ID, pay_A1")).toBeOnTheScreen();
    expect(screen.getByLabelText("Status, Paid")).toBeOnTheScreen();
    expect(screen.getByText(formatDayTime(PAID_AT))).toBeOnTheScreen();
    expectAccessibleControls();
  });

  it("says the price is paid in cash on the day where nothing was paid online", async () => {
    openBooking(createFakeApi().on(DETAIL, bookingEnvelope()));
    expect(await screen.findByRole("header", { name: "Payment" })).toBeOnTheScreen();
    expect(screen.getByText("To pay in cash on the day: ₹750")).toBeOnTheScreen();
    expect(screen.queryByRole("button", { name: /advance/ })).not.toBeOnTheScreen();
  });

  it("says the time to pay ran out for an expired booking, and offers nothing to pay", async () => {
    const detail = bookingDetail({
      status: "expired",
      canCancel: false,
      cancellationTerms: null,
      refundIfCancelled: null,
      payment: bookingPayment({ status: "expired" }),
      events: [
        {
          id: "e1",
          actor: "consumer",
          fromStatus: null,
          toStatus: "awaiting_payment",
          reason: null,
          createdAt: "2026-03-02T06:30:00.000Z",
        },
        {
          id: "e2",
          actor: "system",
          fromStatus: "awaiting_payment",
          toStatus: "expired",
          reason: null,
          createdAt: "2026-03-02T07:00:00.000Z",
        },
      ],
    });
    openBooking(createFakeApi().on(DETAIL, bookingEnvelope(detail)));
    expect(await screen.findByText("The time to pay ran out, so this booking was released and no money was taken.")).toBeOnTheScreen();
    expect(screen.getAllByText("Expired").length).toBeGreaterThan(0);
    expect(screen.getByText("Expired by Utsav")).toBeOnTheScreen();
    expect(screen.queryByRole("button", { name: PAY })).not.toBeOnTheScreen();
    expect(screen.queryByText(/To pay in cash/)).not.toBeOnTheScreen();
  });

  it("lists the refunds with their states and reasons, and no cash owed on a cancelled booking", async () => {
    const detail = bookingDetail({
      status: "cancelled",
      canCancel: false,
      cancellationTerms: null,
      refundIfCancelled: null,
      price: 3500,
      payment: paidPayment({
        refunds: [
          {
            id: "rf_1",
            amountPaise: 43_750,
            reason: "consumer_cancelled",
            status: "processed",
            providerRefundId: "rfnd_B2",
            createdAt: PAID_AT,
            processedAt: PAID_AT,
          },
          {
            id: "rf_2",
            amountPaise: 10_050,
            reason: "operator",
            status: "pending",
            providerRefundId: null,
            createdAt: PAID_AT,
            processedAt: null,
          },
        ],
      }),
      receipts: [receipt("payment"), receipt("refund", { amountPaise: 43_750 })],
    });
    openBooking(createFakeApi().on(DETAIL, bookingEnvelope(detail)));
    expect(await screen.findByRole("header", { name: "Refunds" })).toBeOnTheScreen();
    const day = formatDay(PAID_AT);
    expect(screen.getByLabelText(`₹437.50, Refunded, You cancelled the booking, ${day}`)).toBeOnTheScreen();
    expect(screen.getByLabelText(`₹100.50, Refund on its way, Refunded by Utsav support, ${day}`)).toBeOnTheScreen();
    expect(screen.queryByText(/To pay in cash/)).not.toBeOnTheScreen();
    fireEvent.press(screen.getByRole("button", { name: `Receipt: Refund, ₹437.50, ${day}` }));
    expect(await screen.findByLabelText("Refund ID, rfnd_B2")).toBeOnTheScreen();
    expect(screen.getByLabelText("Status, Refunded")).toBeOnTheScreen();
    expect(screen.queryByLabelText(/^Method,/)).not.toBeOnTheScreen();
  });
});

describe("My bookings' Pay now", () => {
  it("shows a booking awaiting its advance with Pay now, which opens the booking and its checkout at once", async () => {
    const open = browserClosed();
    const api = createFakeApi()
      .on(LIST, bookingList([bookingSummary("bk1", { status: "awaiting_payment" }), bookingSummary("bk2")]))
      .on(DETAIL, bookingEnvelope(awaiting()))
      .on(REFRESH, checkoutAnswer("created"));
    const app = renderApp("/account/bookings", { api, token: "kept-token" });
    const row = await screen.findByRole("link", { name: /^Brass Diya Hamper, Awaiting payment,/ });
    expect(within(row).getByText("Awaiting payment")).toBeOnTheScreen();
    // One Pay now, for the booking that waits for its advance only.
    expect(screen.getAllByRole("button", { name: /^Pay now/ })).toHaveLength(1);
    expectAccessibleControls();

    fireEvent.press(screen.getByRole("button", { name: "Pay now: Brass Diya Hamper" }));
    await waitFor(() => expect(app.getPathname()).toBe("/account/bookings/bk1"));
    await waitFor(() => expect(open).toHaveBeenCalledWith(`${API_BASE}/pay/${ORDER_ID}`, expect.anything()));
    expect(open).toHaveBeenCalledTimes(1);
    expect(await screen.findByText("Checking your payment…")).toBeOnTheScreen();
  });

  it("opens no checkout when the booking no longer waits for its advance", async () => {
    const open = browserClosed();
    openBooking(createFakeApi().on(DETAIL, bookingEnvelope(paid())), "/account/bookings/bk1?pay=now");
    expect(await screen.findByText("Advance paid: ₹875")).toBeOnTheScreen();
    expect(open).not.toHaveBeenCalled();
  });
});
