import { act, fireEvent, screen, waitFor } from "expo-router/testing-library";
import { earliestEventDate, formatDayTime, formatWeekdayDay } from "@utsav/domain/shopper";
import * as WebBrowser from "expo-web-browser";
import { AppState } from "react-native";
import type { AppStateStatus } from "react-native";
import { expectAccessibleControls } from "../../../test/accessible-controls";
import { offeringEnvelope } from "../../../test/fixtures/catalogue";
import { awaitingPayment, checkoutAnswer, ORDER_ID } from "../../../test/fixtures/payments";
import { API_BASE, createFakeApi, failure } from "../../../test/fake-api";
import type { FakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";

// Paying the advance from the app (docs/decisions/0053): the booking form's success view, the site's checkout in the
// in-app browser, and the server asked afterwards.

const BOOK = "POST /api/public/booking";
const REFRESH = `POST /api/public/payments/${ORDER_ID}/refresh`;
const CHECKOUT_URL = `${API_BASE}/pay/${ORDER_ID}`;
const PAY = "Pay ₹875 advance";

/** Books the hamper, whose vendor asks ₹875 of ₹3,500 ahead, and waits for the success view. */
async function bookWithAdvance(api: FakeApi, placed = awaitingPayment()) {
  api.on("GET /api/offerings/brass-diya-hamper-dgc12", offeringEnvelope()).on(BOOK, placed);
  renderApp("/booking/brass-diya-hamper-dgc12", { api });
  fireEvent.changeText(await screen.findByLabelText("Name, required"), "Asha");
  fireEvent.changeText(screen.getByLabelText("Phone Number, required"), "9845012345");
  fireEvent.press(screen.getByRole("radio", { name: formatWeekdayDay(earliestEventDate(null)) }));
  fireEvent.press(screen.getByRole("button", { name: "Submit" }));
  return screen.findByRole("button", { name: PAY });
}

const browserClosed = () => jest.spyOn(WebBrowser, "openBrowserAsync").mockResolvedValue({ type: WebBrowser.WebBrowserResultType.DISMISS });

describe("paying the advance after booking", () => {
  it("says what to pay, opens the site's checkout in the in-app browser, and shows paid once the server says so", async () => {
    const open = browserClosed();
    const api = createFakeApi().on(REFRESH, checkoutAnswer("paid"));
    await bookWithAdvance(api);
    expect(screen.getByRole("header", { name: "Advance to confirm" })).toBeOnTheScreen();
    expect(
      screen.getByText(
        `Your booking is held until ${formatDayTime("2026-03-02T07:00:00.000Z")}. It reaches the vendor once the advance is paid.`,
      ),
    ).toBeOnTheScreen();
    expect(screen.getByText("To pay in cash on the day: ₹2,625")).toBeOnTheScreen();
    // Not placed with the vendor yet: the 'placed' message waits for the advance.
    expect(screen.queryByText("Your booking has been placed! We will get back to you shortly.")).not.toBeOnTheScreen();
    expect(screen.getByRole("button", { name: PAY })).toHaveProp("accessibilityHint", "Opens the payment page in a browser");
    expectAccessibleControls();

    fireEvent.press(screen.getByRole("button", { name: PAY }));
    expect(await screen.findByText("Advance paid: ₹875")).toBeOnTheScreen();
    // Paid, the booking has reached its vendor: the success view's own words (application §4).
    expect(screen.getByText("Your booking has been placed! We will get back to you shortly.")).toBeOnTheScreen();
    expect(open).toHaveBeenCalledWith(CHECKOUT_URL, expect.anything());
    expect(screen.getByText("Advance paid: ₹875").parent?.parent).toHaveProp("accessibilityLiveRegion", "polite");
    expect(screen.queryByRole("button", { name: PAY })).not.toBeOnTheScreen();
    expect(api.calls(REFRESH)).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Track this booking" })).toBeOnTheScreen();
  });

  it("opens only this site's checkout, whatever address the answer names", async () => {
    const open = browserClosed();
    const api = createFakeApi().on(REFRESH, checkoutAnswer("paid"));
    await bookWithAdvance(api, awaitingPayment({ checkoutPath: "https://pay.example.net/steal" }));
    fireEvent.press(screen.getByRole("button", { name: PAY }));
    await screen.findByText("Advance paid: ₹875");
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]?.[0]).toBe(CHECKOUT_URL);
  });

  it("says the time ran out when the server answers the order expired", async () => {
    browserClosed();
    await bookWithAdvance(createFakeApi().on(REFRESH, checkoutAnswer("expired")));
    fireEvent.press(screen.getByRole("button", { name: PAY }));
    expect(await screen.findByText("The time to pay ran out, so this booking was released and no money was taken.")).toBeOnTheScreen();
    expect(screen.queryByRole("button", { name: PAY })).not.toBeOnTheScreen();
    expect(screen.queryByText("To pay in cash on the day: ₹2,625")).not.toBeOnTheScreen();
  });

  it("says so when no browser opens, and tries again", async () => {
    const open = jest.spyOn(WebBrowser, "openBrowserAsync").mockRejectedValueOnce(new Error("No browser"));
    const api = createFakeApi().on(REFRESH, checkoutAnswer("paid"));
    await bookWithAdvance(api);
    fireEvent.press(screen.getByRole("button", { name: PAY }));
    expect(
      await screen.findByText("The payment window could not be opened. Please check your connection and try again."),
    ).toBeOnTheScreen();
    expect(api.calls(REFRESH)).toHaveLength(0);
    open.mockResolvedValue({ type: WebBrowser.WebBrowserResultType.DISMISS });
    fireEvent.press(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Advance paid: ₹875")).toBeOnTheScreen();
    expect(open).toHaveBeenCalledTimes(2);
  });

  it("on Android, asks the server only once the shopper is back in the app", async () => {
    jest.spyOn(WebBrowser, "openBrowserAsync").mockResolvedValue({ type: WebBrowser.WebBrowserResultType.OPENED });
    const listeners: ((state: AppStateStatus) => void)[] = [];
    const remove = jest.fn();
    jest.spyOn(AppState, "addEventListener").mockImplementation((_type, listener) => {
      listeners.push(listener as (state: AppStateStatus) => void);
      return { remove };
    });
    const api = createFakeApi().on(REFRESH, checkoutAnswer("paid"));
    await bookWithAdvance(api);
    // The query cache follows AppState too (docs/decisions/0062): the app's changes reach every listener.
    const before = listeners.length;
    const appState = (state: AppStateStatus) => act(() => listeners.forEach((listener) => listener(state)));
    fireEvent.press(screen.getByRole("button", { name: PAY }));
    await waitFor(() => expect(listeners.length).toBeGreaterThan(before));
    appState("background");
    expect(api.calls(REFRESH)).toHaveLength(0);
    appState("active");
    expect(await screen.findByText("Advance paid: ₹875")).toBeOnTheScreen();
    expect(remove).toHaveBeenCalled();
  });

  describe("while the server has not heard of the payment", () => {
    // The screen goes and the fake clock's timers with it before the real clock is back, so nothing keeps Jest running.
    afterEach(() => {
      screen.unmount();
      jest.clearAllTimers();
      jest.useRealTimers();
    });

    it("asks every 2 s for a minute, then says it has not heard yet and never that it was paid; Check again asks again", async () => {
      browserClosed();
      let asked = 0;
      const api = createFakeApi().on(REFRESH, () => {
        asked += 1;
        // Another shopper's order, or a refusal, is no answer: it is asked again, never taken for paid.
        return asked === 1 ? failure(404, "Payment not found", "NOT_FOUND") : { body: checkoutAnswer("created") };
      });
      await bookWithAdvance(api);
      jest.useFakeTimers();
      fireEvent.press(screen.getByRole("button", { name: PAY }));
      expect(await screen.findByText("Checking your payment…")).toBeOnTheScreen();
      expect(screen.queryByRole("button", { name: PAY })).not.toBeOnTheScreen();
      await act(async () => {
        for (let second = 0; second <= 60; second += 2) await jest.advanceTimersByTimeAsync(2000);
      });
      expect(
        screen.getByText(
          "We have not heard about your payment yet. If money was taken, this page will show the advance as paid: check again in a minute.",
        ),
      ).toBeOnTheScreen();
      expect(asked).toBe(31);
      expect(screen.queryByText("Advance paid: ₹875")).not.toBeOnTheScreen();
      expect(screen.getByRole("button", { name: "Try again" })).toBeOnTheScreen();
      expectAccessibleControls();

      api.on(REFRESH, checkoutAnswer("paid"));
      fireEvent.press(screen.getByRole("button", { name: "Check again" }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(0);
      });
      expect(screen.getByText("Advance paid: ₹875")).toBeOnTheScreen();
      expect(api.calls(REFRESH)).toHaveLength(32);
    });
  });
});
