import { router } from "expo-router";
import { act, fireEvent, screen, waitFor } from "expo-router/testing-library";
import { vendorResponseSchemas } from "@utsav/api-client/vendor-app-validate";
import {
  APP_COPY,
  BOOKING_ANSWER_COPY,
  BOOKING_COPY,
  BOOKING_MESSAGES,
  BOOKING_TIMING_WORDS,
  bookingAnswerCopyFor,
  formatDayTime,
} from "@utsav/domain/shopper";
import { Alert, Linking } from "react-native";
import type { AlertButton } from "react-native";
import { expectAccessibleControls } from "../../../../test/accessible-controls";
import { createFakeApi, failure } from "../../../../test/fake-api";
import type { FakeApi } from "../../../../test/fake-api";
import { ok } from "../../../../test/fixtures/catalogue";
import {
  answeredDetail,
  confirmedDetail,
  vendorBookingDetail,
  vendorBookingEnvelope,
  vendorBookingList,
} from "../../../../test/fixtures/vendor-bookings";
import { renderApp } from "../../../../test/render-app";

// Issue 43: a booking's page in the vendor's app, as the web's /vendor/bookings/:id: every field, the place and the
// date, Call and WhatsApp, and the answers (confirm at once; decline, cancel and complete ask first, in the web
// dialog's words), each sent to POST /api/vendor/bookings/{id}/status and shown as the API answers.

const DETAIL = "GET /api/vendor/bookings/bk1";
const STATUS = "POST /api/vendor/bookings/bk1/status";
const PROBLEM = "POST /api/vendor/bookings/bk1/problem";
const changedTo = (detail: ReturnType<typeof vendorBookingDetail>) => ok(vendorResponseSchemas.setVendorBookingStatus, detail);

function openBooking(api: FakeApi) {
  return renderApp("/vendor/bookings/bk1", { api, token: "vendor:kept-token" });
}

/** The sheet's own button: the page's beside it says the same word with the booking's reference ("Decline #00000BK1"). */
function sheetButton(name: string) {
  const button = screen.getAllByRole("button", { name }).find((each) => each.props.accessibilityLabel === name);
  if (!button) throw new Error(`No button "${name}" in the sheet`);
  return button;
}

const sent = (api: FakeApi) => api.calls(STATUS).map((call) => call.body);

describe("a booking's page for its vendor", () => {
  it("shows every field: the status, the date and the place first, the answers' deadline and the history", async () => {
    const booking = vendorBookingDetail();
    openBooking(createFakeApi().on(DETAIL, vendorBookingEnvelope(booking)));
    expect(await screen.findByRole("header", { name: "Balloon Arch" })).toBeOnTheScreen();
    expect(screen.getAllByText("Received").length).toBeGreaterThan(0);
    expect(screen.getByText(`${BOOKING_COPY.placedOn} ${formatDayTime(booking.createdAt)}`)).toBeOnTheScreen();
    expect(screen.getByLabelText(/^Event date, 10 January 2030, The event is in \d+ days$/)).toBeOnTheScreen();
    expect(screen.getByLabelText("Place, 14 Rose Lane, 5th Block, Koramangala")).toBeOnTheScreen();
    // Every other field the shopper filled, without the address the place says already.
    for (const value of ["Asha Rao", "+919845012345", "Gold and white", "6:30 PM"]) expect(screen.getByText(value)).toBeOnTheScreen();
    expect(screen.queryByText("14 Rose Lane, 5th Block")).not.toBeOnTheScreen();
    expect(
      screen.getByLabelText(`Please confirm or decline by ${formatDayTime(booking.timing.answerBy ?? "")}, or the booking expires.`),
    ).toBeOnTheScreen();
    expect(screen.getByRole("header", { name: BOOKING_COPY.history })).toBeOnTheScreen();
    expect(screen.getByRole("button", { name: "Confirm #00000BK1" })).toBeOnTheScreen();
    expect(screen.getByRole("button", { name: "Decline #00000BK1" })).toBeOnTheScreen();
    expectAccessibleControls();
  });

  it("calls the shopper, and starts a WhatsApp chat about the booking; without their number, offers neither", async () => {
    const open = jest.spyOn(Linking, "openURL").mockResolvedValue(true);
    openBooking(createFakeApi().on(DETAIL, vendorBookingEnvelope()));
    fireEvent.press(await screen.findByRole("link", { name: "Call Asha Rao" }));
    expect(open).toHaveBeenLastCalledWith("tel:+919845012345");
    fireEvent.press(screen.getByRole("link", { name: "WhatsApp Asha Rao" }));
    const chat = "Hi Asha Rao, this is about your booking #00000BK1 for Balloon Arch on Utsav.";
    expect(open).toHaveBeenLastCalledWith(`https://wa.me/919845012345?text=${encodeURIComponent(chat)}`);
    screen.unmount();
    openBooking(createFakeApi().on(DETAIL, vendorBookingEnvelope(vendorBookingDetail({ consumerPhone: null }))));
    await screen.findByRole("header", { name: "Balloon Arch" });
    expect(screen.queryByRole("link", { name: /^Call / })).not.toBeOnTheScreen();
    expect(screen.queryByRole("link", { name: /^WhatsApp / })).not.toBeOnTheScreen();
  });

  it("confirms at once, with the bearer, then shows the booking as the API answered", async () => {
    const api = createFakeApi()
      .on(DETAIL, vendorBookingEnvelope())
      .on(STATUS, changedTo(confirmedDetail()))
      .on("GET /api/vendor/bookings", vendorBookingList([]));
    openBooking(api);
    fireEvent.press(await screen.findByRole("button", { name: "Confirm #00000BK1" }));
    expect(await screen.findByRole("button", { name: "Cancel booking #00000BK1" })).toBeOnTheScreen();
    expect(api.calls(STATUS)).toEqual([
      expect.objectContaining({
        method: "POST",
        body: { status: "confirmed" },
        headers: expect.objectContaining({ authorization: "Bearer kept-token" }),
      }),
    ]);
    expect(screen.getByText("Confirmed by the vendor")).toBeOnTheScreen();
    // Complete waits for the event's day, and says so.
    expect(screen.queryByRole("button", { name: /^Mark completed/ })).not.toBeOnTheScreen();
    expect(screen.getByText(bookingAnswerCopyFor.completeFrom("2030-01-10"))).toBeOnTheScreen();
  });

  it("declines only with a reason, asking first in the web's words", async () => {
    const api = createFakeApi()
      .on(DETAIL, vendorBookingEnvelope())
      .on(STATUS, changedTo(answeredDetail("declined", vendorBookingDetail(), "Fully booked that day")));
    openBooking(api);
    fireEvent.press(await screen.findByRole("button", { name: "Decline #00000BK1" }));
    expect(await screen.findByRole("header", { name: BOOKING_ANSWER_COPY.declineTitle })).toBeOnTheScreen();
    expect(screen.getByText(BOOKING_ANSWER_COPY.declineLead)).toBeOnTheScreen();
    expectAccessibleControls();
    fireEvent.press(sheetButton(BOOKING_COPY.decline));
    expect(await screen.findByText(`⚠ ${BOOKING_MESSAGES.declineReasonRequired}`)).toBeOnTheScreen();
    expect(api.calls(STATUS)).toHaveLength(0);
    fireEvent.changeText(screen.getByLabelText(`${BOOKING_COPY.declineReasonLabel}, required`), "  Fully booked that day ");
    fireEvent.press(sheetButton(BOOKING_COPY.decline));
    expect(await screen.findByText("“Fully booked that day”")).toBeOnTheScreen();
    expect(sent(api)).toEqual([{ status: "declined", reason: "Fully booked that day" }]);
    expect(screen.getByText("Declined by the vendor")).toBeOnTheScreen();
    expect(screen.queryByRole("button", { name: /#00000BK1$/ })).not.toBeOnTheScreen();
  });

  it("cancels after asking, with the amount owed back; Keep booking sends nothing", async () => {
    const before = confirmedDetail();
    const api = createFakeApi()
      .on(DETAIL, vendorBookingEnvelope(before))
      .on(STATUS, changedTo(answeredDetail("cancelled", before)));
    openBooking(api);
    fireEvent.press(await screen.findByRole("button", { name: "Cancel booking #00000BK1" }));
    expect(await screen.findByRole("header", { name: BOOKING_ANSWER_COPY.vendorCancelTitle })).toBeOnTheScreen();
    expect(screen.getByText(BOOKING_ANSWER_COPY.vendorCancelLead)).toBeOnTheScreen();
    expect(screen.getByText(bookingAnswerCopyFor.vendorCancelRefund(2000))).toBeOnTheScreen();
    fireEvent.press(screen.getByRole("button", { name: BOOKING_COPY.keepBooking }));
    await waitFor(() => expect(screen.queryByRole("header", { name: BOOKING_ANSWER_COPY.vendorCancelTitle })).not.toBeOnTheScreen());
    expect(api.calls(STATUS)).toHaveLength(0);
    fireEvent.press(screen.getByRole("button", { name: "Cancel booking #00000BK1" }));
    await screen.findByText(BOOKING_ANSWER_COPY.vendorCancelLead);
    fireEvent.press(sheetButton(BOOKING_COPY.cancelBooking));
    expect(await screen.findByText("You owe the customer ₹2,000 back of ₹2,000 (100%).")).toBeOnTheScreen();
    expect(sent(api)).toEqual([{ status: "cancelled" }]);
  });

  it("marks completed after asking, from the event's day", async () => {
    const before = confirmedDetail({ nextStatuses: ["completed", "cancelled"], completableFrom: null });
    const api = createFakeApi()
      .on(DETAIL, vendorBookingEnvelope(before))
      .on(STATUS, changedTo(answeredDetail("completed", before)));
    openBooking(api);
    fireEvent.press(await screen.findByRole("button", { name: "Mark completed #00000BK1" }));
    expect(await screen.findByRole("header", { name: BOOKING_ANSWER_COPY.completeTitle })).toBeOnTheScreen();
    expect(screen.getByText(BOOKING_ANSWER_COPY.completeLead)).toBeOnTheScreen();
    expect(screen.queryByLabelText(/Reason/)).not.toBeOnTheScreen();
    fireEvent.press(sheetButton(BOOKING_COPY.complete));
    expect(await screen.findByText("Completed by the vendor")).toBeOnTheScreen();
    expect(sent(api)).toEqual([{ status: "completed" }]);
  });

  it("says the API's refusal in its words, and shows the booking as it now is", async () => {
    const refusal = "This booking is cancelled and can no longer change";
    const before = confirmedDetail();
    // Cancelled by the customer while the vendor's page was open.
    const byCustomer = vendorBookingDetail({
      ...answeredDetail("cancelled", before),
      events: [
        ...before.events,
        {
          id: "e3",
          actor: "consumer",
          fromStatus: "confirmed",
          toStatus: "cancelled",
          reason: null,
          createdAt: "2029-12-31T08:00:00.000Z",
        },
      ],
    });
    const api = createFakeApi().on(DETAIL, vendorBookingEnvelope(before)).on(STATUS, failure(409, refusal));
    openBooking(api);
    fireEvent.press(await screen.findByRole("button", { name: "Cancel booking #00000BK1" }));
    await screen.findByText(BOOKING_ANSWER_COPY.vendorCancelLead);
    api.on(DETAIL, vendorBookingEnvelope(byCustomer));
    fireEvent.press(sheetButton(BOOKING_COPY.cancelBooking));
    expect(await screen.findByText("Cancelled by the customer")).toBeOnTheScreen();
    expect(screen.getByRole("alert")).toHaveTextContent(refusal);
    expect(screen.queryByRole("button", { name: "Cancel booking #00000BK1" })).not.toBeOnTheScreen();
    expect(sent(api)).toEqual([{ status: "cancelled" }]);
  });

  it("asks before leaving with a decline reason written and not sent", async () => {
    const alert = jest.spyOn(Alert, "alert").mockImplementation(() => undefined);
    const app = openBooking(createFakeApi().on(DETAIL, vendorBookingEnvelope()));
    fireEvent.press(await screen.findByRole("button", { name: "Decline #00000BK1" }));
    fireEvent.changeText(await screen.findByLabelText(`${BOOKING_COPY.declineReasonLabel}, required`), "Fully booked");
    fireEvent.press(screen.getByRole("button", { name: BOOKING_COPY.keepBooking }));
    act(() => router.back());
    await waitFor(() => expect(alert).toHaveBeenCalledWith(APP_COPY.leaveBookingTitle, APP_COPY.leaveBookingLead, expect.any(Array)));
    expect(app.getPathname()).toBe("/vendor/bookings/bk1");
    // Kept while its sheet was closed: opening it again shows what was written.
    fireEvent.press(screen.getByRole("button", { name: "Decline #00000BK1" }));
    expect(await screen.findByLabelText(`${BOOKING_COPY.declineReasonLabel}, required`)).toHaveProp("value", "Fully booked");
    const leave = ((alert.mock.calls.at(-1)?.[2] ?? []) as AlertButton[]).find((button) => button.text === APP_COPY.leaveBooking);
    act(() => leave?.onPress?.());
    await waitFor(() => expect(app.getPathname()).not.toBe("/vendor/bookings/bk1"));
  });

  it("reports a problem from the event's day, with the vendor's call", async () => {
    const reportedAt = "2030-01-10T15:00:00.000Z";
    const problem = { reportedAt, reportedBy: "vendor" as const, note: "The venue was locked" };
    const before = confirmedDetail({ timing: { answerBy: null, completesAt: null, problem: null, canReportProblem: true } });
    const after = confirmedDetail({ timing: { answerBy: null, completesAt: null, problem, canReportProblem: false } });
    const api = createFakeApi()
      .on(DETAIL, vendorBookingEnvelope(before))
      .on(PROBLEM, ok(vendorResponseSchemas.reportVendorBookingProblem, after));
    openBooking(api);
    fireEvent.changeText(await screen.findByLabelText(BOOKING_TIMING_WORDS.problemNoteLabel), "The venue was locked");
    fireEvent.press(screen.getByRole("button", { name: BOOKING_TIMING_WORDS.sendProblem }));
    expect(await screen.findByText(`Reported by the vendor, ${formatDayTime(reportedAt)}`)).toBeOnTheScreen();
    expect(api.calls(PROBLEM).map((call) => call.body)).toEqual([{ note: "The venue was locked" }]);
  });
});
