import { act, fireEvent, screen, waitFor, within } from "expo-router/testing-library";
import { FlatList } from "react-native";
import { expectAccessibleControls } from "../../../../test/accessible-controls";
import { createFakeApi, failure } from "../../../../test/fake-api";
import { renderApp } from "../../../../test/render-app";
import { paymentRow, paymentsPage, payoutAccount, payoutAccountAnswer } from "../../../../test/fixtures/vendor-payments";
import { openOnWebsite } from "../../../shared/lib/open-on-website";

jest.mock("../../../shared/lib/open-on-website", () => ({ openOnWebsite: jest.fn(async () => ({ ok: true })) }));

const PAYMENTS = "GET /api/vendor/payments";
const ACCOUNT = "GET /api/vendor/payouts/account";
const VENDOR = { token: "vendor:kept-token" };

/** The first advance as a screen reader reads it: the booking, then each amount as the web's table shows it. */
const held =
  "Booking #0000PAY1, Marigold Entrance Arch, 12 Dec 2026, Advance paid: ₹875, Our fee: ₹87.50 (10% fee), Your share: ₹787.50, " +
  "Refunded: ₹0, Status: Held until the event is completed, Released on: —";

function paymentsApi() {
  return createFakeApi()
    .on(ACCOUNT, payoutAccountAnswer())
    .on(
      PAYMENTS,
      paymentsPage(
        [
          paymentRow("pay1"),
          paymentRow("pay2", { status: "released", releasedAt: "2026-11-25T10:00:00.000Z", offeringName: "Jasmine Garlands" }),
        ],
        "c2",
      ),
    );
}

describe("the vendor's payments", () => {
  it("shows each advance with the vendor's share and its state, the totals, and the bank account masked", async () => {
    const api = paymentsApi();
    renderApp("/vendor/payments", { api, ...VENDOR });
    expect(await screen.findByLabelText(held)).toBeOnTheScreen();
    const released = screen.getByLabelText(/^Booking #0000PAY2, Jasmine Garlands/);
    expect(within(released).getByText("Released to your bank")).toBeOnTheScreen();
    expect(within(released).getByText("25 Nov 2026")).toBeOnTheScreen();
    expect(screen.getByLabelText("Held: ₹787.50, Until each event is completed")).toBeOnTheScreen();
    expect(screen.getByLabelText("Released: ₹1,575, Paid to your bank")).toBeOnTheScreen();
    expect(screen.getByLabelText("Refunded: ₹437.50, Given back to shoppers")).toBeOnTheScreen();
    expect(await screen.findByLabelText("Account number: •••• 4321")).toBeOnTheScreen();
    expect(screen.getByLabelText("Account holder: Hoovu Kala Decor")).toBeOnTheScreen();
    expect(screen.getByLabelText("IFSC: HDFC0001234")).toBeOnTheScreen();
    expect(screen.getByLabelText("Status: Approved")).toBeOnTheScreen();
    expect(screen.getByText("Approved. Your shares are paid to this account.")).toBeOnTheScreen();
    expect(api.calls(PAYMENTS)[0]?.headers.authorization).toBe("Bearer kept-token");
    expect(api.calls(ACCOUNT)[0]?.headers.authorization).toBe("Bearer kept-token");
    expectAccessibleControls();
  });

  it("shows the next page with the server's cursor, and reads both again when pulled to refresh", async () => {
    const api = paymentsApi().on(`${PAYMENTS}?cursor=c2`, paymentsPage([paymentRow("pay3", { offeringName: "Rangoli at the door" })]));
    renderApp("/vendor/payments", { api, ...VENDOR });
    fireEvent.press(await screen.findByRole("button", { name: "Show more" }));
    expect(await screen.findByLabelText(/^Booking #0000PAY3, Rangoli at the door/)).toBeOnTheScreen();
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeOnTheScreen();
    expect(api.calls(PAYMENTS).map((call) => call.path)).toEqual(["/api/vendor/payments", "/api/vendor/payments?cursor=c2"]);
    const list = screen.UNSAFE_getByType(FlatList);
    await act(async () => list.props.refreshControl.props.onRefresh());
    await waitFor(() => expect(api.calls(ACCOUNT).length).toBeGreaterThanOrEqual(2));
  });

  it("says so when no advance was paid online yet, and that no bank account was added", async () => {
    const api = createFakeApi()
      .on(ACCOUNT, payoutAccountAnswer(null))
      .on(PAYMENTS, paymentsPage([], null, { heldPaise: 0, releasedPaise: 0, refundedPaise: 0 }));
    renderApp("/vendor/payments", { api, ...VENDOR });
    expect(await screen.findByText("No advance has been paid online for your bookings yet.")).toBeOnTheScreen();
    expect(
      await screen.findByText("No bank account yet. Add one so that your share of each advance can be paid to you."),
    ).toBeOnTheScreen();
    fireEvent.press(screen.getByRole("link", { name: "Add bank account" }));
    await waitFor(() => expect(openOnWebsite).toHaveBeenCalledWith(expect.anything(), "/vendor/payments"));
  });

  it("says why an account was rejected, and lets only the owner change it, on the website", async () => {
    const rejected = payoutAccount({ status: "rejected", rejectionReason: "The name does not match the bank's records", linked: false });
    const api = paymentsApi().on(ACCOUNT, payoutAccountAnswer(rejected, { canChange: false }));
    renderApp("/vendor/payments", { api, ...VENDOR });
    expect(
      await screen.findByText("Our team could not approve this account: The name does not match the bank's records"),
    ).toBeOnTheScreen();
    expect(screen.getByLabelText("Status: Rejected")).toBeOnTheScreen();
    expect(screen.getByText("Only the owner of the business can change the bank account.")).toBeOnTheScreen();
    expect(screen.queryByRole("link", { name: "Change bank account" })).not.toBeOnTheScreen();
  });

  it("asks for an e-mail address where the payment provider needs one, the contact details opened on the website", async () => {
    const linking = payoutAccount({ linked: false });
    renderApp("/vendor/payments", { api: paymentsApi().on(ACCOUNT, payoutAccountAnswer(linking, { emailMissing: true })), ...VENDOR });
    expect(await screen.findByText("Approved. We are setting up payouts to this account; your shares wait until then.")).toBeOnTheScreen();
    expect(screen.getByText("The payment provider needs an e-mail address to pay you. Add one to your contact details.")).toBeOnTheScreen();
    fireEvent.press(screen.getByRole("link", { name: "Edit contact details" }));
    await waitFor(() => expect(openOnWebsite).toHaveBeenCalledWith(expect.anything(), "/vendor/profile/contact"));
  });

  it("opens Change bank account and the CSV on the website, signed in, and says why when it cannot", async () => {
    jest.mocked(openOnWebsite).mockResolvedValueOnce({ ok: false, message: "The website could not be opened. Please try again." });
    renderApp("/vendor/payments", { api: paymentsApi(), ...VENDOR });
    const change = await screen.findByRole("link", { name: "Change bank account" });
    expect(change).toHaveProp("accessibilityHint", "Opens on the website, signed in");
    fireEvent.press(change);
    expect(await screen.findByText("The website could not be opened. Please try again.")).toBeOnTheScreen();
    fireEvent.press(screen.getByRole("link", { name: "Export CSV" }));
    await waitFor(() => expect(openOnWebsite).toHaveBeenLastCalledWith(expect.anything(), "/vendor/payments"));
  });

  it("shows the API's message with Try again when the advances cannot be read", async () => {
    const api = paymentsApi().on(PAYMENTS, failure(500, "Failed to fetch payments"));
    renderApp("/vendor/payments", { api, ...VENDOR });
    expect(await screen.findByText("Failed to fetch payments")).toBeOnTheScreen();
    api.on(PAYMENTS, paymentsPage([paymentRow("pay1")]));
    fireEvent.press(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByLabelText(held)).toBeOnTheScreen();
  });

  it("sends a shopper, or someone signed out, to the vendor's sign-in", async () => {
    const api = paymentsApi();
    const app = renderApp("/vendor/payments", { api, token: "kept-token" });
    await waitFor(() => expect(app.getPathname()).toBe("/vendor/login"));
    act(() => app.unmount());
    const guest = renderApp("/vendor/payments", { api });
    await waitFor(() => expect(guest.getPathname()).toBe("/vendor/login"));
    expect(api.calls(PAYMENTS)).toHaveLength(0);
  });
});
