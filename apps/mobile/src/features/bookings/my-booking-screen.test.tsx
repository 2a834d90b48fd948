import { fireEvent, screen, waitFor } from "expo-router/testing-library";
import { formatDayTime } from "@utsav/domain/shopper";
import { offeringEnvelope } from "../../../test/fixtures/catalogue";
import { bookingDetail, bookingEnvelope, bookingList, bookingSummary, cancelledEnvelope } from "../../../test/fixtures/bookings";
import { createFakeApi, failure } from "../../../test/fake-api";
import type { FakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";

const DETAIL = "GET /api/consumer/bookings/bk1";
const CANCEL = "POST /api/consumer/bookings/bk1/cancel";

/** The booking's screen, signed in, with the API answering as the test says. */
function openBooking(api: FakeApi) {
  return { api, app: renderApp("/account/bookings/bk1", { api, token: "kept-token" }) };
}

describe("a booking of mine", () => {
  it("shows the timeline, the details, the vendor's terms and what cancelling now returns", async () => {
    openBooking(createFakeApi().on(DETAIL, bookingEnvelope()));
    expect(await screen.findByRole("header", { name: "Brass Diya Hamper" })).toBeOnTheScreen();
    expect(screen.getByText("Deepam Gifts & Decor")).toBeOnTheScreen();
    expect(screen.getByText("#00000BK1")).toBeOnTheScreen();
    expect(screen.getByText("Received")).toBeOnTheScreen();
    expect(screen.getByText("Confirmed by the vendor")).toBeOnTheScreen();
    expect(screen.getByText("“See you on the day”")).toBeOnTheScreen();
    expect(screen.getByText(`Placed ${formatDayTime("2026-03-02T06:30:00.000Z")}`)).toBeOnTheScreen();
    // The date shows once, in when and where the event is: the vendor's own date question, which the picked date
    // filled, is not listed again among the details (docs/decisions/0022 "One date, not two").
    expect(screen.getAllByText("14 March 2026")).toHaveLength(1);
    expect(screen.getAllByText("Event date")).toHaveLength(1);
    expect(screen.getByText("98450 12345")).toBeOnTheScreen();
    expect(screen.getByRole("header", { name: "Cancellation terms" })).toBeOnTheScreen();
    expect(screen.getByText("• Full refund up to 48 hours before the event.")).toBeOnTheScreen();
    expect(screen.getByText("Cancel on 3 March 2026: ₹750 back of ₹750")).toBeOnTheScreen();
  });

  it("says when and where the event is, the date a catalogue offering's fields do not hold", async () => {
    const detail = bookingDetail({
      locality: "HSR Layout",
      address: "22 Lake Road\nSector 2",
      details: [
        { label: "Name", value: "Asha Rao" },
        { label: "Address", value: "22 Lake Road\nSector 2" },
      ],
    });
    openBooking(createFakeApi().on(DETAIL, bookingEnvelope(detail)));
    expect(await screen.findByLabelText("Event date, 14 March 2026")).toBeOnTheScreen();
    expect(screen.getByLabelText("Place, 22 Lake Road, Sector 2, HSR Layout")).toBeOnTheScreen();
    expect(screen.getByText("Asha Rao")).toBeOnTheScreen();
    // The address the summary says is not listed again among the details.
    expect(screen.queryByText("Address")).not.toBeOnTheScreen();
    expect(screen.queryByText("22 Lake Road\nSector 2")).not.toBeOnTheScreen();
  });

  it("says so where a booking holds no date or place", async () => {
    openBooking(
      createFakeApi().on(DETAIL, bookingEnvelope(bookingDetail({ eventDate: null, eventDay: null, locality: null, address: null }))),
    );
    expect(await screen.findByLabelText("Event date, Not given")).toBeOnTheScreen();
    expect(screen.getByLabelText("Place, Not given")).toBeOnTheScreen();
  });

  it("asks before cancelling, and cancels with the reason given: the timeline says who cancelled", async () => {
    const api = createFakeApi()
      .on(DETAIL, bookingEnvelope())
      .on(CANCEL, cancelledEnvelope("Plans changed"))
      .on("GET /api/consumer/bookings", bookingList([bookingSummary("bk1", { status: "cancelled" })]));
    openBooking(api);
    fireEvent.changeText(await screen.findByLabelText("Reason (optional)"), "Plans changed ");
    fireEvent.press(screen.getByRole("button", { name: "Cancel booking" }));
    expect(screen.getByRole("header", { name: "Cancel this booking?" })).toBeOnTheScreen();
    fireEvent.press(screen.getByRole("button", { name: "Keep booking" }));
    expect(screen.queryByRole("header", { name: "Cancel this booking?" })).not.toBeOnTheScreen();
    expect(api.calls(CANCEL)).toHaveLength(0);

    fireEvent.press(screen.getByRole("button", { name: "Cancel booking" }));
    expect(screen.getAllByText("Cancel on 3 March 2026: ₹750 back of ₹750")).toHaveLength(2);
    fireEvent.press(screen.getAllByRole("button", { name: "Cancel booking" }).at(-1)!);
    expect(await screen.findByText("Cancelled by you")).toBeOnTheScreen();
    expect(screen.getByText("“Plans changed”")).toBeOnTheScreen();
    expect(screen.queryByRole("button", { name: "Cancel booking" })).not.toBeOnTheScreen();
    expect(screen.queryByText("Cancel on 3 March 2026: ₹750 back of ₹750")).not.toBeOnTheScreen();
    expect(api.calls(CANCEL)[0]?.body).toEqual({ reason: "Plans changed" });
  });

  it("sends no reason when none is given", async () => {
    const api = createFakeApi().on(DETAIL, bookingEnvelope()).on(CANCEL, cancelledEnvelope(null));
    openBooking(api);
    fireEvent.press(await screen.findByRole("button", { name: "Cancel booking" }));
    fireEvent.press(screen.getAllByRole("button", { name: "Cancel booking" }).at(-1)!);
    expect(await screen.findByText("Cancelled by you")).toBeOnTheScreen();
    expect(api.calls(CANCEL)[0]?.body).toEqual({});
  });

  it("shows a refusal in the server's own words and keeps the reason", async () => {
    const refusal = "This booking is completed and can no longer change";
    const api = createFakeApi()
      .on(DETAIL, bookingEnvelope())
      .on(CANCEL, failure(409, refusal, "CONFLICT"));
    openBooking(api);
    fireEvent.changeText(await screen.findByLabelText("Reason (optional)"), "Plans changed");
    fireEvent.press(screen.getByRole("button", { name: "Cancel booking" }));
    fireEvent.press(screen.getAllByRole("button", { name: "Cancel booking" }).at(-1)!);
    expect(await screen.findByRole("alert")).toHaveTextContent(refusal);
    expect(screen.queryByRole("header", { name: "Cancel this booking?" })).not.toBeOnTheScreen();
    expect(screen.getByLabelText("Reason (optional)")).toHaveProp("value", "Plans changed");
  });

  it("says the network message when the server cannot be reached", async () => {
    const api = createFakeApi().on(DETAIL, bookingEnvelope()).on(CANCEL, "offline");
    openBooking(api);
    fireEvent.press(await screen.findByRole("button", { name: "Cancel booking" }));
    fireEvent.press(screen.getAllByRole("button", { name: "Cancel booking" }).at(-1)!);
    expect(await screen.findByText("Network error. Please try again.")).toBeOnTheScreen();
  });

  it("says when the vendor stated no terms", async () => {
    openBooking(createFakeApi().on(DETAIL, bookingEnvelope(bookingDetail({ cancellationTerms: null, refundIfCancelled: null }))));
    expect(await screen.findByText("This vendor has not stated cancellation terms. Please ask them before you cancel.")).toBeOnTheScreen();
  });

  it("offers no cancelling, nor terms, once the booking is final", async () => {
    const detail = bookingDetail({ status: "completed", canCancel: false, cancellationTerms: null, refundIfCancelled: null });
    openBooking(createFakeApi().on(DETAIL, bookingEnvelope(detail)));
    expect(await screen.findByRole("header", { name: "Outcome" })).toBeOnTheScreen();
    expect(screen.queryByText("This vendor has not stated cancellation terms. Please ask them before you cancel.")).not.toBeOnTheScreen();
    expect(screen.getByText("Completed")).toBeOnTheScreen();
    expect(screen.queryByRole("button", { name: "Cancel booking" })).not.toBeOnTheScreen();
    expect(screen.queryByLabelText("Reason (optional)")).not.toBeOnTheScreen();
  });

  it("opens the offering it was for", async () => {
    const api = createFakeApi().on(DETAIL, bookingEnvelope()).on("GET /api/offerings/brass-diya-hamper-dgc12", offeringEnvelope());
    const { app } = openBooking(api);
    fireEvent.press(await screen.findByRole("link", { name: "Offering" }));
    await waitFor(() => expect(app.getPathname()).toBe("/offerings/brass-diya-hamper-dgc12"));
  });

  it("shows the API's message for a booking that is not the shopper's", async () => {
    openBooking(createFakeApi().on(DETAIL, failure(404, "Booking not found", "NOT_FOUND")));
    expect(await screen.findByText("Booking not found")).toBeOnTheScreen();
  });
});
