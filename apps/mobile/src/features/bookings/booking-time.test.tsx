import { fireEvent, screen, waitFor } from "expo-router/testing-library";
import { StyleSheet } from "react-native";
import { responseSchemas } from "@utsav/api-client/shopper-validate";
import { addDays, BOOKING_TIMING_WORDS, formatDayTime, formatLongDate, indianDate } from "@utsav/domain/shopper";
import type { BookingTiming, ConsumerBookingDetail } from "@utsav/domain";
import { ok } from "../../../test/fixtures/catalogue";
import { bookingDetail, bookingEnvelope, bookingList, bookingSummary } from "../../../test/fixtures/bookings";
import { paidPayment } from "../../../test/fixtures/payments";
import { createFakeApi, failure } from "../../../test/fake-api";
import type { FakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";

// Time on the shopper's booking screens (docs/decisions/0054), as on the web's pages: until when the vendor may
// answer and what follows if not, the countdown, when a confirmed booking completes by itself, and a problem.

const DETAIL = "GET /api/consumer/bookings/bk1";
const PROBLEM = "POST /api/consumer/bookings/bk1/problem";
const TOUCH_TARGET = 44;
const answerBy = "2030-01-02T06:30:00.000Z";
const completesAt = "2030-01-05T06:30:00.000Z";
const reportedAt = "2030-01-03T09:00:00.000Z";
const noTime: BookingTiming = { answerBy: null, completesAt: null, problem: null, canReportProblem: false };
/** Four days from today in India, as the countdown counts. */
const inFourDays = () => addDays(indianDate(new Date()), 4);
const placed = {
  id: "e1",
  actor: "consumer" as const,
  fromStatus: null,
  toStatus: "received" as const,
  reason: null,
  createdAt: reportedAt,
};

const received = (extra: Partial<ConsumerBookingDetail> = {}) =>
  bookingDetail({ status: "received", eventDate: inFourDays(), answerBy, timing: { ...noTime, answerBy }, events: [placed], ...extra });
const confirmed = (timing: Partial<BookingTiming>) =>
  bookingDetail({ eventDate: indianDate(new Date()), timing: { ...noTime, completesAt, ...timing } });

function openBooking(api: FakeApi) {
  return renderApp("/account/bookings/bk1", { api, token: "kept-token" });
}

describe("a booking of mine keeps time", () => {
  it("says until when the vendor may answer, what follows if not, and how far off the event is", async () => {
    openBooking(createFakeApi().on(DETAIL, bookingEnvelope(received())));
    const line = `The vendor has until ${formatDayTime(answerBy)} to confirm or decline.`;
    expect(await screen.findByLabelText(`${line} If they do not, the booking expires and you can book another vendor.`)).toBeOnTheScreen();
    expect(screen.getByLabelText(`Event date, ${formatLongDate(inFourDays())}, The event is in 4 days`)).toBeOnTheScreen();
    expect(screen.queryByRole("header", { name: BOOKING_TIMING_WORDS.reportProblem })).not.toBeOnTheScreen();
  });

  it("promises the advance back when one was paid", async () => {
    openBooking(createFakeApi().on(DETAIL, bookingEnvelope(received({ payment: paidPayment() }))));
    expect(await screen.findByText("If they do not, the booking expires and your advance is refunded in full.")).toBeOnTheScreen();
  });

  it("says when a confirmed booking completes by itself, and reports a problem from the event's day", async () => {
    const reported = confirmed({ completesAt: null, problem: { reportedAt, reportedBy: "consumer", note: "The lamps never came" } });
    const api = createFakeApi()
      .on(DETAIL, bookingEnvelope(confirmed({ canReportProblem: true })))
      .on(PROBLEM, ok(responseSchemas.reportMyBookingProblem, reported));
    openBooking(api);
    expect(
      await screen.findByLabelText(`It completes by itself on ${formatLongDate(completesAt)} unless you report a problem by then.`),
    ).toBeOnTheScreen();
    expect(screen.getByRole("header", { name: BOOKING_TIMING_WORDS.reportProblem })).toBeOnTheScreen();
    const send = screen.getByRole("button", { name: BOOKING_TIMING_WORDS.sendProblem });
    expect(StyleSheet.flatten(send.props.style).minHeight).toBeGreaterThanOrEqual(TOUCH_TARGET);
    // Nothing typed: the API's own rule says so under the field, and nothing is sent.
    fireEvent.press(send);
    expect(await screen.findByText(`⚠ ${BOOKING_TIMING_WORDS.problemNoteRequired}`)).toBeOnTheScreen();
    expect(api.calls(PROBLEM)).toHaveLength(0);
    fireEvent.changeText(screen.getByLabelText("What went wrong?"), " The lamps never came ");
    fireEvent.press(screen.getByRole("button", { name: BOOKING_TIMING_WORDS.sendProblem }));
    expect(await screen.findByText(BOOKING_TIMING_WORDS.problemSent)).toBeOnTheScreen();
    expect(screen.getByRole("header", { name: BOOKING_TIMING_WORDS.problemReported })).toBeOnTheScreen();
    expect(screen.getByText("“The lamps never came”")).toBeOnTheScreen();
    expect(screen.getByText(`Reported by you, ${formatDayTime(reportedAt)}`)).toBeOnTheScreen();
    expect(screen.queryByText(/completes by itself/)).not.toBeOnTheScreen();
    expect(api.calls(PROBLEM)[0]?.body).toEqual({ note: "The lamps never came" });
  });

  it("shows the server's refusal in its own words and keeps the note", async () => {
    const api = createFakeApi()
      .on(DETAIL, bookingEnvelope(confirmed({ canReportProblem: true })))
      .on(PROBLEM, failure(409, BOOKING_TIMING_WORDS.problemAlready, "BOOKING_STATUS_CONFLICT"));
    openBooking(api);
    fireEvent.changeText(await screen.findByLabelText("What went wrong?"), "Late by three hours");
    fireEvent.press(screen.getByRole("button", { name: BOOKING_TIMING_WORDS.sendProblem }));
    expect(await screen.findByRole("alert")).toHaveTextContent(BOOKING_TIMING_WORDS.problemAlready);
    expect(screen.getByLabelText("What went wrong?")).toHaveProp("value", "Late by three hours");
  });

  it("offers another vendor once a booking expired unanswered", async () => {
    const expired = received({
      status: "expired",
      answerBy: null,
      timing: noTime,
      canCancel: false,
      events: [
        placed,
        { ...placed, id: "e2", actor: "system", fromStatus: "received", toStatus: "expired", reason: "The vendor did not answer in time" },
      ],
    });
    const app = openBooking(createFakeApi().on(DETAIL, bookingEnvelope(expired)));
    fireEvent.press(await screen.findByRole("link", { name: BOOKING_TIMING_WORDS.findAnotherVendor }));
    await waitFor(() => expect(app.getPathname()).toBe("/search"));
  });
});

describe("My bookings keeps time", () => {
  it("says when a received booking's answer is due, and how far off its event is", async () => {
    const row = bookingSummary("bk1", { status: "received", eventDate: inFourDays(), answerBy });
    renderApp("/account/bookings", { api: createFakeApi().on("GET /api/consumer/bookings", bookingList([row])), token: "kept-token" });
    const link = await screen.findByRole("link", { name: new RegExp(`Received, Answer due by ${formatDayTime(answerBy)}, `) });
    expect(link.props.accessibilityLabel).toContain("The event is in 4 days");
    expect(screen.getByText(`Answer due by ${formatDayTime(answerBy)}`)).toBeOnTheScreen();
  });
});
