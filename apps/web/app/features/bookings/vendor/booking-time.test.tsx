import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BookingTiming, VendorBookingDetail, VendorBookingSummary } from "@utsav/domain";
import { BOOKING_TIMING_WORDS, formatDayTime, formatLongDate } from "@utsav/domain/client";
import { bodiesSent, fail, ok, stubApi } from "../../../../test/api-stub";
import { renderRoute } from "../../../../test/route-stub";
import VendorBookingRoute, { clientAction, loader as bookingLoader } from "../../../routes/vendor/booking";
import VendorBookingsRoute, { loader as bookingsLoader } from "../../../routes/vendor/bookings";

// Time on the vendor's booking pages (docs/decisions/0054): the answer's deadline beside Confirm and Decline, the
// countdown, when a confirmed booking completes by itself, a problem to report, and the list's answers due.

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

const summary: VendorBookingSummary = {
  id: "bk_1",
  reference: "#0000BK01",
  offeringId: "VND1",
  offeringName: "Balloon arch",
  status: "received",
  createdAt: at,
  updatedAt: at,
  eventDate: "2026-12-24",
  locality: "Koramangala",
  answerBy,
  consumerName: "Meera Rao",
  consumerPhone: null,
};

function detail(fields: Partial<VendorBookingDetail> = {}): VendorBookingDetail {
  return {
    ...summary,
    address: null,
    timing: { ...noTime, answerBy },
    details: [],
    events: [placed],
    nextStatuses: ["confirmed", "declined"],
    completableFrom: null,
    refundIfCancelled: null,
    refund: null,
    ...fields,
  };
}

const confirmed = (timing: Partial<BookingTiming>) =>
  detail({
    status: "confirmed",
    eventDate: "2026-12-20",
    answerBy: null,
    timing: { ...noTime, completesAt, ...timing },
    events: [placed, { ...placed, id: "e2", actor: "vendor", fromStatus: "received", toStatus: "confirmed" }],
    nextStatuses: ["completed", "cancelled"],
  });

const renderBooking = () =>
  renderRoute({
    path: "/vendor/bookings/:id",
    entry: "/vendor/bookings/bk_1",
    Component: VendorBookingRoute,
    loader: bookingLoader,
    action: clientAction,
  });

describe("the vendor's booking page keeps time", () => {
  it("says until when to answer beside Confirm and Decline, and how far off the event is", async () => {
    stubApi({ "GET /api/vendor/bookings/bk_1": ok(detail()) });
    renderBooking();
    const deadline = await screen.findByText(`Please confirm or decline by ${formatDayTime(answerBy)}, or the booking expires.`);
    const confirm = screen.getByRole("button", { name: "Confirm #0000BK01" });
    // Just before the answers it is about.
    expect(deadline.compareDocumentPosition(confirm) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText("The event is in 4 days")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "What went wrong?" })).toBeNull();
  });

  it("says when a confirmed booking completes by itself, and reports a problem", async () => {
    const reported = confirmed({
      completesAt: null,
      problem: { reportedAt: now.toISOString(), reportedBy: "vendor", note: "Nobody at the venue" },
    });
    const api = stubApi({
      "GET /api/vendor/bookings/bk_1": [ok(confirmed({ canReportProblem: true })), ok(reported)],
      "POST /api/vendor/bookings/bk_1/problem": ok(reported),
    });
    renderBooking();
    expect(
      await screen.findByText(
        `It completes by itself on ${formatLongDate(completesAt)} unless you or the customer report a problem by then.`,
      ),
    ).toBeTruthy();
    expect(screen.getByText(BOOKING_TIMING_WORDS.eventToday)).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: "What went wrong?" }), { target: { value: "Nobody at the venue" } });
    fireEvent.click(screen.getByRole("button", { name: BOOKING_TIMING_WORDS.sendProblem }));
    expect((await screen.findByText(BOOKING_TIMING_WORDS.problemSent)).getAttribute("role")).toBe("status");
    const shown = screen.getByRole("region", { name: BOOKING_TIMING_WORDS.problemReported });
    expect(within(shown).getByText("“Nobody at the venue”")).toBeTruthy();
    expect(within(shown).getByText(`Reported by the vendor, ${formatDayTime(now)}`)).toBeTruthy();
    expect(screen.queryByText(/completes by itself/)).toBeNull();
    expect(bodiesSent(api, "POST /api/vendor/bookings/bk_1/problem")).toEqual([{ note: "Nobody at the venue" }]);
  });

  it("shows the API's refusal in the problem form, not beside the answers", async () => {
    stubApi({
      "GET /api/vendor/bookings/bk_1": ok(confirmed({ canReportProblem: true })),
      "POST /api/vendor/bookings/bk_1/problem": fail(409, BOOKING_TIMING_WORDS.problemTooEarly, "BOOKING_STATUS_CONFLICT"),
    });
    renderBooking();
    const form = (await screen.findByRole("region", { name: BOOKING_TIMING_WORDS.reportProblem })) as HTMLElement;
    fireEvent.change(within(form).getByRole("textbox", { name: "What went wrong?" }), { target: { value: "Rain" } });
    fireEvent.click(within(form).getByRole("button", { name: BOOKING_TIMING_WORDS.sendProblem }));
    expect((await within(form).findByRole("alert")).textContent).toBe(BOOKING_TIMING_WORDS.problemTooEarly);
    expect(screen.getAllByRole("alert")).toHaveLength(1);
  });
});

describe("the vendor's bookings list keeps time", () => {
  it("says when a received booking's answer is due", async () => {
    stubApi({
      "GET /api/vendor/bookings": ok({
        needsAnswer: [summary],
        bookings: [{ ...summary, id: "bk_2", status: "declined", answerBy: null }],
        nextCursor: null,
      }),
    });
    renderRoute({ path: "/vendor/bookings", entry: "/vendor/bookings", Component: VendorBookingsRoute, loader: bookingsLoader });
    const [received] = within(await screen.findByRole("list", { name: "Needs your answer" })).getAllByRole("listitem");
    const [declined] = within(screen.getByRole("list", { name: "Bookings" })).getAllByRole("listitem");
    expect(within(received!).getByText(`Answer due by ${formatDayTime(answerBy)}`)).toBeTruthy();
    expect(within(received!).getByText("The event is in 4 days")).toBeTruthy();
    expect(within(declined!).queryByText(/Answer due by|The event is/)).toBeNull();
  });
});
