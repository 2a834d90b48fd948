import { act, fireEvent, screen, waitFor } from "expo-router/testing-library";
import { RefreshControl } from "react-native";
import { BOOKING_COPY, BOOKING_TIMING_WORDS, COPY, formatDayTime } from "@utsav/domain/shopper";
import { VENDOR_SIGN_IN_COPY } from "@utsav/domain/vendor-app";
import { expectAccessibleControls } from "../../../../test/accessible-controls";
import { createFakeApi, failure } from "../../../../test/fake-api";
import type { FakeApi } from "../../../../test/fake-api";
import { vendorBookingEnvelope, vendorBookingList, vendorBookingSummary } from "../../../../test/fixtures/vendor-bookings";
import { renderApp } from "../../../../test/render-app";

// Issue 43: the vendor's bookings in the app, as the web's /vendor/bookings: what needs an answer first, the status
// filter and the search in the address, paging, pull to refresh, and each row opening the booking.

const LIST = "GET /api/vendor/bookings";
const VENDOR = "vendor:kept-token";

const waiting = vendorBookingSummary("bk1");
const confirmed = vendorBookingSummary("bk2", {
  status: "confirmed",
  answerBy: null,
  consumerName: null,
  consumerPhone: null,
  offeringName: "Stage Backdrop",
  locality: "Indiranagar",
});

function openBookings(api: FakeApi, url = "/vendor/bookings") {
  return renderApp(url, { api, token: VENDOR });
}

describe("the vendor's bookings", () => {
  it("lists what needs an answer first, then the rest, with the bearer, and opens a booking", async () => {
    const api = createFakeApi()
      .on(LIST, vendorBookingList([confirmed], { needsAnswer: [waiting] }))
      .on("GET /api/vendor/bookings/bk1", vendorBookingEnvelope());
    const app = openBookings(api);
    expect(await screen.findByRole("header", { name: BOOKING_TIMING_WORDS.needsAnswer })).toBeOnTheScreen();
    expect(api.calls(LIST)[0]).toMatchObject({ path: "/api/vendor/bookings", headers: { authorization: "Bearer kept-token" } });
    // Who and what, when the answer is due, the event's date and locality, the number, the reference and when placed.
    expect(screen.getByText("Asha Rao · Balloon Arch")).toBeOnTheScreen();
    expect(screen.getByText("Event: 10 January 2030 · Koramangala")).toBeOnTheScreen();
    expect(screen.getByText("+91 98450 12345")).toBeOnTheScreen();
    expect(screen.getByText(`#00000BK1 · ${formatDayTime(waiting.createdAt)}`)).toBeOnTheScreen();
    // A shopper who gave no name is "A customer".
    expect(screen.getByText(`${BOOKING_COPY.someCustomer} · Stage Backdrop`)).toBeOnTheScreen();
    fireEvent.press(screen.getByRole("link", { name: /^Asha Rao · Balloon Arch, Received/ }));
    await waitFor(() => expect(app.getPathname()).toBe("/vendor/bookings/bk1"));
  });

  it("filters by status and searches by name or phone, each kept in the address and sent to the API", async () => {
    const api = createFakeApi()
      .on(LIST, vendorBookingList([confirmed], { needsAnswer: [waiting] }))
      .on(`${LIST}?status=confirmed`, vendorBookingList([confirmed]))
      .on(`${LIST}?status=confirmed&q=98450`, vendorBookingList([]));
    const app = openBookings(api);
    fireEvent.press(await screen.findByRole("radio", { name: "Confirmed" }));
    await waitFor(() => expect(app.getSearchParams()).toEqual({ status: "confirmed" }));
    await waitFor(() => expect(screen.queryByRole("header", { name: BOOKING_TIMING_WORDS.needsAnswer })).not.toBeOnTheScreen());
    expect(screen.getByRole("radio", { name: "Confirmed", checked: true })).toBeOnTheScreen();
    fireEvent.changeText(screen.getByLabelText(BOOKING_COPY.searchBookings), " 98450 ");
    fireEvent.press(screen.getByRole("button", { name: COPY.search }));
    await waitFor(() => expect(app.getSearchParams()).toEqual({ status: "confirmed", q: "98450" }));
    // Nothing matches: the way back to every booking.
    expect(await screen.findByText(BOOKING_COPY.noBookingsMatch)).toBeOnTheScreen();
    expect(api.calls(LIST).map((call) => call.path)).toEqual([
      "/api/vendor/bookings",
      "/api/vendor/bookings?status=confirmed",
      "/api/vendor/bookings?status=confirmed&q=98450",
    ]);
    fireEvent.press(screen.getByRole("button", { name: COPY.clearAll }));
    await waitFor(() => expect(app.getSearchParams()).toEqual({}));
    expect(await screen.findByText("Asha Rao · Balloon Arch")).toBeOnTheScreen();
  });

  it("opens with the address's filter, and reads an unknown status as all of them", async () => {
    const api = createFakeApi().on(`${LIST}?status=declined&q=Asha`, vendorBookingList([]));
    openBookings(api, "/vendor/bookings?status=declined&q=Asha");
    expect(await screen.findByText(BOOKING_COPY.noBookingsMatch)).toBeOnTheScreen();
    expect(screen.getByRole("radio", { name: "Declined", checked: true })).toBeOnTheScreen();
    expect(screen.getByLabelText(BOOKING_COPY.searchBookings)).toHaveProp("value", "Asha");
    screen.unmount();
    const all = createFakeApi().on(LIST, vendorBookingList([confirmed]));
    openBookings(all, "/vendor/bookings?status=lost");
    expect(await screen.findByText(`${BOOKING_COPY.someCustomer} · Stage Backdrop`)).toBeOnTheScreen();
    expect(all.calls(LIST).map((call) => call.path)).toEqual(["/api/vendor/bookings"]);
  });

  it("loads the next page with the cursor, and says a failure of it in the API's words", async () => {
    const api = createFakeApi()
      .on(LIST, vendorBookingList([confirmed], { nextCursor: "c2" }))
      .on(`${LIST}?cursor=c2`, failure(400, "This page of results is no longer available. Please start again."));
    openBookings(api);
    fireEvent.press(await screen.findByRole("button", { name: COPY.loadMore }));
    expect(await screen.findByText("This page of results is no longer available. Please start again.")).toBeOnTheScreen();
    api.on(`${LIST}?cursor=c2`, vendorBookingList([vendorBookingSummary("bk3", { consumerName: "Meera" })]));
    fireEvent.press(screen.getByRole("button", { name: COPY.loadMore }));
    expect(await screen.findByText("Meera · Balloon Arch")).toBeOnTheScreen();
    expect(screen.queryByRole("button", { name: COPY.loadMore })).not.toBeOnTheScreen();
  });

  it("with no bookings yet, leads to the leads", async () => {
    const api = createFakeApi()
      .on(LIST, vendorBookingList([]))
      .on("GET /api/vendor/leads", failure(500, "Failed to fetch leads. Please try again."));
    const app = openBookings(api);
    expect(await screen.findByText(BOOKING_COPY.noBookings)).toBeOnTheScreen();
    expectAccessibleControls();
    const links = screen.getAllByRole("link", { name: BOOKING_COPY.viewLeads });
    fireEvent.press(links[links.length - 1]!);
    await waitFor(() => expect(app.getPathname()).toBe("/vendor/leads"));
  });

  it("reads the list again when pulled down", async () => {
    const api = createFakeApi().on(LIST, vendorBookingList([confirmed]));
    openBookings(api);
    await screen.findByText(`${BOOKING_COPY.someCustomer} · Stage Backdrop`);
    api.on(LIST, vendorBookingList([confirmed], { needsAnswer: [waiting] }));
    await act(async () => {
      await screen.UNSAFE_getByType(RefreshControl).props.onRefresh();
    });
    expect(await screen.findByText("Asha Rao · Balloon Arch")).toBeOnTheScreen();
    expect(api.calls(LIST)).toHaveLength(2);
  });

  it("sends a guest, and a shopper, to the vendor's sign-in", async () => {
    const api = createFakeApi();
    const guest = renderApp("/vendor/bookings", { api });
    await waitFor(() => expect(guest.getPathname()).toBe("/vendor/login"));
    expect(await screen.findByText(VENDOR_SIGN_IN_COPY.title)).toBeOnTheScreen();
    screen.unmount();
    const shopper = renderApp("/vendor/bookings/bk1", { api, token: "kept-token" });
    await waitFor(() => expect(shopper.getPathname()).toBe("/vendor/login"));
    expect(api.calls(LIST)).toHaveLength(0);
    expect(api.calls("GET /api/vendor/bookings/bk1")).toHaveLength(0);
  });

  it("draws every control with a role, a label and 44 pt", async () => {
    openBookings(createFakeApi().on(LIST, vendorBookingList([confirmed], { needsAnswer: [waiting], nextCursor: "c2" })));
    await screen.findByRole("button", { name: COPY.loadMore });
    expectAccessibleControls();
  });
});
