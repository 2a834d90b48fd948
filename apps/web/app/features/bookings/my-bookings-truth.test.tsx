import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ConsumerBookingDetail } from "@utsav/domain";
import { BOOKING_COPY, BOOKING_OUTCOME_COPY } from "@utsav/domain/client";
import AccountBookingRoute, { clientAction } from "../../routes/account-booking";
import { MyBookingsPage } from "./my-bookings-page";

// Issue 38: My bookings says when the event is and what it costs, with when it was placed quieter; a booking that can
// no longer be cancelled shows what became of it instead of its cancellation terms; each page has one <main>.

afterEach(() => vi.unstubAllGlobals());

const placedAt = "2025-03-12T06:30:00.000Z";
const endedAt = "2026-03-15T06:30:00.000Z";
const booking: ConsumerBookingDetail = {
  id: "bk_1",
  reference: "#0000BK01",
  offeringId: "VND1",
  offeringName: "Balloon arch",
  offeringSlug: "balloon-arch-vnd1",
  vendorName: "Bloom Studio",
  status: "confirmed",
  createdAt: placedAt,
  updatedAt: placedAt,
  eventDate: null,
  eventDay: "Sat 14 March",
  price: 1500,
  locality: "HSR Layout",
  address: null,
  details: [{ label: "Event date", value: "Sat 14 March" }],
  events: [{ id: "e1", actor: "consumer", fromStatus: null, toStatus: "received", reason: null, createdAt: placedAt }],
  canCancel: true,
  cancellationTerms: { title: "Payment and cancellation terms", lines: ["Free cancellation up to 2 days before."] },
  refundIfCancelled: null,
  refund: null,
  payment: null,
  receipts: [],
  answerBy: null,
  timing: { answerBy: null, completesAt: null, problem: null, canReportProblem: false },
};

function renderList(bookings: ConsumerBookingDetail[]) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <MyBookingsPage list={{ bookings, nextCursor: null }} nextPage={null} /> }]);
  return render(<Stub initialEntries={["/"]} />);
}

async function renderBooking(stored: ConsumerBookingDetail) {
  const Stub = createRoutesStub([
    {
      path: "/account/bookings/:id",
      Component: AccountBookingRoute as never,
      loader: () => ({ booking: stored }),
      action: clientAction as never,
      HydrateFallback: () => null,
    },
  ]);
  const view = render(<Stub initialEntries={["/account/bookings/bk_1"]} />);
  await screen.findByRole("heading", { level: 1, name: "Balloon arch" });
  return view;
}

describe("My bookings", () => {
  it("leads each row with the event's day and place and the price; when it was placed comes after", () => {
    renderList([booking, { ...booking, id: "bk_2", eventDay: null, locality: null, price: null }]);
    const [first, second] = within(screen.getByRole("list", { name: BOOKING_COPY.myBookingsTitle })).getAllByRole("listitem");
    expect(within(first!).getByText("Event: Sat 14 March · HSR Layout")).toBeTruthy();
    expect(within(first!).getByText("Price: ₹1,500")).toBeTruthy();
    expect(within(first!).getByText("12 Mar 2025").closest("span")?.textContent).toBe("Placed 12 Mar 2025");
    // The event comes before when it was placed, as a shopper reads the row.
    const text = first!.textContent ?? "";
    expect(text.indexOf("Event:")).toBeLessThan(text.indexOf("Placed"));
    expect(within(second!).getByText("Event: Not given")).toBeTruthy();
    expect(within(second!).queryByText(/Price/)).toBeNull();
  });

  it("says on the booking's page the date the shopper gave and the price", async () => {
    await renderBooking(booking);
    expect(screen.getByText("Event date").nextElementSibling?.textContent).toBe("Sat 14 March");
    expect(screen.getByText("Price: ₹1,500")).toBeTruthy();
    // The date is said once, in the summary, not again among the answers.
    expect(screen.getAllByText("Sat 14 March")).toHaveLength(1);
  });

  it("shows a completed booking's outcome, not cancellation terms it can no longer use", async () => {
    await renderBooking({
      ...booking,
      status: "completed",
      canCancel: false,
      events: [
        ...booking.events,
        { id: "e2", actor: "vendor", fromStatus: "confirmed", toStatus: "completed", reason: null, createdAt: endedAt },
      ],
    });
    const outcome = screen.getByRole("region", { name: BOOKING_OUTCOME_COPY.title });
    expect(within(outcome).getByText("The vendor marked this booking completed on 15 March 2026.")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: BOOKING_COPY.cancellationTerms })).toBeNull();
    expect(screen.queryByText("Free cancellation up to 2 days before.")).toBeNull();
    expect(screen.queryByRole("button", { name: BOOKING_COPY.cancelBooking })).toBeNull();
  });

  it("shows why a booking was declined", async () => {
    await renderBooking({
      ...booking,
      status: "declined",
      canCancel: false,
      events: [
        ...booking.events,
        { id: "e2", actor: "vendor", fromStatus: "received", toStatus: "declined", reason: "Fully booked that day", createdAt: endedAt },
      ],
    });
    const outcome = screen.getByRole("region", { name: BOOKING_OUTCOME_COPY.title });
    expect(within(outcome).getByText("The vendor declined this booking on 15 March 2026.")).toBeTruthy();
    expect(within(outcome).getByText("Reason: “Fully booked that day”")).toBeTruthy();
    expect(screen.queryByText("Free cancellation up to 2 days before.")).toBeNull();
  });

  it("shows the terms and the way to cancel while the booking can still be cancelled", async () => {
    await renderBooking(booking);
    expect(screen.getByRole("heading", { name: BOOKING_COPY.cancellationTerms })).toBeTruthy();
    expect(screen.getByRole("button", { name: BOOKING_COPY.cancelBooking })).toBeTruthy();
    expect(screen.queryByRole("region", { name: BOOKING_OUTCOME_COPY.title })).toBeNull();
  });
});

describe("one <main> per page (axe: landmark-no-duplicate-main)", () => {
  it("My bookings and a booking's page sit in the layout's <main> without one of their own", async () => {
    const list = renderList([booking]);
    expect(list.container.querySelector("main")).toBeNull();
    list.unmount();
    const detail = await renderBooking(booking);
    expect(detail.container.querySelector("main")).toBeNull();
  });

  it("no page renders a <main> but the layout (root.tsx)", () => {
    const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
    const sources = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) return sources(file);
        return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [file] : [];
      });
    const withMain = sources(app)
      .filter((file) => /<main[\s>]/.test(readFileSync(file, "utf8")))
      .map((file) => path.relative(app, file));
    expect(withMain).toEqual(["root.tsx"]);
  });
});
