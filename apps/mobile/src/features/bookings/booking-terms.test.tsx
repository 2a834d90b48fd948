import { fireEvent, screen, waitFor } from "expo-router/testing-library";
import { responseSchemas } from "@utsav/api-client/shopper-validate";
import { addDays, earliestEventDate, formatLongDate, formatWeekdayDay } from "@utsav/domain/shopper";
import { bookingList, bookingSummary } from "../../../test/fixtures/bookings";
import { DECOR_TERMS, offeringDetail, offeringEnvelope, ok } from "../../../test/fixtures/catalogue";
import { createFakeApi, failure } from "../../../test/fake-api";
import type { FakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";

// The booking form and the vendor's terms (docs/decisions/0022): the event date no earlier than the lead time allows.

const OFFERING = "GET /api/offerings/brass-diya-hamper-dgc12";
const BOOKING = "POST /api/public/booking";
const received = ok(responseSchemas.submitBooking, { bookingId: "b-1", status: "received", payment: null });
/** The first day a vendor four days ahead can take, booked now. */
const earliest = () => earliestEventDate(DECOR_TERMS.leadTimeDays);

async function openForm(api: FakeApi, detail = offeringDetail({ terms: DECOR_TERMS }), token: string | null = null) {
  api.on(OFFERING, offeringEnvelope(detail));
  const app = renderApp("/booking/brass-diya-hamper-dgc12", { api, token });
  await screen.findByText("Please provide your details to proceed with the booking.");
  fireEvent.changeText(screen.getByLabelText("Name, required"), "Asha");
  fireEvent.changeText(screen.getByLabelText("Phone Number, required"), "9845012345");
  return app;
}

const typeDate = (date: string) => fireEvent.changeText(screen.getByLabelText("Or type a date (YYYY-MM-DD)"), date);
const submit = () => fireEvent.press(screen.getByRole("button", { name: "Submit" }));

describe("the event date", () => {
  it("offers days from the first the vendor's lead time allows, and says how far ahead to book", async () => {
    await openForm(createFakeApi());
    expect(screen.getByText("Book at least 4 days ahead")).toBeOnTheScreen();
    const days = screen.getAllByRole("radio");
    expect(days[0]).toHaveProp("accessibilityLabel", formatWeekdayDay(earliest()));
    expect(days.at(-1)).toHaveProp("accessibilityLabel", formatWeekdayDay(addDays(earliest(), 13)));
  });

  it("refuses a typed date before the earliest, or one that is no date, before sending anything", async () => {
    const api = createFakeApi();
    await openForm(api);
    typeDate(addDays(earliest(), -1));
    submit();
    expect(screen.getByText(`⚠ Book at least 4 days ahead: the earliest event date is ${formatLongDate(earliest())}`)).toBeOnTheScreen();
    typeDate("14/03/2026");
    expect(screen.queryByText(/the earliest event date is/)).not.toBeOnTheScreen();
    submit();
    expect(screen.getByText("⚠ Please choose the event date")).toBeOnTheScreen();
    expect(api.calls(BOOKING)).toHaveLength(0);
  });

  it("sends a typed later date, said in words as it is typed", async () => {
    const api = createFakeApi().on(BOOKING, received);
    await openForm(api);
    const later = addDays(earliest(), 40);
    typeDate(` ${later}`);
    expect(screen.getByText(formatLongDate(later))).toBeOnTheScreen();
    submit();
    await screen.findByText("Your booking has been placed! We will get back to you shortly.");
    expect(api.calls(BOOKING)[0]?.body).toMatchObject({ eventDate: later });
  });

  it("shows the server's refusal of a date too early (400 BOOKING_TOO_EARLY) above Submit, keeping the form", async () => {
    const message = `Book at least 4 days ahead: the earliest event date is ${formatLongDate(addDays(earliest(), 1))}`;
    const api = createFakeApi().on(BOOKING, failure(400, message, "BOOKING_TOO_EARLY"));
    await openForm(api);
    fireEvent.press(screen.getByRole("radio", { name: formatWeekdayDay(earliest()) }));
    submit();
    expect(await screen.findByText(message)).toBeOnTheScreen();
    expect(screen.getByRole("radio", { name: formatWeekdayDay(earliest()), checked: true })).toBeOnTheScreen();
  });

  it("does not ask the vendor's own 'Event date' field twice: it takes the picked date, in words", async () => {
    const detail = offeringDetail({
      terms: DECOR_TERMS,
      bookingAttributes: [
        { label: "Name", field: "name", type: "input", inputType: "text", required: true },
        { label: "Phone Number", field: "phone", type: "input", inputType: "tel", required: true },
        { label: "Event Date", field: "eventDate", type: "input", inputType: "text", required: true },
      ],
    });
    const api = createFakeApi().on(BOOKING, received);
    await openForm(api, detail);
    expect(screen.queryByLabelText("Event Date, required")).not.toBeOnTheScreen();
    fireEvent.press(screen.getByRole("radio", { name: formatWeekdayDay(addDays(earliest(), 1)) }));
    submit();
    await screen.findByText("Your booking has been placed! We will get back to you shortly.");
    expect(api.calls(BOOKING)[0]?.body).toMatchObject({
      bookingData: { name: "Asha", phone: "9845012345", eventDate: formatLongDate(addDays(earliest(), 1)) },
      eventDate: addDays(earliest(), 1),
    });
  });
});

describe("after booking", () => {
  it("leads to My bookings with 'Track this booking'", async () => {
    const api = createFakeApi()
      .on(BOOKING, received)
      .on("GET /api/consumer/bookings", bookingList([bookingSummary("bk1", { status: "received" })]));
    const app = await openForm(api, offeringDetail({ terms: DECOR_TERMS }), "kept-token");
    fireEvent.press(screen.getByRole("radio", { name: formatWeekdayDay(earliest()) }));
    submit();
    // Booked signed in: the booking is in My bookings already (issue 38).
    expect(await screen.findByText("It is in My bookings, where you can follow it.")).toBeOnTheScreen();
    fireEvent.press(screen.getByRole("link", { name: "Track this booking" }));
    expect(await screen.findByRole("link", { name: /^Brass Diya Hamper, Received/ })).toBeOnTheScreen();
    await waitFor(() => expect(app.getPathname()).toBe("/account/bookings"));
  });
});
