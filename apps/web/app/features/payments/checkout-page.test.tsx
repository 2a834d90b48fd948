import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  BOOKING_FORM_COPY,
  CHECKOUT_COPY,
  COMMON_COPY,
  LOCAL_PAYMENT_COPY,
  MESSAGES,
  PAYMENT_COPY,
  PAYMENT_MESSAGES,
} from "@utsav/domain/client";
import type { Checkout } from "@utsav/domain";
import { fetchTransport } from "@utsav/api-client/core/fetch-transport";
import { bodiesSent, callsMade, fail, ok, stubApi } from "../../../test/api-stub";
import { renderWithRouter } from "../../../test/render";
import { renderRoute } from "../../../test/route-stub";
import * as payRoute from "../../routes/pay";
import { CheckoutPage } from "./checkout-page";
import { RAZORPAY_CHECKOUT_SCRIPT } from "./razorpay-checkout";

const ORDER = "po_0123456789abcdef0123456789abcdef";
const REFRESH = `POST /api/public/payments/${ORDER}/refresh`;
const LOCAL_PAY = `POST /api/dev/payments/${ORDER}`;

const checkout = (overrides: Partial<Checkout> = {}): Checkout => ({
  orderId: ORDER,
  bookingId: "bk_5f2a",
  bookingReference: "UT-5F2A",
  offeringName: "Marigold Entrance Garland",
  vendorName: "Asha Decor",
  advancePaise: 87_500,
  cashOnTheDay: 2625,
  currency: "INR",
  status: "created",
  expiresAt: "2026-11-28T12:30:00Z",
  provider: "local",
  keyId: null,
  providerOrderId: "order_NfFq3jvAXr1Xc2",
  ...overrides,
});

const spaces = { normalizer: (text: string) => text.replace(/\s+/g, " ").trim() };
const status = () => screen.getByRole("status", { name: CHECKOUT_COPY.statusLabel });

function renderPage(given: Checkout, bookingPath: string | null = null) {
  return renderWithRouter(<CheckoutPage checkout={given} bookingPath={bookingPath} api={fetchTransport()} />);
}

afterEach(() => {
  vi.useRealTimers();
  delete window.Razorpay;
});

describe("CheckoutPage", () => {
  it("shows what is paid, to whom, the rest in cash and until when the booking is held, with the local page's two buttons", () => {
    stubApi();
    renderPage(checkout());
    expect(screen.getByRole("heading", { level: 1, name: PAYMENT_COPY.payTitle })).toBeTruthy();
    expect(screen.getByText(PAYMENT_COPY.payFor("Marigold Entrance Garland", "Asha Decor"))).toBeTruthy();
    expect(screen.getByText(PAYMENT_COPY.receiptFor("UT-5F2A"))).toBeTruthy();
    expect(screen.getByText(PAYMENT_COPY.advanceTitle).nextElementSibling?.textContent).toBe("₹875");
    expect(screen.getByText(PAYMENT_COPY.cashRest("₹2,625"))).toBeTruthy();
    // 12:30 UTC is 6 pm in India.
    expect(screen.getByText(PAYMENT_COPY.heldUntil("28 Nov, 6:00 pm"), spaces)).toBeTruthy();
    expect(screen.getByText(LOCAL_PAYMENT_COPY.title)).toBeTruthy();
    expect(screen.getByRole("button", { name: LOCAL_PAYMENT_COPY.payUpi })).toBeTruthy();
    expect(screen.getByRole("button", { name: LOCAL_PAYMENT_COPY.fail })).toBeTruthy();
    expect(status().textContent).toBe("");
    expect(screen.queryByRole("link", { name: PAYMENT_COPY.backToBooking })).toBeNull();
  });

  it("pays by 'UPI (local)' and shows the advance paid, as the server answers, with the shopper's booking linked", async () => {
    const fetchMock = stubApi({ [LOCAL_PAY]: ok(checkout({ status: "paid" })) });
    renderPage(checkout(), "/account/bookings/bk_5f2a");
    fireEvent.click(screen.getByRole("button", { name: LOCAL_PAYMENT_COPY.payUpi }));
    await waitFor(() => expect(status().textContent).toBe(MESSAGES.bookingSuccess));
    expect(bodiesSent(fetchMock, LOCAL_PAY)).toEqual([{ outcome: "paid", method: "upi" }]);
    expect(screen.getByText(PAYMENT_COPY.paid("₹875"))).toBeTruthy();
    // Paid, the booking has reached its vendor: the booking form's success view, as the spec words it.
    expect(screen.getByText(BOOKING_FORM_COPY.bookingQuestion)).toBeTruthy();
    const chat = screen.getByRole("link", { name: BOOKING_FORM_COPY.bookingChat }).getAttribute("href") ?? "";
    expect(decodeURIComponent(chat)).toContain(`Hi, I just booked ${checkout().offeringName}. I have some questions.`);
    expect(screen.getByRole("link", { name: PAYMENT_COPY.backToBooking }).getAttribute("href")).toBe("/account/bookings/bk_5f2a");
    expect(screen.queryByRole("button", { name: LOCAL_PAYMENT_COPY.payUpi })).toBeNull();
  });

  it("says a failed payment took no money and offers the buttons again, once the server has been asked", async () => {
    const fetchMock = stubApi({ [LOCAL_PAY]: ok(checkout()), [REFRESH]: ok(checkout()) });
    renderPage(checkout());
    fireEvent.click(screen.getByRole("button", { name: LOCAL_PAYMENT_COPY.fail }));
    await waitFor(() => expect(status().textContent).toBe(PAYMENT_COPY.failed));
    expect(bodiesSent(fetchMock, LOCAL_PAY)).toEqual([{ outcome: "failed", method: "upi" }]);
    expect(callsMade(fetchMock)).toEqual([LOCAL_PAY, REFRESH]);
    expect((screen.getByRole("button", { name: LOCAL_PAYMENT_COPY.payUpi }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("asks the server every 2 s while a payment is under way, and shows it paid only when the server says so", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const fetchMock = stubApi({
      [LOCAL_PAY]: ok(checkout()),
      [REFRESH]: [ok(checkout()), ok(checkout()), ok(checkout({ status: "paid" }))],
    });
    renderPage(checkout());
    fireEvent.click(screen.getByRole("button", { name: LOCAL_PAYMENT_COPY.payUpi }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(status().textContent).toBe(PAYMENT_COPY.checking);
    expect((screen.getByRole("button", { name: LOCAL_PAYMENT_COPY.payUpi }) as HTMLButtonElement).disabled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(status().textContent).toBe(PAYMENT_COPY.checking);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(status().textContent).toBe(MESSAGES.bookingSuccess);
    expect(callsMade(fetchMock).filter((call) => call === REFRESH)).toHaveLength(3);
  });

  it("stops asking after a minute, says nothing failed, and asks again on request", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const fetchMock = stubApi({ [LOCAL_PAY]: ok(checkout()), [REFRESH]: ok(checkout()) });
    renderPage(checkout());
    fireEvent.click(screen.getByRole("button", { name: LOCAL_PAYMENT_COPY.payUpi }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(status().textContent).toBe(PAYMENT_COPY.checking);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(status().textContent).toBe(CHECKOUT_COPY.unconfirmed);
    const asked = callsMade(fetchMock).filter((call) => call === REFRESH).length;
    expect(asked).toBe(31);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(callsMade(fetchMock).filter((call) => call === REFRESH)).toHaveLength(asked);
    fireEvent.click(screen.getByRole("button", { name: CHECKOUT_COPY.checkAgain }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(status().textContent).toBe(PAYMENT_COPY.checking);
  });

  it("shows the server's refusal, and what the order became meanwhile", async () => {
    stubApi({ [LOCAL_PAY]: fail(409, PAYMENT_MESSAGES.orderPaid, "ORDER_PAID"), [REFRESH]: ok(checkout({ status: "paid" })) });
    renderPage(checkout());
    fireEvent.click(screen.getByRole("button", { name: LOCAL_PAYMENT_COPY.payUpi }));
    expect((await screen.findByRole("alert")).textContent).toBe(PAYMENT_MESSAGES.orderPaid);
    await waitFor(() => expect(status().textContent).toBe(MESSAGES.bookingSuccess));
  });

  it("says an expired order took no money, and offers no way to pay", () => {
    stubApi();
    renderPage(checkout({ status: "expired" }));
    expect(status().textContent).toBe(PAYMENT_COPY.expired);
    expect(screen.queryAllByRole("button")).toHaveLength(0);
  });

  it("shows a paid order without buttons, and no booking link to a guest", () => {
    stubApi();
    renderPage(checkout({ status: "paid" }));
    expect(status().textContent).toBe(MESSAGES.bookingSuccess);
    expect(screen.queryAllByRole("button")).toHaveLength(0);
    expect(screen.queryByRole("link", { name: PAYMENT_COPY.backToBooking })).toBeNull();
  });
});

describe("CheckoutPage with Razorpay", () => {
  const razorpayCheckout = checkout({ provider: "razorpay", keyId: "rzp_test_1DP5mmOlF5G5ag" });

  /** Razorpay's checkout as the page meets it: the options it was opened with, and its events. */
  function fakeRazorpay() {
    const opened: { options?: Record<string, unknown>; failed?: () => void } = {};
    window.Razorpay = vi.fn(function (this: unknown, options: Record<string, unknown>) {
      opened.options = options;
      return {
        open: vi.fn(),
        on: (_event: string, listener: () => void) => {
          opened.failed = listener;
        },
      };
    }) as unknown as NonNullable<typeof window.Razorpay>;
    const options = () => opened.options as { handler: () => void; modal: { ondismiss: () => void } } & Record<string, unknown>;
    return { opened, options };
  }

  it("opens Razorpay's checkout with the key and the order, and trusts only the server after its success", async () => {
    const razorpay = fakeRazorpay();
    const fetchMock = stubApi({ [REFRESH]: [ok(razorpayCheckout), ok({ ...razorpayCheckout, status: "paid" })] });
    renderPage(razorpayCheckout);
    fireEvent.click(screen.getByRole("button", { name: PAYMENT_COPY.payButton(875) }));
    await waitFor(() => expect(razorpay.opened.options).toBeDefined());
    expect(razorpay.options()).toMatchObject({
      key: "rzp_test_1DP5mmOlF5G5ag",
      order_id: "order_NfFq3jvAXr1Xc2",
      amount: 87_500,
      currency: "INR",
    });
    expect(callsMade(fetchMock)).toEqual([]);
    act(() => razorpay.options().handler());
    // The checkout's success is not the page's: the first answer still says created.
    await waitFor(() => expect(callsMade(fetchMock)).toEqual([REFRESH]));
    expect(status().textContent).toBe(PAYMENT_COPY.checking);
    await waitFor(() => expect(status().textContent).toBe(MESSAGES.bookingSuccess), { timeout: 4000 });
  });

  it("after a failed try and the checkout closed, says so and offers to try again", async () => {
    const razorpay = fakeRazorpay();
    stubApi({ [REFRESH]: ok(razorpayCheckout) });
    renderPage(razorpayCheckout);
    fireEvent.click(screen.getByRole("button", { name: PAYMENT_COPY.payButton(875) }));
    await waitFor(() => expect(razorpay.opened.failed).toBeDefined());
    act(() => {
      razorpay.opened.failed!();
      razorpay.options().modal.ondismiss();
    });
    await waitFor(() => expect(status().textContent).toBe(PAYMENT_COPY.failed));
    expect(screen.getByRole("button", { name: COMMON_COPY.retry })).toBeTruthy();
  });

  it("closed without paying: asks the server once and offers the button again", async () => {
    const razorpay = fakeRazorpay();
    const fetchMock = stubApi({ [REFRESH]: ok(razorpayCheckout) });
    renderPage(razorpayCheckout);
    fireEvent.click(screen.getByRole("button", { name: PAYMENT_COPY.payButton(875) }));
    await waitFor(() => expect(razorpay.opened.options).toBeDefined());
    act(() => razorpay.options().modal.ondismiss());
    await waitFor(() =>
      expect((screen.getByRole("button", { name: PAYMENT_COPY.payButton(875) }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(callsMade(fetchMock)).toEqual([REFRESH]);
    expect(status().textContent).toBe("");
  });

  it("loads Razorpay's script only when asked, and says so when it cannot", async () => {
    stubApi();
    // The page's head as the browser has it, without the network: the script is kept here, not fetched.
    const added: HTMLScriptElement[] = [];
    vi.spyOn(document.head, "append").mockImplementation((...nodes) => {
      added.push(...(nodes as HTMLScriptElement[]));
    });
    renderPage(razorpayCheckout);
    expect(added).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: PAYMENT_COPY.payButton(875) }));
    expect(added.map((script) => script.src)).toEqual([RAZORPAY_CHECKOUT_SCRIPT]);
    fireEvent.error(added[0]!);
    expect((await screen.findByRole("alert")).textContent).toBe(CHECKOUT_COPY.checkoutUnavailable);
    expect((screen.getByRole("button", { name: PAYMENT_COPY.payButton(875) }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe("the /pay/:orderId route", () => {
  it("reads the checkout in its loader and links the booking for a signed-in shopper", async () => {
    stubApi({
      [`GET /api/public/payments/${ORDER}`]: ok(checkout({ status: "paid" })),
      "GET /api/auth/session": ok({ isAuthenticated: true, userId: "u1", userType: "consumer", isNewUser: false }),
    });
    renderRoute({ path: "/pay/:orderId", entry: `/pay/${ORDER}`, Component: payRoute.default, loader: payRoute.loader });
    const link = await screen.findByRole("link", { name: PAYMENT_COPY.backToBooking });
    expect(link.getAttribute("href")).toBe("/account/bookings/bk_5f2a");
    expect(payRoute.meta()).toContainEqual({ name: "robots", content: "noindex" });
  });
});
