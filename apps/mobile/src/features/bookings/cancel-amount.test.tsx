import { fireEvent, screen } from "expo-router/testing-library";
import { BOOKING_ANSWER_COPY, BOOKING_COPY } from "@utsav/domain/shopper";
import { bookingDetail, bookingEnvelope } from "../../../test/fixtures/bookings";
import { createFakeApi } from "../../../test/fake-api";
import type { FakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";

// The app's cancel states the amount before it cancels, or that the vendor's terms promise none, and a cancelled
// booking says what the vendor owes back, as it was fixed then (docs/decisions/0035).

const DETAIL = "GET /api/consumer/bookings/bk1";
const CANCEL = "POST /api/consumer/bookings/bk1/cancel";

const openBooking = (api: FakeApi) => renderApp("/account/bookings/bk1", { api, token: "kept-token" });

describe("what cancelling gives back, in the app", () => {
  it("the sheet that asks first states the amount", async () => {
    openBooking(createFakeApi().on(DETAIL, bookingEnvelope()));
    fireEvent.press(await screen.findByRole("button", { name: "Cancel booking" }));
    expect(screen.getByRole("header", { name: "Cancel this booking?" })).toBeOnTheScreen();
    // On the screen and again in the sheet, beside the button that cancels.
    expect(screen.getAllByText("Cancel on 3 March 2026: ₹750 back of ₹750")).toHaveLength(2);
  });

  it("where the vendor's terms give no amount, says so and promises nothing", async () => {
    const api = createFakeApi().on(DETAIL, bookingEnvelope(bookingDetail({ refundIfCancelled: null })));
    openBooking(api);
    expect(await screen.findByText(BOOKING_ANSWER_COPY.refundNotStated)).toBeOnTheScreen();
    fireEvent.press(screen.getByRole("button", { name: "Cancel booking" }));
    expect(screen.getAllByText(BOOKING_ANSWER_COPY.refundNotStated)).toHaveLength(2);
    expect(screen.queryByText(/back of/)).not.toBeOnTheScreen();
    expect(api.calls(CANCEL)).toHaveLength(0);
  });

  it("where the vendor stated no terms, says so once, and the sheet says that no amount is promised", async () => {
    openBooking(createFakeApi().on(DETAIL, bookingEnvelope(bookingDetail({ cancellationTerms: null, refundIfCancelled: null }))));
    expect(await screen.findByText(BOOKING_COPY.noCancellationTerms)).toBeOnTheScreen();
    expect(screen.queryByText(BOOKING_ANSWER_COPY.refundNotStated)).not.toBeOnTheScreen();
    fireEvent.press(screen.getByRole("button", { name: "Cancel booking" }));
    expect(screen.getAllByText(BOOKING_ANSWER_COPY.refundNotStated)).toHaveLength(1);
  });

  it("a cancelled booking says what the vendor owes back, and that the vendor pays it back directly", async () => {
    const cancelled = bookingDetail({
      status: "cancelled",
      canCancel: false,
      refundIfCancelled: null,
      refund: { percent: 50, amount: 375, of: 750 },
    });
    openBooking(createFakeApi().on(DETAIL, bookingEnvelope(cancelled)));
    expect(await screen.findByText("The vendor owes you ₹375 back of ₹750 (50%).")).toBeOnTheScreen();
    expect(screen.getByText(BOOKING_ANSWER_COPY.cashOnDelivery)).toBeOnTheScreen();
    expect(screen.queryByRole("button", { name: "Cancel booking" })).not.toBeOnTheScreen();
  });
});
