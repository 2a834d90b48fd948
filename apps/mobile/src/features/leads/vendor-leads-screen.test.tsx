import { fireEvent, screen, waitFor } from "expo-router/testing-library";
import { BOOKING_COPY, COPY, formatDayTime } from "@utsav/domain/shopper";
import { Linking } from "react-native";
import { expectAccessibleControls } from "../../../test/accessible-controls";
import { createFakeApi, failure } from "../../../test/fake-api";
import type { FakeApi } from "../../../test/fake-api";
import { vendorBookingList, vendorLeadList } from "../../../test/fixtures/vendor-bookings";
import { renderApp } from "../../../test/render-app";

// Issue 43: the vendor's leads in the app, as the web's /vendor/leads: who viewed the number for what and when, with
// Call and WhatsApp, a page at a time.

const LEADS = "GET /api/vendor/leads";

function openLeads(api: FakeApi, token: string | null = "vendor:kept-token") {
  return renderApp("/vendor/leads", { api, token });
}

describe("the vendor's leads", () => {
  it("lists who viewed the number, for what and when, and calls them back or messages them", async () => {
    const open = jest.spyOn(Linking, "openURL").mockResolvedValue(true);
    const api = createFakeApi().on(LEADS, vendorLeadList([{}, { id: "lead-2", consumerName: null, consumerPhone: "+919900011122" }]));
    openLeads(api);
    expect(await screen.findByText("Ravi Kumar viewed your number for Balloon Arch")).toBeOnTheScreen();
    expect(api.calls(LEADS)[0]).toMatchObject({ path: "/api/vendor/leads", headers: { authorization: "Bearer kept-token" } });
    expect(screen.getByText(`${formatDayTime("2029-12-29T11:15:00.000Z")} · +91 98123 45678`)).toBeOnTheScreen();
    expect(screen.getByText(`${BOOKING_COPY.someCustomer} viewed your number for Balloon Arch`)).toBeOnTheScreen();
    fireEvent.press(screen.getByRole("link", { name: "Call Ravi Kumar" }));
    expect(open).toHaveBeenLastCalledWith("tel:+919812345678");
    fireEvent.press(screen.getByRole("link", { name: `WhatsApp ${BOOKING_COPY.someCustomer}` }));
    expect(open).toHaveBeenLastCalledWith("https://wa.me/919900011122");
  });

  it("loads the next page with the cursor", async () => {
    const api = createFakeApi()
      .on(LEADS, vendorLeadList([{}], "c2"))
      .on(`${LEADS}?cursor=c2`, vendorLeadList([{ id: "lead-9", consumerName: "Meera" }]));
    openLeads(api);
    fireEvent.press(await screen.findByRole("button", { name: COPY.loadMore }));
    expect(await screen.findByText("Meera viewed your number for Balloon Arch")).toBeOnTheScreen();
    expect(api.calls(LEADS).map((call) => call.path)).toEqual(["/api/vendor/leads", "/api/vendor/leads?cursor=c2"]);
    expect(screen.queryByRole("button", { name: COPY.loadMore })).not.toBeOnTheScreen();
  });

  it("says a failure in the API's words, and with no leads yet leads to the bookings", async () => {
    const api = createFakeApi().on(LEADS, failure(500, "Failed to fetch leads. Please try again."));
    openLeads(api);
    expect(await screen.findByText("Failed to fetch leads. Please try again.")).toBeOnTheScreen();
    api.on(LEADS, vendorLeadList([])).on("GET /api/vendor/bookings", vendorBookingList([]));
    // The last: home, under the leads in the stack, has its own (its answer is not this test's).
    const retries = screen.getAllByRole("button", { name: COPY.retry });
    fireEvent.press(retries[retries.length - 1]!);
    expect(await screen.findByText(BOOKING_COPY.noLeads)).toBeOnTheScreen();
    const links = screen.getAllByRole("link", { name: BOOKING_COPY.viewBookings });
    fireEvent.press(links[links.length - 1]!);
    expect(await screen.findByText(BOOKING_COPY.noBookings)).toBeOnTheScreen();
  });

  it("sends a guest to the vendor's sign-in", async () => {
    const api = createFakeApi();
    const app = openLeads(api, null);
    await waitFor(() => expect(app.getPathname()).toBe("/vendor/login"));
    expect(api.calls(LEADS)).toHaveLength(0);
  });

  it("draws every control with a role, a label and 44 pt", async () => {
    openLeads(createFakeApi().on(LEADS, vendorLeadList([{}], "c2")));
    await screen.findByRole("button", { name: COPY.loadMore });
    expectAccessibleControls();
  });
});
