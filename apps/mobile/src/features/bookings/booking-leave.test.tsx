import { act, fireEvent, screen, waitFor } from "expo-router/testing-library";
import { responseSchemas } from "@utsav/api-client/shopper-validate";
import { APP_COPY, COPY, earliestEventDate, formatWeekdayDay } from "@utsav/domain/shopper";
import { Alert } from "react-native";
import type { AlertButton } from "react-native";
import { offeringDetail, offeringEnvelope, ok } from "../../../test/fixtures/catalogue";
import { createFakeApi, failure } from "../../../test/fake-api";
import type { FakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";

// Issue 42 (docs/decisions/0064): the booking form says an out-of-area locality as it is chosen, not after Submit,
// and leaving a half-filled form (Close, Android's back, a swipe) asks first, but not once the booking was sent.

const OFFERING = "GET /api/offerings/brass-diya-hamper-dgc12";
const BOOKING = "POST /api/public/booking";
const received = ok(responseSchemas.submitBooking, { bookingId: "b-1", status: "received", payment: null });
const outside = "Doesn't serve Yelahanka: 22 km away, serves within 15 km of HSR Layout";
/** GET /api/serviceability's answer for one locality of the offering DGC12, as the API words it. */
const serviceability = (locality: string, serves: boolean, line: string) =>
  ok(responseSchemas.getServiceability, {
    serves,
    distanceKm: serves ? 4.1 : 22,
    baseLocality: "HSR Layout",
    radiusKm: 15,
    locality,
    line,
  });
const SERVICEABILITY = (locality: string) => `GET /api/serviceability?${new URLSearchParams({ offeringId: "DGC12", locality })}`;

async function openBookingForm(api: FakeApi) {
  api.on(OFFERING, offeringEnvelope(offeringDetail()));
  const view = renderApp("/offerings/brass-diya-hamper-dgc12", { api });
  fireEvent.press(await screen.findByRole("button", { name: "Book Now" }));
  expect(await screen.findByText(COPY.bookingSubtitle)).toBeOnTheScreen();
  return view;
}

const fillDetails = () => {
  fireEvent.changeText(screen.getByLabelText("Name, required"), "Asha");
  fireEvent.changeText(screen.getByLabelText("Phone Number, required"), "9845012345");
  fireEvent.press(screen.getByRole("radio", { name: formatWeekdayDay(earliestEventDate(null)) }));
};

/** The alert's button with these words, as the shopper would press it. */
function alertButton(alert: jest.SpyInstance, text: string): AlertButton {
  const buttons = (alert.mock.calls.at(-1)?.[2] ?? []) as AlertButton[];
  const button = buttons.find((each) => each.text === text);
  if (!button) throw new Error(`No alert button "${text}"`);
  return button;
}

describe("the booking form's locality", () => {
  it("says a locality outside the vendor's area as soon as it is chosen, and does not send the booking", async () => {
    const api = createFakeApi()
      .on(SERVICEABILITY("Yelahanka"), serviceability("Yelahanka", false, outside))
      .on(BOOKING, received);
    await openBookingForm(api);
    fillDetails();
    const box = screen.getByLabelText("Locality or pincode");
    fireEvent.changeText(box, "Yelahanka");
    fireEvent(box, "endEditing");
    expect(await screen.findByText(`⚠ ${outside}`)).toBeOnTheScreen();
    expect(api.calls(BOOKING)).toHaveLength(0);
    fireEvent.press(screen.getByRole("button", { name: COPY.submit }));
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    expect(screen.getByText(`⚠ ${outside}`)).toBeOnTheScreen();
    expect(api.calls(BOOKING)).toHaveLength(0);
    expect(api.calls("GET /api/serviceability")).toHaveLength(1);
  });

  it("says the vendor serves a chosen locality, and refuses at Submit one typed but never left", async () => {
    const api = createFakeApi()
      .on(SERVICEABILITY("BTM Layout"), serviceability("BTM Layout", true, "Serves BTM Layout"))
      .on(SERVICEABILITY("Yelahanka"), serviceability("Yelahanka", false, outside))
      .on(BOOKING, received);
    await openBookingForm(api);
    fillDetails();
    const box = screen.getByLabelText("Locality or pincode");
    fireEvent.changeText(box, "BTM Layout");
    fireEvent(box, "endEditing");
    expect(await screen.findByText("✓ Serves BTM Layout")).toBeOnTheScreen();
    fireEvent.changeText(box, "Yelahanka");
    expect(screen.queryByText("✓ Serves BTM Layout")).not.toBeOnTheScreen();
    fireEvent.press(screen.getByRole("button", { name: COPY.submit }));
    expect(await screen.findByText(`⚠ ${outside}`)).toBeOnTheScreen();
    expect(api.calls(BOOKING)).toHaveLength(0);
  });

  it("shows the API's refusal of a place it cannot find, and sends when the server cannot be asked", async () => {
    const unknown = `We could not find "Narnia" among Bengaluru's localities. Choose one from the list`;
    const api = createFakeApi().on(SERVICEABILITY("Narnia"), failure(400, unknown)).on(BOOKING, received);
    await openBookingForm(api);
    fillDetails();
    const box = screen.getByLabelText("Locality or pincode");
    fireEvent.changeText(box, "Narnia");
    fireEvent(box, "endEditing");
    expect(await screen.findByText(`⚠ ${unknown}`)).toBeOnTheScreen();
    api.on(SERVICEABILITY("Koramangala"), "offline");
    fireEvent.changeText(box, "Koramangala");
    fireEvent.press(screen.getByRole("button", { name: COPY.submit }));
    await waitFor(() => expect(api.calls(BOOKING)).toHaveLength(1));
    expect(api.calls(BOOKING)[0]?.body).toMatchObject({ locality: "Koramangala" });
  });
});

describe("leaving the booking form", () => {
  it("asks before a half-filled form is closed, stays on Keep editing and leaves on Leave", async () => {
    const alert = jest.spyOn(Alert, "alert").mockImplementation(() => undefined);
    const view = await openBookingForm(createFakeApi());
    fireEvent.changeText(screen.getByLabelText("Name, required"), "Asha");
    fireEvent.press(screen.getByRole("button", { name: COPY.close }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(APP_COPY.leaveBookingTitle, APP_COPY.leaveBookingLead, expect.any(Array)));
    expect(view.getPathname()).toBe("/booking/brass-diya-hamper-dgc12");
    act(() => alertButton(alert, APP_COPY.keepEditing).onPress?.());
    expect(screen.getByLabelText("Name, required")).toHaveProp("value", "Asha");
    act(() => alertButton(alert, APP_COPY.leaveBooking).onPress?.());
    await waitFor(() => expect(view.getPathname()).toBe("/offerings/brass-diya-hamper-dgc12"));
  });

  it("closes an untouched form, and a sent one, without asking", async () => {
    const alert = jest.spyOn(Alert, "alert").mockImplementation(() => undefined);
    const view = await openBookingForm(createFakeApi().on(BOOKING, received));
    fireEvent.press(screen.getByRole("button", { name: COPY.close }));
    await waitFor(() => expect(view.getPathname()).toBe("/offerings/brass-diya-hamper-dgc12"));
    fireEvent.press(await screen.findByRole("button", { name: "Book Now" }));
    expect(await screen.findByText(COPY.bookingSubtitle)).toBeOnTheScreen();
    fillDetails();
    fireEvent.press(screen.getByRole("button", { name: COPY.submit }));
    fireEvent.press(await screen.findByRole("button", { name: COPY.backToOffering }));
    await waitFor(() => expect(view.getPathname()).toBe("/offerings/brass-diya-hamper-dgc12"));
    expect(alert).not.toHaveBeenCalled();
  });
});
