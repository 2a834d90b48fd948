import { act, fireEvent, screen, waitFor } from "expo-router/testing-library";
import { APP_COPY, BRIEF_MESSAGES, formatDay, TERMS_COPY } from "@utsav/domain/shopper";
import { QUOTE_MESSAGES, VENDOR_APP_COPY, VENDOR_BRIEF_COPY } from "@utsav/domain/vendor-app";
import { router } from "expo-router";
import { Alert } from "react-native";
import type { AlertButton } from "react-native";
import { expectAccessibleControls } from "../../../../test/accessible-controls";
import {
  acceptedVendorBrief,
  declinedVendorBrief,
  QUOTE_VALID_UNTIL,
  quotedVendorBrief,
  VENDOR_EVENT_DATE,
  vendorBrief,
  vendorBriefDetail,
  vendorBriefEnvelope,
  vendorBriefList,
} from "../../../../test/fixtures/vendor-briefs";
import { createFakeApi, failure } from "../../../../test/fake-api";
import { renderApp } from "../../../../test/render-app";

// The vendor's requests in the app (issue 43, docs/decisions/0071): the list with what waits for a quote first, a
// request in full, a quote checked by the domain's rule and sent, a decline with its reason, a refusal in the API's
// words, a half-written quote asking before leaving, and only a signed-in vendor let in.

const LIST = "GET /api/vendor/briefs";
const BRIEF = "GET /api/vendor/briefs/br1";
const QUOTE = "POST /api/vendor/briefs/br1/quote";
const DECLINE = "POST /api/vendor/briefs/br1/decline";
const VENDOR = { token: "vendor:kept-token" };
const day = formatDay(VENDOR_EVENT_DATE);

async function openBrief(brief = vendorBriefDetail()) {
  const api = createFakeApi().on(BRIEF, vendorBriefEnvelope(brief));
  const view = renderApp("/vendor/briefs/br1", { api, ...VENDOR });
  await screen.findByRole("header", { name: "Birthday in HSR Layout" });
  return { ...view, api };
}

describe("the vendor's requests", () => {
  it("lists what waits for a quote first, with the web's status words, and opens one", async () => {
    const api = createFakeApi()
      .on(
        LIST,
        vendorBriefList([
          vendorBrief("br3", { occasion: "Diwali", answer: "quoted", quote: quotedVendorBrief().quote }),
          vendorBrief("br2", { occasion: "Wedding", status: "expired", canAnswer: false }),
          vendorBrief("br1"),
        ]),
      )
      .on(BRIEF, vendorBriefEnvelope());
    const app = renderApp("/vendor/briefs", { api, ...VENDOR });
    const rows = await screen.findAllByRole("link", { name: /in HSR Layout/ });
    expect(rows.map((row) => row.props.accessibilityLabel)).toEqual([
      `Birthday in HSR Layout, ${day}, Open, #BR1, Budget ₹10,000 – ₹25,000, 40 guests or units`,
      `Diwali in HSR Layout, ${day}, Quoted, #BR3, Budget ₹10,000 – ₹25,000, 40 guests or units, Your quote ₹18,000`,
      `Wedding in HSR Layout, ${day}, Expired, #BR2, Budget ₹10,000 – ₹25,000, 40 guests or units`,
    ]);
    expect(api.calls(LIST)[0]?.headers.authorization).toBe("Bearer kept-token");
    expectAccessibleControls();
    fireEvent.press(rows[0]!);
    expect(await screen.findByRole("header", { name: VENDOR_BRIEF_COPY.sendQuoteTitle })).toBeOnTheScreen();
    expect(app.getPathname()).toBe("/vendor/briefs/br1");
  });

  it("says so when there are none, and says a failure in the API's words", async () => {
    const view = renderApp("/vendor/briefs", { api: createFakeApi().on(LIST, vendorBriefList([])), ...VENDOR });
    expect(await screen.findByText(VENDOR_BRIEF_COPY.noVendorBriefs)).toBeOnTheScreen();
    view.unmount();
    renderApp("/vendor/briefs", { api: createFakeApi().on(LIST, failure(500, QUOTE_MESSAGES.briefsLoadFailed)), ...VENDOR });
    expect(await screen.findByText(QUOTE_MESSAGES.briefsLoadFailed)).toBeOnTheScreen();
  });

  it("sends a guest, and a signed-in customer, to the vendors' sign-in", async () => {
    const guest = renderApp("/vendor/briefs");
    await waitFor(() => expect(guest.getPathname()).toBe("/vendor/login"));
    guest.unmount();
    const customer = renderApp("/vendor/briefs/br1", { token: "kept-token" });
    await waitFor(() => expect(customer.getPathname()).toBe("/vendor/login"));
    expect(customer.api.requests.filter((request) => request.path.startsWith("/api/vendor"))).toHaveLength(0);
  });

  it("shows the brief in full, as the web does, with its photos", async () => {
    await openBrief();
    for (const fact of ["#BR1", "HSR Layout", "40", "₹10,000 – ₹25,000", "Decor", "Pastel balloons, a small stage"]) {
      expect(screen.getByText(fact)).toBeOnTheScreen();
    }
    expect(screen.getByLabelText("Reference photo 1")).toBeOnTheScreen();
    expect(screen.getByRole("radio", { name: "Pastel Balloon Arch" })).toBeOnTheScreen();
    expectAccessibleControls();
  });

  it("checks a quote by the domain's rule before sending anything", async () => {
    const { api } = await openBrief();
    fireEvent.press(screen.getByRole("button", { name: VENDOR_BRIEF_COPY.sendQuote }));
    expect(await screen.findByText(`⚠ ${QUOTE_MESSAGES.priceRequired}`)).toBeOnTheScreen();
    expect(screen.getByText(`⚠ ${QUOTE_MESSAGES.includedRequired}`)).toBeOnTheScreen();
    expect(screen.getByText(`⚠ ${QUOTE_MESSAGES.validUntilRequired}`)).toBeOnTheScreen();
    fireEvent.changeText(screen.getByLabelText(`${TERMS_COPY.otherEventDate}`), "2099-03-20");
    fireEvent.press(screen.getByRole("button", { name: VENDOR_BRIEF_COPY.sendQuote }));
    expect(await screen.findByText(`⚠ ${QUOTE_MESSAGES.validUntilAfterEvent}`)).toBeOnTheScreen();
    expect(api.calls(QUOTE)).toHaveLength(0);
  });

  it("sends a quote with the vendor's token, then shows it sent, to be changed", async () => {
    const { api } = await openBrief();
    api.on(QUOTE, vendorBriefEnvelope(quotedVendorBrief()));
    fireEvent.changeText(screen.getByLabelText("Price (₹), required"), "18,000");
    fireEvent.changeText(screen.getByLabelText("What's included, required"), " Balloon arch, backdrop with the child's name, table decor ");
    fireEvent.press(screen.getByRole("radio", { name: "Pastel Balloon Arch" }));
    fireEvent.changeText(screen.getByLabelText(TERMS_COPY.otherEventDate), QUOTE_VALID_UNTIL);
    fireEvent.press(screen.getByRole("button", { name: VENDOR_BRIEF_COPY.sendQuote }));
    expect(await screen.findByRole("header", { name: VENDOR_BRIEF_COPY.yourQuote })).toBeOnTheScreen();
    const [sent] = api.calls(QUOTE);
    expect(sent?.headers.authorization).toBe("Bearer kept-token");
    expect(sent?.body).toEqual({
      price: 18000,
      included: "Balloon arch, backdrop with the child's name, table decor",
      validUntil: QUOTE_VALID_UNTIL,
      offeringId: "HK1",
    });
    expect(screen.getByText("Quoted")).toBeOnTheScreen();
    expect(screen.getByRole("button", { name: VENDOR_BRIEF_COPY.updateQuote })).toBeOnTheScreen();
    expect(screen.getByLabelText("Price (₹), required").props.value).toBe("18000");
  });

  it("declines after asking, with the reason typed, then says it may still quote", async () => {
    const { api } = await openBrief(quotedVendorBrief());
    api.on(DECLINE, vendorBriefEnvelope(declinedVendorBrief()));
    fireEvent.press(screen.getByRole("button", { name: VENDOR_BRIEF_COPY.decline }));
    expect(await screen.findByRole("header", { name: VENDOR_BRIEF_COPY.declineTitle })).toBeOnTheScreen();
    expect(api.calls(DECLINE)).toHaveLength(0);
    expectAccessibleControls();
    fireEvent.press(screen.getByRole("button", { name: VENDOR_BRIEF_COPY.keepRequest }));
    fireEvent.press(await screen.findByRole("button", { name: VENDOR_BRIEF_COPY.decline }));
    fireEvent.changeText(await screen.findByLabelText(VENDOR_BRIEF_COPY.declineReason), "Fully booked that week");
    fireEvent.press(screen.getByRole("button", { name: VENDOR_BRIEF_COPY.decline }));
    expect(await screen.findByText(VENDOR_BRIEF_COPY.declinedLead)).toBeOnTheScreen();
    expect(api.calls(DECLINE)[0]?.body).toEqual({ reason: "Fully booked that week" });
    expect(api.calls(DECLINE)[0]?.headers.authorization).toBe("Bearer kept-token");
    expect(screen.getByText("Declined")).toBeOnTheScreen();
    expect(screen.getByRole("button", { name: VENDOR_BRIEF_COPY.sendQuote })).toBeOnTheScreen();
  });

  it("shows the API's refusal in its words, and keeps what was typed", async () => {
    const { api } = await openBrief();
    api.on(QUOTE, failure(409, BRIEF_MESSAGES.booked, "BRIEF_CLOSED"));
    fireEvent.changeText(screen.getByLabelText("Price (₹), required"), "18000");
    fireEvent.changeText(screen.getByLabelText("What's included, required"), "Balloon arch");
    fireEvent.changeText(screen.getByLabelText(TERMS_COPY.otherEventDate), QUOTE_VALID_UNTIL);
    fireEvent.press(screen.getByRole("button", { name: VENDOR_BRIEF_COPY.sendQuote }));
    expect(await screen.findByText(BRIEF_MESSAGES.booked)).toBeOnTheScreen();
    expect(screen.getByLabelText("Price (₹), required").props.value).toBe("18000");
  });

  it("reads a request booked meanwhile again after the API's refusal, and shows it closed", async () => {
    const { api } = await openBrief();
    api.on(QUOTE, failure(409, BRIEF_MESSAGES.booked, "BRIEF_CLOSED"));
    fireEvent.changeText(screen.getByLabelText("Price (₹), required"), "18000");
    fireEvent.changeText(screen.getByLabelText("What's included, required"), "Balloon arch");
    fireEvent.changeText(screen.getByLabelText(TERMS_COPY.otherEventDate), QUOTE_VALID_UNTIL);
    api.on(BRIEF, vendorBriefEnvelope(vendorBriefDetail({ status: "booked", answer: "closed", canAnswer: false })));
    fireEvent.press(screen.getByRole("button", { name: VENDOR_BRIEF_COPY.sendQuote }));
    expect(await screen.findByRole("header", { name: VENDOR_BRIEF_COPY.quoteClosedTitle })).toBeOnTheScreen();
    expect(screen.getByText(BRIEF_MESSAGES.booked)).toBeOnTheScreen();
    expect(screen.queryByRole("button", { name: VENDOR_BRIEF_COPY.sendQuote })).not.toBeOnTheScreen();
    expect(api.calls(BRIEF)).toHaveLength(2);
  });

  it("shows an accepted quote's booking, and a closed request without the forms", async () => {
    const view = await openBrief(acceptedVendorBrief());
    expect(screen.getByRole("header", { name: VENDOR_BRIEF_COPY.acceptedTitle })).toBeOnTheScreen();
    expect(screen.getByRole("link", { name: "View booking" })).toBeOnTheScreen();
    view.unmount();
    await openBrief(vendorBriefDetail({ status: "expired", canAnswer: false }));
    expect(screen.getByRole("header", { name: VENDOR_BRIEF_COPY.briefClosedTitle })).toBeOnTheScreen();
    expect(screen.getByText(BRIEF_MESSAGES.expired)).toBeOnTheScreen();
    expect(screen.queryByRole("button", { name: VENDOR_BRIEF_COPY.sendQuote })).not.toBeOnTheScreen();
  });

  it("asks before leaving a half-written quote, and leaves on Leave", async () => {
    const alert = jest.spyOn(Alert, "alert").mockImplementation(() => undefined);
    const view = await openBrief();
    fireEvent.changeText(screen.getByLabelText("Price (₹), required"), "18000");
    act(() => router.back());
    await waitFor(() => expect(alert).toHaveBeenCalledWith(VENDOR_APP_COPY.leaveQuoteTitle, APP_COPY.leaveBookingLead, expect.any(Array)));
    const buttons = (alert.mock.calls.at(-1)?.[2] ?? []) as AlertButton[];
    expect(buttons.map((button) => button.text)).toEqual([APP_COPY.keepEditing, APP_COPY.leaveBooking]);
    expect(view.getPathname()).toBe("/vendor/briefs/br1");
    act(() => buttons[1]?.onPress?.());
    await waitFor(() => expect(view.getPathname()).not.toBe("/vendor/briefs/br1"));
    alert.mockRestore();
  });
});
