import { fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BookingTiming, ConsumerBookingDetail } from "@utsav/domain";
import { BOOKING_TIMING_WORDS, formatDayTime, formatLongDate } from "@utsav/domain/client";
import { bodiesSent, fail, ok, stubApi } from "../../../test/api-stub";
import AccountBookingRoute, { clientAction } from "../../routes/account-booking";
import { MyBookingsPage } from "./my-bookings-page";
import { bookingWith } from "./test-payment";

// Time on the shopper's booking pages (docs/decisions/0054): until when the vendor may answer and what follows if they
// do not, how far off the event is, when a confirmed booking completes by itself, and a problem to report.

const now = new Date("2026-12-20T06:30:00Z"); // noon of 20 December in India
const at = "2026-12-19T06:30:00.000Z";
const answerBy = "2026-12-21T06:30:00.000Z";
const completesAt = "2026-12-26T06:30:00.000Z";
const noTime: BookingTiming = { answerBy: null, completesAt: null, problem: null, canReportProblem: false };
const placed = { id: "e1", actor: "consumer" as const, fromStatus: null, toStatus: "received" as const, reason: null, createdAt: at };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(now);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function booking(fields: Partial<ConsumerBookingDetail> = {}): ConsumerBookingDetail {
  return {
    id: "bk_1",
    reference: "#0000BK01",
    offeringId: "VND1",
    offeringName: "Balloon arch",
    offeringSlug: null,
    vendorName: "Bloom Studio",
    status: "received",
    createdAt: at,
    updatedAt: at,
    eventDate: "2026-12-24",
    eventDay: "24 December 2026",
    price: 1500,
    locality: null,
    address: null,
    answerBy,
    timing: { ...noTime, answerBy },
    details: [],
    events: [placed],
    canCancel: true,
    cancellationTerms: null,
    refundIfCancelled: null,
    refund: null,
    payment: null,
    receipts: [],
    ...fields,
  };
}

const confirmed = (timing: Partial<BookingTiming>) =>
  booking({
    status: "confirmed",
    eventDate: "2026-12-20",
    answerBy: null,
    timing: { ...noTime, completesAt, ...timing },
    events: [placed, { ...placed, id: "e2", actor: "vendor", fromStatus: "received", toStatus: "confirmed" }],
  });

async function renderBooking(stored: () => ConsumerBookingDetail) {
  const Stub = createRoutesStub([
    {
      path: "/account/bookings/:id",
      Component: AccountBookingRoute as never,
      loader: () => ({ booking: stored() }),
      action: clientAction as never,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={["/account/bookings/bk_1"]} />);
  await screen.findByRole("heading", { level: 1, name: "Balloon arch" });
}

describe("the shopper's booking page keeps time", () => {
  it("says until when the vendor may answer, what follows if they do not, and how far off the event is", async () => {
    await renderBooking(() => booking());
    expect(screen.getByText(`The vendor has until ${formatDayTime(answerBy)} to confirm or decline.`)).toBeTruthy();
    expect(screen.getByText("If they do not, the booking expires and you can book another vendor.")).toBeTruthy();
    expect(screen.getByText("Event date").nextElementSibling?.textContent).toBe("24 December 2026The event is in 4 days");
    expect(screen.queryByRole("heading", { name: BOOKING_TIMING_WORDS.reportProblem })).toBeNull();
  });

  it("promises the advance back when one was paid", async () => {
    await renderBooking(() => booking({ payment: bookingWith.paid().payment }));
    expect(screen.getByText("If they do not, the booking expires and your advance is refunded in full.")).toBeTruthy();
  });

  it("says when a confirmed booking completes by itself, and reports a problem from the event's day", async () => {
    const reported = confirmed({
      completesAt: null,
      problem: { reportedAt: now.toISOString(), reportedBy: "consumer", note: "The decorator never came" },
    });
    let stored = confirmed({ canReportProblem: true });
    const api = stubApi({
      "POST /api/consumer/bookings/bk_1/problem": () => {
        stored = reported;
        return ok(reported);
      },
    });
    await renderBooking(() => stored);
    expect(screen.getByText(BOOKING_TIMING_WORDS.eventToday)).toBeTruthy();
    expect(screen.getByText(`It completes by itself on ${formatLongDate(completesAt)} unless you report a problem by then.`)).toBeTruthy();
    const section = screen.getByRole("region", { name: BOOKING_TIMING_WORDS.reportProblem });
    fireEvent.change(within(section).getByRole("textbox", { name: "What went wrong?" }), {
      target: { value: "  The decorator never came " },
    });
    fireEvent.click(within(section).getByRole("button", { name: BOOKING_TIMING_WORDS.sendProblem }));
    expect((await screen.findByText(BOOKING_TIMING_WORDS.problemSent)).getAttribute("role")).toBe("status");
    const shown = screen.getByRole("region", { name: BOOKING_TIMING_WORDS.problemReported });
    expect(within(shown).getByText("“The decorator never came”")).toBeTruthy();
    expect(within(shown).getByText(`Reported by you, ${formatDayTime(now)}`)).toBeTruthy();
    expect(screen.queryByText(/completes by itself/)).toBeNull();
    expect(bodiesSent(api, "POST /api/consumer/bookings/bk_1/problem")).toEqual([{ note: "The decorator never came" }]);
  });

  it("asks what went wrong before sending, and shows the API's refusal", async () => {
    const api = stubApi({
      "POST /api/consumer/bookings/bk_1/problem": fail(409, BOOKING_TIMING_WORDS.problemAlready, "BOOKING_STATUS_CONFLICT"),
    });
    await renderBooking(() => confirmed({ canReportProblem: true }));
    const note = screen.getByRole("textbox", { name: "What went wrong?" });
    fireEvent.click(screen.getByRole("button", { name: BOOKING_TIMING_WORDS.sendProblem }));
    expect(await screen.findByText(BOOKING_TIMING_WORDS.problemNoteRequired)).toBeTruthy();
    expect(note.getAttribute("aria-invalid")).toBe("true");
    expect(bodiesSent(api, "POST /api/consumer/bookings/bk_1/problem")).toEqual([]);
    fireEvent.change(note, { target: { value: "Half the balloons were missing" } });
    fireEvent.click(screen.getByRole("button", { name: BOOKING_TIMING_WORDS.sendProblem }));
    expect((await screen.findByRole("alert")).textContent).toBe(BOOKING_TIMING_WORDS.problemAlready);
    expect(bodiesSent(api, "POST /api/consumer/bookings/bk_1/problem")).toEqual([{ note: "Half the balloons were missing" }]);
  });

  it("shows a problem the vendor reported, without the form", async () => {
    await renderBooking(() => confirmed({ completesAt: null, problem: { reportedAt: at, reportedBy: "vendor", note: "Venue locked" } }));
    const shown = screen.getByRole("region", { name: BOOKING_TIMING_WORDS.problemReported });
    expect(within(shown).getByText(`Reported by the vendor, ${formatDayTime(at)}`)).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "What went wrong?" })).toBeNull();
  });

  it("offers another vendor once a booking expired unanswered, and no countdown", async () => {
    const expired = { ...placed, id: "e2", actor: "system" as const, fromStatus: "received" as const, toStatus: "expired" as const };
    await renderBooking(() =>
      booking({
        status: "expired",
        answerBy: null,
        timing: noTime,
        canCancel: false,
        events: [placed, { ...expired, reason: BOOKING_TIMING_WORDS.expiredReason }],
      }),
    );
    expect(screen.getByRole("link", { name: BOOKING_TIMING_WORDS.findAnotherVendor }).getAttribute("href")).toBe("/search");
    expect(screen.queryByText(/The event is/)).toBeNull();
    expect(screen.queryByText(/to confirm or decline/)).toBeNull();
  });
});

describe("My bookings keeps time", () => {
  it("says when a received booking's answer is due, and how far off an open booking's event is", () => {
    const renderList = (bookings: ConsumerBookingDetail[]) => {
      const Stub = createRoutesStub([
        { path: "/", Component: () => <MyBookingsPage list={{ bookings, nextCursor: null }} nextPage={null} /> },
      ]);
      return render(<Stub initialEntries={["/"]} />);
    };
    renderList([booking(), booking({ id: "bk_2", status: "cancelled", answerBy: null, timing: noTime })]);
    const [received, cancelled] = within(screen.getByRole("list", { name: "My bookings" })).getAllByRole("listitem");
    expect(within(received!).getByText(`Answer due by ${formatDayTime(answerBy)}`)).toBeTruthy();
    expect(within(received!).getByText("The event is in 4 days")).toBeTruthy();
    expect(within(cancelled!).queryByText(/Answer due by|The event is/)).toBeNull();
  });
});
