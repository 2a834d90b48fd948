import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { BOOKING_COPY, MESSAGES, WAITING_COPY, WAITING_MESSAGES } from "@utsav/domain/client";
import type { WaitingGroup, WaitingHours } from "@utsav/domain";
import { bodiesSent, callsMade, fail, ok, stubApi } from "../../../test/api-stub";
import OpsWaitingRoute, { clientAction, shouldRevalidate } from "./waiting";

// The Waiting page the way an operator meets it (docs/decisions/0037): what has waited, by vendor; both sides' numbers
// on demand; cancelling a booking with a reason in a dialog; sending a brief to more vendors. The acts go through the
// route's clientAction to the API (stubbed at fetch) from the browser.

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const BOOKING = {
  id: "bk_0000aaaa1111",
  reference: "#AAAA1111",
  offeringName: "Balloon Arch",
  eventDate: "2026-12-12",
  locality: "Koramangala",
  address: "14 Rose Lane",
  since: hoursAgo(30),
};
const BRIEF = {
  id: "br_0000bbbb2222",
  reference: "#BBBB2222",
  occasion: "Birthday",
  eventDate: "2026-12-20",
  locality: "HSR Layout",
  since: hoursAgo(50),
  vendorsCount: 3,
  canReach: 2,
};
const GROUPS: WaitingGroup[] = [
  { vendorId: "v-1", vendorName: "Asha Decor", waitingCount: 2, oldestSince: BRIEF.since, bookings: [BOOKING], briefs: [BRIEF] },
  {
    vendorId: "v-2",
    vendorName: "Ravi Flowers",
    waitingCount: 1,
    oldestSince: hoursAgo(26),
    bookings: [],
    briefs: [{ ...BRIEF, id: "br_0000cccc3333", reference: "#CCCC3333", since: hoursAgo(26), canReach: 0 }],
  },
];

interface PageData {
  hours: WaitingHours | undefined;
  groups: WaitingGroup[];
  nextCursor: string | null;
}
const pageData = (over: Partial<PageData> = {}): PageData => ({ hours: undefined, groups: GROUPS, nextCursor: null, ...over });

async function renderWaiting(loader = vi.fn(() => pageData())) {
  const Stub = createRoutesStub([
    {
      path: "/ops/waiting",
      Component: OpsWaitingRoute as never,
      loader,
      action: clientAction as never,
      shouldRevalidate,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={["/ops/waiting"]} />);
  await screen.findByRole("heading", { level: 1, name: WAITING_COPY.title });
  return { user: userEvent.setup({ delay: null }), loader };
}

describe("the Waiting page", () => {
  it("lists what waits by vendor, oldest first, with the event and how long; no numbers until asked", async () => {
    stubApi();
    await renderWaiting();
    const [first, second] = screen.getAllByRole("heading", { level: 2 });
    expect(first!.textContent).toBe("Asha Decor 2 waiting");
    expect(second!.textContent).toBe("Ravi Flowers 1 waiting");
    const asha = screen.getByRole("listitem", { name: /Asha Decor/ });
    const rows = within(asha).getAllByRole("listitem");
    // The brief has waited 50 hours, the booking 30: the brief comes first.
    expect(rows[0]!.textContent).toContain("Request #BBBB2222 · Birthday");
    expect(rows[0]!.textContent).toContain("Waiting 2 days 2 hours · Sent to 3 vendors");
    expect(rows[1]!.textContent).toContain("Booking #AAAA1111 · Balloon Arch");
    expect(rows[1]!.textContent).toContain("Event: 12 December 2026 · 14 Rose Lane, Koramangala");
    expect(rows[1]!.textContent).toContain("Waiting 1 day 6 hours");
    expect(screen.queryByRole("link", { name: /Call/ })).toBeNull();
    expect((screen.getByRole("combobox", { name: WAITING_COPY.thresholdLabel }) as HTMLSelectElement).value).toBe("24");
    // A brief no other vendor can take now cannot be sent further.
    expect((screen.getByRole("button", { name: `${WAITING_COPY.resend} #CCCC3333` }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("No other vendor can take it now")).toBeTruthy();
  });

  it("says when nothing has waited that long", async () => {
    stubApi();
    await renderWaiting(vi.fn(() => pageData({ hours: 48, groups: [] })));
    expect(screen.getByText(WAITING_COPY.empty)).toBeTruthy();
    expect((screen.getByRole("combobox", { name: WAITING_COPY.thresholdLabel }) as HTMLSelectElement).value).toBe("48");
  });

  it("reads both sides' numbers on demand and offers a call and WhatsApp to each, without reading the list again", async () => {
    const api = stubApi({
      "POST /api/operator/bookings/bk_0000aaaa1111/contacts": ok({
        vendor: { name: "Asha Decor", phone: "+919845012345" },
        shopper: { name: "Meera Rao", phone: "+919812300000" },
      }),
    });
    const { user, loader } = await renderWaiting();
    await user.click(screen.getByRole("button", { name: `${WAITING_COPY.contact} #AAAA1111` }));
    const call = await screen.findByRole("link", { name: "Call Meera Rao" });
    expect(call.getAttribute("href")).toBe("tel:+919812300000");
    expect(screen.getByRole("link", { name: "WhatsApp Meera Rao" }).getAttribute("href")).toBe("https://wa.me/919812300000");
    expect(screen.getByRole("link", { name: "Call Asha Decor" }).getAttribute("href")).toBe("tel:+919845012345");
    expect(screen.getByText(/\+91 98123 00000/)).toBeTruthy();
    // The button that asked is gone: focus is on the numbers.
    expect(document.activeElement?.getAttribute("aria-label")).toBe(WAITING_COPY.contact);
    expect(callsMade(api)).toEqual(["POST /api/operator/bookings/bk_0000aaaa1111/contacts"]);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it(
    "asks for a reason in a dialog, checks it, and cancels; both sides are told and focus goes to the notice",
    { timeout: 20_000 },
    async () => {
      const api = stubApi({
        "POST /api/operator/bookings/bk_0000aaaa1111/cancel": ok({ id: BOOKING.id, reference: BOOKING.reference, status: "cancelled" }),
      });
      const loader = vi.fn(() => pageData());
      const { user } = await renderWaiting(loader);
      const cancel = screen.getByRole("button", { name: `${WAITING_COPY.cancelBooking} #AAAA1111` });

      await user.click(cancel);
      const dialog = await screen.findByRole("dialog", { name: WAITING_COPY.cancelTitle("#AAAA1111") });
      const reason = within(dialog).getByRole("textbox", { name: /Reason/ });
      await waitFor(() => expect(document.activeElement).toBe(reason));
      // Kept: nothing is sent, and focus goes back to the booking's Cancel.
      await user.click(within(dialog).getByRole("button", { name: BOOKING_COPY.keepBooking }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(cancel));

      await user.click(cancel);
      const again = await screen.findByRole("dialog");
      await user.click(within(again).getByRole("button", { name: BOOKING_COPY.cancelBooking }));
      expect(await within(again).findByText(WAITING_MESSAGES.reasonRequired)).toBeTruthy();
      expect(api).not.toHaveBeenCalled();

      // Read again once cancelled: the booking has left the list.
      loader.mockImplementation(() => pageData({ groups: [{ ...GROUPS[0]!, waitingCount: 1, bookings: [] }, GROUPS[1]!] }));
      await user.type(within(again).getByRole("textbox", { name: /Reason/ }), "  The vendor cannot be reached  ");
      await user.click(within(again).getByRole("button", { name: BOOKING_COPY.cancelBooking }));
      const notice = await screen.findByText(WAITING_COPY.cancelled("#AAAA1111"));
      expect(bodiesSent(api, "POST /api/operator/bookings/bk_0000aaaa1111/cancel")).toEqual([{ reason: "The vendor cannot be reached" }]);
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(notice));
      expect(notice.getAttribute("role")).toBe("status");
      expect(screen.queryByText(/#AAAA1111 · Balloon Arch/)).toBeNull();
    },
  );

  it("after a cancel, a booking kept in the dialog gets its own Cancel back the focus", { timeout: 20_000 }, async () => {
    const other = { ...BOOKING, id: "bk_0000dddd4444", reference: "#DDDD4444", since: hoursAgo(28) };
    const both = [{ ...GROUPS[0]!, waitingCount: 3, bookings: [BOOKING, other] }, GROUPS[1]!];
    stubApi({
      "POST /api/operator/bookings/bk_0000aaaa1111/cancel": ok({ id: BOOKING.id, reference: BOOKING.reference, status: "cancelled" }),
    });
    const loader = vi.fn(() => pageData({ groups: both }));
    const { user } = await renderWaiting(loader);
    await user.click(screen.getByRole("button", { name: `${WAITING_COPY.cancelBooking} #AAAA1111` }));
    const dialog = await screen.findByRole("dialog");
    loader.mockImplementation(() => pageData({ groups: [{ ...both[0]!, waitingCount: 2, bookings: [other] }, GROUPS[1]!] }));
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Duplicate booking");
    await user.click(within(dialog).getByRole("button", { name: BOOKING_COPY.cancelBooking }));
    const notice = await screen.findByText(WAITING_COPY.cancelled("#AAAA1111"));
    await waitFor(() => expect(document.activeElement).toBe(notice));

    const cancelOther = screen.getByRole("button", { name: `${WAITING_COPY.cancelBooking} #DDDD4444` });
    await user.click(cancelOther);
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: BOOKING_COPY.keepBooking }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(cancelOther));
  });

  it("shows the API's refusal in the dialog and keeps the reason", async () => {
    const final = "This booking is cancelled and can no longer change";
    stubApi({ "POST /api/operator/bookings/bk_0000aaaa1111/cancel": fail(409, final, "BOOKING_STATUS_CONFLICT") });
    const { user } = await renderWaiting();
    await user.click(screen.getByRole("button", { name: `${WAITING_COPY.cancelBooking} #AAAA1111` }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Duplicate booking");
    await user.click(within(dialog).getByRole("button", { name: BOOKING_COPY.cancelBooking }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(final);
    expect((within(dialog).getByRole("textbox", { name: /Reason/ }) as HTMLTextAreaElement).value).toBe("Duplicate booking");
  });

  it("sends a brief to more vendors and says how many; a server out of reach is said too", async () => {
    const api = stubApi({
      "POST /api/operator/briefs/br_0000bbbb2222/resend": [ok({ added: 2, vendorsCount: 5 }), new TypeError("Failed to fetch")],
    });
    const { user, loader } = await renderWaiting();
    const resend = screen.getByRole("button", { name: `${WAITING_COPY.resend} #BBBB2222` });
    expect(resend.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(resend.getAttribute("aria-describedby")!)?.textContent).toBe("Reaches 2 more vendors");
    await user.click(resend);
    expect(await screen.findByText(WAITING_COPY.resent(2))).toBeTruthy();
    expect(callsMade(api)).toEqual(["POST /api/operator/briefs/br_0000bbbb2222/resend"]);
    // Sending further changes the list (its counts): it is read again.
    expect(loader).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole("button", { name: `${WAITING_COPY.resend} #BBBB2222` }));
    expect(await screen.findByText(MESSAGES.networkError)).toBeTruthy();
  });
});
