import { act, fireEvent, screen, within } from "expo-router/testing-library";
import { responseSchemas } from "@utsav/api-client/shopper-validate";
import { BOOKING_ANSWER_MAX, BOOKING_COPY, earliestEventDate, formatWeekdayDay } from "@utsav/domain/shopper";
import { StyleSheet } from "react-native";
import { consumer } from "../../../test/fixtures/account";
import { bookingDetail, bookingEnvelope } from "../../../test/fixtures/bookings";
import { offeringDetail, offeringEnvelope, ok } from "../../../test/fixtures/catalogue";
import { createFakeApi } from "../../../test/fake-api";
import type { FakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";

// Issue 38, in the app as on the web: each answer stops where the API stops; a pasted phone number keeps its 10
// digits; a signed-in shopper starts from their profile and is told the booking is in My bookings; the locality box
// offers Bengaluru's localities; a booking that can no longer be cancelled shows what became of it.

const OFFERING = "GET /api/offerings/brass-diya-hamper-dgc12";
const BOOKING = "POST /api/public/booking";
const received = ok(responseSchemas.submitBooking, { bookingId: "b-1", status: "received", payment: null });
const TOUCH_TARGET = 44;

async function openForm(api: FakeApi, token: string | null = null) {
  api.on(OFFERING, offeringEnvelope(offeringDetail()));
  renderApp("/booking/brass-diya-hamper-dgc12", { api, token });
  await screen.findByText("Please provide your details to proceed with the booking.");
}

const pickFirstDay = () => fireEvent.press(screen.getByRole("radio", { name: formatWeekdayDay(earliestEventDate(null)) }));

describe("the app's booking form tells the truth", () => {
  it("keeps a pasted '+91 98765 43210' as the 10-digit number, and holds other answers to what the API takes", async () => {
    const api = createFakeApi().on(BOOKING, received);
    await openForm(api);
    const phone = screen.getByLabelText("Phone Number, required");
    fireEvent.changeText(phone, "+91 98765 43210");
    expect(phone).toHaveProp("value", "9876543210");
    expect(phone).not.toHaveProp("maxLength", 10);
    expect(screen.getByLabelText("Name, required")).toHaveProp("maxLength", BOOKING_ANSWER_MAX);
    expect(screen.getByLabelText("Notes")).toHaveProp("maxLength", BOOKING_ANSWER_MAX);
    fireEvent.changeText(screen.getByLabelText("Name, required"), "Asha");
    pickFirstDay();
    fireEvent.press(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText(BOOKING_COPY.trackBookingLead)).toBeOnTheScreen();
    expect(api.calls(BOOKING)[0]?.body).toMatchObject({ bookingData: { name: "Asha", phone: "9876543210" } });
  });

  it("starts a signed-in shopper from their profile, editable, and says the booking is in My bookings", async () => {
    const api = createFakeApi().on("GET /api/consumer", consumer()).on(BOOKING, received);
    await openForm(api, "kept-token");
    const name = screen.getByLabelText("Name, required");
    await screen.findByDisplayValue("Asha Rao");
    expect(screen.getByLabelText("Phone Number, required")).toHaveProp("value", "9845012345");
    fireEvent.changeText(name, "Ravi Rao");
    pickFirstDay();
    fireEvent.press(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText(BOOKING_COPY.trackBookingSignedInLead)).toBeOnTheScreen();
    expect(screen.queryByText(BOOKING_COPY.trackBookingLead)).not.toBeOnTheScreen();
    expect(api.calls(BOOKING)[0]?.body).toMatchObject({ bookingData: { name: "Ravi Rao", phone: "9845012345" } });
  });

  it("offers Bengaluru's localities as the shopper types, each a button of 44 pt that fills the box", async () => {
    const api = createFakeApi().on(
      "GET /api/localities?q=Kora",
      ok(responseSchemas.getLocalities, {
        localities: [{ name: "Koramangala", pincodes: ["560034"], lat: 12.93, lon: 77.62 }],
        match: null,
      }),
    );
    await openForm(api);
    const box = screen.getByLabelText("Locality or pincode");
    // A plain text box with a list of buttons below it, not a combobox: a combobox needs a popup it controls (axe).
    expect(box.props.accessibilityRole).toBeUndefined();
    fireEvent.changeText(box, "Kora");
    await act(async () => {
      jest.advanceTimersByTime(400);
    });
    const list = await screen.findByLabelText("Localities that match");
    const suggestion = within(list).getByRole("button", { name: "Koramangala" });
    expect(StyleSheet.flatten(suggestion.props.style).minHeight).toBeGreaterThanOrEqual(TOUCH_TARGET);
    fireEvent.press(suggestion);
    expect(screen.getByLabelText("Locality or pincode")).toHaveProp("value", "Koramangala");
    expect(screen.queryByLabelText("Localities that match")).not.toBeOnTheScreen();
  });
});

describe("a booking that can no longer be cancelled", () => {
  const DETAIL = "GET /api/consumer/bookings/bk1";
  const ended = "2026-03-15T06:30:00.000Z";

  it("shows what became of it instead of cancellation terms", async () => {
    const before = bookingDetail();
    const detail = bookingDetail({
      status: "declined",
      canCancel: false,
      refundIfCancelled: null,
      events: [
        ...before.events.slice(0, 1),
        { id: "e2", actor: "vendor", fromStatus: "received", toStatus: "declined", reason: "Fully booked that day", createdAt: ended },
      ],
    });
    renderApp("/account/bookings/bk1", { api: createFakeApi().on(DETAIL, bookingEnvelope(detail)), token: "kept-token" });
    expect(await screen.findByRole("header", { name: "Outcome" })).toBeOnTheScreen();
    expect(screen.getByText("The vendor declined this booking on 15 March 2026.")).toBeOnTheScreen();
    expect(screen.getByText("Reason: “Fully booked that day”")).toBeOnTheScreen();
    expect(screen.queryByRole("header", { name: BOOKING_COPY.cancellationTerms })).not.toBeOnTheScreen();
    expect(screen.queryByText("Full refund up to 48 hours before the event.")).not.toBeOnTheScreen();
  });

  it("says the event's day the shopper gave and the price on the booking's screen", async () => {
    const detail = bookingDetail({ eventDate: null, eventDay: "Sat 14 March" });
    renderApp("/account/bookings/bk1", { api: createFakeApi().on(DETAIL, bookingEnvelope(detail)), token: "kept-token" });
    expect(await screen.findByLabelText("Event date, Sat 14 March")).toBeOnTheScreen();
    expect(screen.getByText("Price: ₹750")).toBeOnTheScreen();
  });
});
