import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createElement } from "react";
import { createRoutesStub, useParams } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BOOKING_FORM_COPY, MESSAGES, PAYMENT_COPY } from "@utsav/domain/client";
import { fail, ok, stubApi } from "../../../test/api-stub";
import { renderRoute } from "../../../test/route-stub";
import type { BookingLink } from "../../shared/lib/booking-link";
import { encodeBookingLink } from "../../shared/lib/booking-link";
import * as bookingRoute from "../../routes/booking";
import type { BookingAdvance } from "./booking-advance";
import { bookingAdvanceOf } from "./booking-advance";
import BookingForm from "./booking-form";
import { makeBookingLink } from "./test-booking";
import { ORDER } from "./test-payment";

// The booking form where the vendor asks an advance paid online (docs/decisions/0048): it says the advance and the rest
// in cash under the spec's own 'Payment will be COD.', keeps its 'Submit', and a booking that waits for its advance goes
// on to the checkout, from the dialog and from the /booking page alike.

afterEach(() => vi.unstubAllGlobals());

const BOOK = "POST /api/public/booking";
const TWENTY_FIVE: BookingAdvance = { price: 3500, percent: 25 };
const NOTE = PAYMENT_COPY.formNote(875, 25, 2625);
const placed = (payment: unknown) => ok({ bookingId: "b1", status: payment ? "awaiting_payment" : "received", payment });
const awaiting = placed({
  orderId: ORDER,
  advance: 875,
  cashOnTheDay: 2625,
  expiresAt: "2026-03-12T07:00:00.000Z",
  checkoutPath: `/pay/${ORDER}`,
});

/** The checkout page's stand-in: where the form went. */
function Checkout() {
  return createElement("h1", null, `Checkout ${useParams().orderId ?? ""}`);
}

function renderForm(booking: BookingLink, mode: "page" | "modal", advance: BookingAdvance | null) {
  const Stub = createRoutesStub([
    { path: "/", Component: () => createElement(BookingForm, { booking, mode, advance }) },
    { path: "/booking", action: bookingRoute.clientAction as never },
    { path: "/pay/:orderId", Component: Checkout },
  ]);
  return render(createElement(Stub, { initialEntries: ["/"] }));
}

async function submit() {
  const user = userEvent.setup();
  await user.type(screen.getByRole("textbox", { name: /Name/ }), "Asha");
  await user.type(screen.getByRole("textbox", { name: /Mobile Number/ }), "9876543210");
  await user.click(screen.getByRole("button", { name: BOOKING_FORM_COPY.submit }));
}

describe("the booking form, where the vendor asks an advance", () => {
  it("says the advance and the rest in cash under the spec's note, and keeps its Submit", () => {
    renderForm(makeBookingLink(), "modal", TWENTY_FIVE);
    const cod = screen.getByText("Payment will be COD.");
    expect(cod.nextElementSibling?.textContent).toBe(NOTE);
    expect(NOTE).toBe(
      "This vendor asks a 25% advance of ₹875, paid online by UPI or card after you submit. The rest, ₹2,625, is paid in cash on the day.",
    );
    expect(screen.getByRole("button", { name: "Submit" })).toBeTruthy();
  });

  it("says nothing of an advance where the vendor asks none, states none, or the figures are not known", () => {
    for (const advance of [{ price: 3500, percent: 0 }, { price: 3500, percent: null }, null]) {
      const view = renderForm(makeBookingLink(), "modal", advance);
      expect(screen.getByText("Payment will be COD.")).toBeTruthy();
      expect(screen.queryByText(/advance of/)).toBeNull();
      view.unmount();
    }
  });

  for (const mode of ["modal", "page"] as const) {
    it(`${mode}: a booking that waits for its advance goes on to its checkout, not the success view`, async () => {
      stubApi({ [BOOK]: awaiting });
      renderForm(makeBookingLink(), mode, TWENTY_FIVE);
      await submit();
      expect(await screen.findByRole("heading", { name: `Checkout ${ORDER}` })).toBeTruthy();
      expect(screen.queryByText(MESSAGES.bookingSuccess)).toBeNull();
    });
  }

  it("a booking the vendor receives at once shows the success view as before", async () => {
    stubApi({ [BOOK]: placed(null) });
    renderForm(makeBookingLink(), "modal", TWENTY_FIVE);
    await submit();
    expect(await screen.findByText(MESSAGES.bookingSuccess)).toBeTruthy();
  });

  it("goes to the checkout by the order's id, whatever address the answer names", async () => {
    stubApi({
      [BOOK]: placed({
        orderId: ORDER,
        advance: 875,
        cashOnTheDay: 2625,
        expiresAt: "2026-03-12T07:00:00.000Z",
        checkoutPath: "https://evil.example/pay",
      }),
    });
    renderForm(makeBookingLink(), "modal", TWENTY_FIVE);
    await submit();
    expect(await screen.findByRole("heading", { name: `Checkout ${ORDER}` })).toBeTruthy();
  });
});

describe("the /booking page", () => {
  const link = makeBookingLink();
  const entry = `/booking?data=${encodeURIComponent(encodeBookingLink(link))}`;
  const offeringCall = `GET /api/offerings/${link.offeringSlug}`;

  it("reads the advance from the offering as the API has it, not from the link", async () => {
    stubApi({ [offeringCall]: ok({ offering: { price: 3500, terms: { advancePercent: 25, advancePaidOnline: true } } }) });
    renderRoute({ path: "/booking", entry, Component: bookingRoute.default, loader: bookingRoute.loader });
    expect(await screen.findByText(NOTE)).toBeTruthy();
  });

  it("still draws the form, without the advance, when the offering cannot be read", async () => {
    stubApi({ [offeringCall]: fail(404, "Offering not found") });
    renderRoute({ path: "/booking", entry, Component: bookingRoute.default, loader: bookingRoute.loader });
    expect(await screen.findByRole("button", { name: "Submit" })).toBeTruthy();
    expect(screen.queryByText(/advance of/)).toBeNull();
  });
});

describe("the advance the form states", () => {
  it("is the vendor's only where it is paid online; otherwise the form promises nothing of it", () => {
    const terms = { advancePercent: 25 } as NonNullable<Parameters<typeof bookingAdvanceOf>[0]["terms"]>;
    expect(bookingAdvanceOf({ price: 3500, terms: { ...terms, advancePaidOnline: true } })).toEqual({ price: 3500, percent: 25 });
    expect(bookingAdvanceOf({ price: 3500, terms: { ...terms, advancePaidOnline: false } })).toEqual({ price: 3500, percent: null });
    expect(bookingAdvanceOf({ price: 3500, terms })).toEqual({ price: 3500, percent: null });
  });
});
