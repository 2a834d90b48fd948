import { fireEvent, screen } from "@testing-library/react";
import { useRouteError } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PAYMENT_COPY, SHOPPER_PAYMENT_COPY } from "@utsav/domain/client";
import { fail, ok, stubApi } from "../../../test/api-stub";
import { fetchedApi, renderRoute } from "../../../test/route-stub";
import * as receiptRoute from "../../routes/account-receipt";
import { bookingWith } from "./test-payment";

// A receipt of a payment or a refund (docs/decisions/0048), through its route: read from the shopper's own booking,
// printable, never indexed; another's booking, or a receipt the booking does not have, is a 404; a guest signs in first.

afterEach(() => vi.unstubAllGlobals());

const SIGNED_IN = ok({ isAuthenticated: true, userId: "u1", userType: "consumer", isNewUser: false });
const SIGNED_OUT = ok({ isAuthenticated: false, userId: null, userType: null, isNewUser: false });

/** The route's error boundary, standing in for the root's: the status and the message. */
function Failed() {
  const error = useRouteError() as Response & { data?: unknown };
  return <p role="alert">{`${error.status}`}</p>;
}

function renderReceipt(entry: string) {
  renderRoute({
    path: "/account/bookings/:id/receipts/:receiptId",
    entry,
    Component: receiptRoute.default,
    loader: receiptRoute.loader,
    ErrorBoundary: Failed,
  });
}

const rowOf = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

describe("a receipt", () => {
  it("of a payment: the amount, the booking, the offering, the vendor, the method, the provider's id and the time in India", async () => {
    stubApi({ "GET /api/auth/session": SIGNED_IN, "GET /api/consumer/bookings/bk_1": ok(bookingWith.paid()) });
    renderReceipt("/account/bookings/bk_1/receipts/pay_1");
    expect(await screen.findByRole("heading", { level: 1, name: PAYMENT_COPY.receipt })).toBeTruthy();
    expect(screen.getByText(PAYMENT_COPY.receiptOfPayment)).toBeTruthy();
    expect(screen.getByText("₹875")).toBeTruthy();
    expect(screen.getByText("For booking #0000BK01")).toBeTruthy();
    expect(rowOf(SHOPPER_PAYMENT_COPY.offering)).toBe("Balloon arch");
    expect(rowOf(SHOPPER_PAYMENT_COPY.vendor)).toBe("Bloom Studio");
    expect(rowOf(PAYMENT_COPY.method)).toBe("UPI");
    expect(rowOf(PAYMENT_COPY.paymentId)).toBe("pay_LOCAL123");
    expect(rowOf(PAYMENT_COPY.status)).toBe("Paid");
    // 06:40 UTC is 12:10 pm in India, whatever the machine's own zone.
    expect(rowOf(SHOPPER_PAYMENT_COPY.date)).toBe("12 Mar 2026, 12:10 pm IST");
    expect(screen.getByRole("link", { name: /Back to the booking/ }).getAttribute("href")).toBe("/account/bookings/bk_1");
    const print = vi.fn();
    vi.stubGlobal("print", print);
    fireEvent.click(screen.getByRole("button", { name: PAYMENT_COPY.printReceipt }));
    expect(print).toHaveBeenCalledOnce();
  });

  it("of a refund: its id at the provider and its state, without a method", async () => {
    stubApi({ "GET /api/auth/session": SIGNED_IN, "GET /api/consumer/bookings/bk_1": ok(bookingWith.refunded("processed")) });
    renderReceipt("/account/bookings/bk_1/receipts/rf_1");
    expect(await screen.findByText(PAYMENT_COPY.receiptOfRefund)).toBeTruthy();
    expect(rowOf(PAYMENT_COPY.refundId)).toBe("rfnd_LOCAL9");
    expect(rowOf(PAYMENT_COPY.status)).toBe("Refunded");
    expect(screen.queryByText(PAYMENT_COPY.method, { selector: "dt" })).toBeNull();
    expect(screen.getByText(SHOPPER_PAYMENT_COPY.refundReceiptLead)).toBeTruthy();
  });

  it("that the booking does not have is a 404", async () => {
    stubApi({ "GET /api/auth/session": SIGNED_IN, "GET /api/consumer/bookings/bk_1": ok(bookingWith.paid()) });
    renderReceipt("/account/bookings/bk_1/receipts/rf_someone_else");
    expect((await screen.findByRole("alert")).textContent).toBe("404");
  });

  it("of another shopper's booking is the API's 404", async () => {
    stubApi({ "GET /api/auth/session": SIGNED_IN, "GET /api/consumer/bookings/bk_9": fail(404, "Booking not found") });
    renderReceipt("/account/bookings/bk_9/receipts/pay_1");
    expect((await screen.findByRole("alert")).textContent).toBe("404");
  });

  it("sends a guest to sign in, and back to the receipt", async () => {
    stubApi({ "GET /api/auth/session": SIGNED_OUT });
    const response = await receiptRoute
      .loader({ params: { id: "bk_1", receiptId: "pay_1" }, context: { api: fetchedApi } } as never)
      .catch((thrown: unknown) => thrown);
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).headers.get("location")).toBe(
      `/login?${new URLSearchParams({ redirect: "/account/bookings/bk_1/receipts/pay_1" })}`,
    );
  });

  it("is never indexed nor kept by a shared cache", () => {
    expect(receiptRoute.meta()).toContainEqual({ name: "robots", content: "noindex" });
    expect(receiptRoute.headers()).toEqual({ "cache-control": "no-store" });
  });
});
