import { fireEvent, screen, waitFor } from "expo-router/testing-library";
import { responseSchemas } from "@utsav/api-client/shopper-validate";
import { addDays, earliestEventDate, formatWeekdayDay } from "@utsav/domain/shopper";
import { Linking } from "react-native";
import { offeringDetail, offeringEnvelope, ok } from "../../../test/fixtures/catalogue";
import { createFakeApi, failure } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";

const OFFERING = "GET /api/offerings/brass-diya-hamper-dgc12";

async function openBookingForm(api = createFakeApi(), detail = offeringDetail()) {
  api.on(OFFERING, offeringEnvelope(detail));
  const view = renderApp("/offerings/brass-diya-hamper-dgc12", { api });
  fireEvent.press(await screen.findByRole("button", { name: "Book Now" }));
  expect(await screen.findByText("Please provide your details to proceed with the booking.")).toBeOnTheScreen();
  return { api, view };
}

const received = ok(responseSchemas.submitBooking, { bookingId: "b-1", status: "received", payment: null });

/** The first day the form offers for a vendor with no lead time: today in India. */
const today = () => earliestEventDate(null);
const pickDay = (date: string) => fireEvent.press(screen.getByRole("radio", { name: formatWeekdayDay(date) }));

describe("booking", () => {
  it("opens the form full screen from Book Now, with the offering's fields, required ones marked", async () => {
    const { view } = await openBookingForm();
    expect(view.getPathname()).toBe("/booking/brass-diya-hamper-dgc12");
    expect(screen.getByLabelText("Name, required")).toHaveProp("placeholder", "Please enter your Name");
    expect(screen.getByLabelText("Phone Number, required")).toHaveProp("keyboardType", "phone-pad");
    expect(screen.getByLabelText("Notes")).toHaveProp("multiline", true);
    expect(screen.getByText("Payment will be COD.")).toBeOnTheScreen();
    // The event date: two weeks of days from today, and a box for a later one.
    expect(screen.getByLabelText("Event date, required")).toBeOnTheScreen();
    expect(screen.getAllByRole("radio")).toHaveLength(14);
    expect(screen.getByRole("radio", { name: formatWeekdayDay(today()), checked: false })).toBeOnTheScreen();
    expect(screen.getByLabelText("Or type a date (YYYY-MM-DD)")).toBeOnTheScreen();
  });

  it("refuses empty required fields with '{label} is required', and editing a field clears its error", async () => {
    const { api } = await openBookingForm();
    fireEvent.press(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByText("⚠ Name is required")).toBeOnTheScreen();
    expect(screen.getByText("⚠ Phone Number is required")).toBeOnTheScreen();
    expect(screen.getByText("⚠ Event date is required")).toBeOnTheScreen();
    fireEvent.changeText(screen.getByLabelText("Name, required"), "Asha");
    expect(screen.queryByText("⚠ Name is required")).not.toBeOnTheScreen();
    expect(api.calls("POST /api/public/booking")).toHaveLength(0);
  });

  it("sends the booking with an idempotency key, shows the success view and its chat link", async () => {
    const open = jest.spyOn(Linking, "openURL").mockResolvedValue(true);
    const { api, view } = await openBookingForm(createFakeApi().on("POST /api/public/booking", received));
    fireEvent.changeText(screen.getByLabelText("Name, required"), "  Asha Rao ");
    fireEvent.changeText(screen.getByLabelText("Phone Number, required"), "98450 12345");
    pickDay(addDays(today(), 2));
    expect(screen.getByRole("radio", { name: formatWeekdayDay(addDays(today(), 2)), checked: true })).toBeOnTheScreen();
    expect(screen.getByLabelText("Or type a date (YYYY-MM-DD)")).toHaveProp("value", addDays(today(), 2));
    fireEvent.press(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Your booking has been placed! We will get back to you shortly.")).toBeOnTheScreen();
    const [call] = api.calls("POST /api/public/booking");
    expect(call?.body).toEqual({
      offeringId: "DGC12",
      vendorName: "Deepam Gifts & Decor",
      offeringName: "Brass Diya Hamper",
      // The phone field keeps the number's 10 digits, typed with a space (issue 38).
      bookingData: { name: "Asha Rao", phone: "9845012345" },
      eventDate: addDays(today(), 2),
    });
    expect(call?.headers["idempotency-key"]).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
    fireEvent.press(screen.getByRole("link", { name: "Chat with us" }));
    expect(open).toHaveBeenCalledWith(
      `https://wa.me/919800010000?text=${encodeURIComponent("Hi, I just booked Brass Diya Hamper. I have some questions.")}`,
    );
    fireEvent.press(screen.getByRole("button", { name: "Go back to the Offering" }));
    await waitFor(() => expect(view.getPathname()).toBe("/offerings/brass-diya-hamper-dgc12"));
  });

  it("asks the offering's address question and the locality, and sends both (docs/decisions/0034)", async () => {
    const detail = offeringDetail({
      bookingAttributes: [
        { label: "Name", field: "name", type: "input", inputType: "text", required: true },
        { label: "Phone number", field: "phoneNumber", type: "input", inputType: "tel", required: true },
        { label: "Event date", field: "eventDate", type: "input", inputType: "text", required: true },
        { label: "Address", field: "address", type: "textarea", inputType: "text", required: true },
      ],
    });
    // The vendor's answer for the locality, asked before the booking is sent (docs/decisions/0064).
    const served = ok(responseSchemas.getServiceability, {
      serves: true,
      distanceKm: 2.4,
      baseLocality: "HSR Layout",
      radiusKm: 15,
      locality: "Koramangala",
      line: "Serves Koramangala",
    });
    const api = createFakeApi()
      .on("POST /api/public/booking", received)
      .on("GET /api/serviceability?offeringId=DGC12&locality=Koramangala", served);
    await openBookingForm(api, detail);
    // The vendor's own date question takes the picked date; the address is asked as the vendor wrote it.
    expect(screen.queryByLabelText("Event date, required", { exact: true })).toBeOnTheScreen();
    expect(screen.getByLabelText("Address, required")).toHaveProp("multiline", true);
    fireEvent.changeText(screen.getByLabelText("Name, required"), "Asha");
    fireEvent.changeText(screen.getByLabelText("Phone number, required"), "9845012345");
    fireEvent.changeText(screen.getByLabelText("Address, required"), "14 Rose Lane, 5th Block");
    fireEvent.changeText(screen.getByLabelText("Locality or pincode"), " Koramangala ");
    pickDay(today());
    fireEvent.press(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Your booking has been placed! We will get back to you shortly.")).toBeOnTheScreen();
    expect(api.calls("POST /api/public/booking")[0]?.body).toMatchObject({
      bookingData: { name: "Asha", phoneNumber: "9845012345", address: "14 Rose Lane, 5th Block", eventDate: expect.any(String) },
      eventDate: today(),
      locality: "Koramangala",
    });
  });

  it("keeps the form and shows the server's message above Submit when the booking is refused, and sends the same key again", async () => {
    const api = createFakeApi().on("POST /api/public/booking", failure(429, "Too many requests. Please try again later."));
    await openBookingForm(api);
    fireEvent.changeText(screen.getByLabelText("Name, required"), "Asha");
    fireEvent.changeText(screen.getByLabelText("Phone Number, required"), "9845012345");
    pickDay(today());
    fireEvent.press(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Too many requests. Please try again later.")).toBeOnTheScreen();
    expect(screen.getByLabelText("Name, required")).toHaveProp("value", "Asha");
    api.on("POST /api/public/booking", "offline");
    fireEvent.press(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Something went wrong. Please try again later.")).toBeOnTheScreen();
    const keys = api.calls("POST /api/public/booking").map((call) => call.headers["idempotency-key"]);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});
