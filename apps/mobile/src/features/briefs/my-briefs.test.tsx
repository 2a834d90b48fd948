import { fireEvent, screen, waitFor, within } from "expo-router/testing-library";
import { BRIEF_MESSAGES, formatDay } from "@utsav/domain/shopper";
import { expectAccessibleControls } from "../../../test/accessible-controls";
import { consumer } from "../../../test/fixtures/account";
import { bookingEnvelope, bookingList } from "../../../test/fixtures/bookings";
import { bookedBrief, briefEnvelope, briefList, briefSummary, EVENT_DATE, quotedBrief, VALID_UNTIL } from "../../../test/fixtures/briefs";
import { createFakeApi, failure } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";

// My requests in the app (docs/decisions/0065): the list with each status and its counts, a request's quotes compared,
// one accepted after asking once, then View booking; a refusal in the server's words.

const LIST = "GET /api/consumer/briefs";
const BRIEF = "GET /api/consumer/briefs/br1";
const ACCEPT = "POST /api/consumer/briefs/br1/quotes/bq1/accept";

const acceptIn = () => screen.getAllByRole("button", { name: "Accept Hoovu Kala's quote" });

describe("My requests", () => {
  it("lists each request with its status and how many vendors it reached and quoted, and opens it", async () => {
    const api = createFakeApi()
      .on(
        LIST,
        briefList([
          briefSummary("br1", { quotesCount: 2 }),
          briefSummary("br2", { occasion: "Diwali", status: "booked", vendorsCount: 1, quotesCount: 1 }),
        ]),
      )
      .on(BRIEF, briefEnvelope(quotedBrief()));
    const app = renderApp("/account/briefs", { api, token: "kept-token" });
    const row = await screen.findByRole("link", {
      name: `Birthday in HSR Layout, ${formatDay(EVENT_DATE)}, Open, Sent to 3 vendors · 2 quotes, #00000BR1`,
    });
    expect(within(row).getByText("Open")).toBeOnTheScreen();
    expect(screen.getByRole("link", { name: /^Diwali in HSR Layout, .*, Booked, Sent to 1 vendor · 1 quote/ })).toBeOnTheScreen();
    expect(screen.getByRole("link", { name: "Request proposals" })).toBeOnTheScreen();
    expectAccessibleControls();
    fireEvent.press(row);
    expect(await screen.findByText("Sent to 3 vendors · 2 quotes")).toBeOnTheScreen();
    expect(app.getPathname()).toBe("/account/briefs/br1");
  });

  it("opens from the profile, and sends a shopper who is not signed in to sign in first", async () => {
    const api = createFakeApi().on("GET /api/consumer", consumer()).on(LIST, briefList([]));
    const app = renderApp("/profile", { api, token: "kept-token" });
    fireEvent.press(await screen.findByRole("link", { name: "My requests" }));
    expect(await screen.findByText("No requests yet")).toBeOnTheScreen();
    expect(app.getPathname()).toBe("/account/briefs");
    app.unmount();
    const signedOut = renderApp("/account/briefs");
    await screen.findByRole("button", { name: "Get OTP" });
    expect(signedOut.getPathname()).toBe("/login");
  });

  it("says so when there are none", async () => {
    renderApp("/account/briefs", { api: createFakeApi().on(LIST, briefList([])), token: "kept-token" });
    expect(await screen.findByText("No requests yet")).toBeOnTheScreen();
  });

  it("shows two quotes, cheapest first, with the facts of the web's card", async () => {
    renderApp("/account/briefs/br1", { api: createFakeApi().on(BRIEF, briefEnvelope(quotedBrief())), token: "kept-token" });
    const vendors = await screen.findAllByRole("header", { name: /Hoovu Kala|Deepam Gifts & Decor/ });
    expect(vendors.map((v) => v.props.children)).toEqual(["Deepam Gifts & Decor", "Hoovu Kala"]);
    expect(screen.getByText("1 still deciding")).toBeOnTheScreen();
    for (const fact of [
      "₹15,000",
      "₹18,000",
      "Balloon arch, backdrop with the child's name, table decor",
      "4.6 out of 5",
      "New on Utsav",
      "50% to confirm",
      "No advance",
      "48 hours or more before: 100%",
      "Free cancellation up to 3 days before the event.",
    ])
      expect(screen.getByText(fact)).toBeOnTheScreen();
    expect(screen.getByRole("link", { name: "Pastel Balloon Arch" })).toBeOnTheScreen();
    expect(screen.getAllByText(`Valid until ${formatDay(VALID_UNTIL)}`)).toHaveLength(2);
    expect(screen.getByText("Verified")).toBeOnTheScreen();
    expect(screen.getByRole("button", { name: "Accept Deepam Gifts & Decor's quote" })).toBeOnTheScreen();
    expectAccessibleControls();
  });

  it("accepts a quote after asking once, then opens the booking it became", async () => {
    const api = createFakeApi()
      .on(BRIEF, briefEnvelope(quotedBrief()))
      .on(ACCEPT, briefEnvelope(bookedBrief()))
      .on("GET /api/consumer/bookings", bookingList([]))
      .on("GET /api/consumer/bookings/bk9", bookingEnvelope());
    const app = renderApp("/account/briefs/br1", { api, token: "kept-token" });
    fireEvent.press((await screen.findAllByRole("button", { name: "Accept Hoovu Kala's quote" }))[0]!);
    expect(await screen.findByRole("header", { name: "Accept this quote?" })).toBeOnTheScreen();
    expect(screen.getByText("It becomes a booking with this vendor, and the other quotes are closed.")).toBeOnTheScreen();
    expect(screen.getByText("Hoovu Kala: ₹18,000")).toBeOnTheScreen();
    expect(api.calls(ACCEPT)).toHaveLength(0);
    expectAccessibleControls();
    // The sheet's button, drawn after the card's.
    fireEvent.press(acceptIn().at(-1)!);
    expect(await screen.findByText("You accepted a quote and it is now a booking.")).toBeOnTheScreen();
    expect(api.calls(ACCEPT)).toHaveLength(1);
    expect(screen.queryByRole("header", { name: "Accept this quote?" })).not.toBeOnTheScreen();
    expect(screen.getByText("Accepted")).toBeOnTheScreen();
    expect(screen.getByText("Closed")).toBeOnTheScreen();
    expect(screen.getByText("Booked")).toBeOnTheScreen();
    expect(screen.queryByRole("button", { name: /^Accept / })).not.toBeOnTheScreen();
    fireEvent.press(screen.getByRole("link", { name: "View booking" }));
    await waitFor(() => expect(app.getPathname()).toBe("/account/bookings/bk9"));
  });

  it("shows the server's refusal in its words in the sheet, and keeps the quotes", async () => {
    const api = createFakeApi()
      .on(BRIEF, briefEnvelope(quotedBrief()))
      .on(ACCEPT, failure(409, BRIEF_MESSAGES.booked, "BRIEF_BOOKED"));
    renderApp("/account/briefs/br1", { api, token: "kept-token" });
    fireEvent.press((await screen.findAllByRole("button", { name: "Accept Hoovu Kala's quote" }))[0]!);
    await screen.findByRole("header", { name: "Accept this quote?" });
    fireEvent.press(acceptIn().at(-1)!);
    expect(await screen.findByText(BRIEF_MESSAGES.booked)).toBeOnTheScreen();
    expect(screen.queryByText("You accepted a quote and it is now a booking.")).not.toBeOnTheScreen();
    fireEvent.press(screen.getByRole("button", { name: "Keep comparing" }));
    await waitFor(() => expect(screen.queryByRole("header", { name: "Accept this quote?" })).not.toBeOnTheScreen());
  });

  it("shows an expired request without Accept", async () => {
    const expired = { ...quotedBrief(), status: "expired" as const, quotes: quotedBrief().quotes.map((q) => ({ ...q, canAccept: false })) };
    renderApp("/account/briefs/br1", { api: createFakeApi().on(BRIEF, briefEnvelope(expired)), token: "kept-token" });
    expect(await screen.findByText("Expired")).toBeOnTheScreen();
    expect(screen.queryByRole("button", { name: /^Accept / })).not.toBeOnTheScreen();
    expect(screen.queryByText("1 still deciding")).not.toBeOnTheScreen();
  });

  it("shows another's request as the API's 404, in its words", async () => {
    renderApp("/account/briefs/br1", { api: createFakeApi().on(BRIEF, failure(404, BRIEF_MESSAGES.briefNotFound)), token: "kept-token" });
    expect(await screen.findByText(BRIEF_MESSAGES.briefNotFound)).toBeOnTheScreen();
  });
});
