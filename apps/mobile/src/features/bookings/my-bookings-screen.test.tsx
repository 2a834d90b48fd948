import { router } from "expo-router";
import { act, fireEvent, screen, waitFor, within } from "expo-router/testing-library";
import { formatDay } from "@utsav/domain/shopper";
import { codeSent, consumer, verified } from "../../../test/fixtures/account";
import { bookingEnvelope, bookingList, bookingSummary } from "../../../test/fixtures/bookings";
import { CARDS, offeringListEnvelope } from "../../../test/fixtures/catalogue";
import { createFakeApi, failure } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";

const LIST = "GET /api/consumer/bookings";
const placed = `Placed ${formatDay("2026-03-02T06:30:00.000Z")}`;
/** A row as a screen reader says it: the event and the price before the vendor and when it was placed (issue 38). */
const row = `Brass Diya Hamper, Confirmed, Event: 14 March 2026 · Koramangala, Price: ₹750, Deepam Gifts & Decor, ${placed}`;

describe("My bookings", () => {
  it("sends a shopper who is not signed in to sign in, and comes back to the bookings", async () => {
    const api = createFakeApi()
      .on("POST /api/auth/consumer/otp/generate", codeSent())
      .on("POST /api/auth/consumer/otp/verify", verified(false))
      .on(LIST, bookingList([bookingSummary("bk1")]));
    const app = renderApp("/account/bookings", { api });
    fireEvent.changeText(await screen.findByLabelText("Phone number, required"), "98450 12345");
    expect(app.getPathname()).toBe("/login");
    fireEvent.press(screen.getByRole("button", { name: "Get OTP" }));
    await screen.findByText("We sent a 6-digit code to +91 98450 12345");
    "123456".split("").forEach((digit, i) => fireEvent.changeText(screen.getByLabelText(`Digit ${i + 1} of 6`), digit));
    expect(await screen.findByRole("link", { name: row })).toBeOnTheScreen();
    expect(app.getPathname()).toBe("/account/bookings");
    expect(api.calls(LIST)[0]?.headers.authorization).toBe("Bearer new-session-token");
  });

  it("offers sign-in again to a shopper who came back without signing in", async () => {
    const app = renderApp("/account/bookings");
    await screen.findByRole("button", { name: "Get OTP" });
    // The phone's back button (the native header's back arrow is not drawn by the test renderer).
    act(() => router.back());
    const lead = await screen.findByText("Sign in with the same phone number to follow your booking.");
    expect(app.getPathname()).toBe("/account/bookings");
    // The prompt's own Login, beside its line (the header has one too).
    fireEvent.press(within(lead.parent!.parent!).getByRole("button", { name: "Login" }));
    await waitFor(() => expect(app.getPathname()).toBe("/login"));
  });

  it("lists each booking with its status, vendor, reference and date, and loads the next page with the cursor", async () => {
    const api = createFakeApi()
      .on(
        LIST,
        bookingList([bookingSummary("bk1"), bookingSummary("bk2", { status: "received", offeringName: "Marigold Entrance" })], "c2"),
      )
      .on(`${LIST}?cursor=c2`, bookingList([bookingSummary("bk3", { status: "declined", offeringName: "Jaggery Laddoo Box" })]));
    renderApp("/account/bookings", { api, token: "kept-token" });
    const first = await screen.findByRole("link", { name: row });
    expect(within(first).getByText("Confirmed")).toBeOnTheScreen();
    expect(within(first).getByText("Event: 14 March 2026 · Koramangala")).toBeOnTheScreen();
    expect(within(first).getByText("Price: ₹750")).toBeOnTheScreen();
    expect(within(first).getByText(`${placed} · #00000BK1`)).toBeOnTheScreen();
    expect(screen.getByText("Bookings you made while signed in, and those made with this phone number.")).toBeOnTheScreen();
    expect(screen.getByRole("link", { name: /^Marigold Entrance, Received/ })).toBeOnTheScreen();
    fireEvent.press(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("link", { name: /^Jaggery Laddoo Box, Declined/ })).toBeOnTheScreen();
    expect(screen.getAllByRole("link", { name: /, Deepam Gifts & Decor,/ })).toHaveLength(3);
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeOnTheScreen();
    expect(api.calls(LIST).map((call) => call.path)).toEqual(["/api/consumer/bookings", "/api/consumer/bookings?cursor=c2"]);
  });

  it("says so when there are no bookings yet, with the offerings as the next step", async () => {
    const api = createFakeApi()
      .on(LIST, bookingList([]))
      .on("GET /api/offerings", offeringListEnvelope([CARDS.hamper]));
    const app = renderApp("/account/bookings", { api, token: "kept-token" });
    expect(await screen.findByText("No bookings yet")).toBeOnTheScreen();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeOnTheScreen();
    fireEvent.press(screen.getByRole("link", { name: "View All Offerings" }));
    await waitFor(() => expect(app.getPathname()).toBe("/offerings"));
  });

  it("shows the server's message with Try again when the list cannot be read", async () => {
    const api = createFakeApi().on(LIST, failure(500, "Failed to fetch bookings. Please try again."));
    renderApp("/account/bookings", { api, token: "kept-token" });
    expect(await screen.findByText("Failed to fetch bookings. Please try again.")).toBeOnTheScreen();
    api.on(LIST, bookingList([]));
    fireEvent.press(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No bookings yet")).toBeOnTheScreen();
  });

  it("opens a booking from its row", async () => {
    const api = createFakeApi()
      .on(LIST, bookingList([bookingSummary("bk1")]))
      .on("GET /api/consumer/bookings/bk1", bookingEnvelope());
    const app = renderApp("/account/bookings", { api, token: "kept-token" });
    fireEvent.press(await screen.findByRole("link", { name: /^Brass Diya Hamper/ }));
    expect(await screen.findByText("Confirmed by the vendor")).toBeOnTheScreen();
    expect(app.getPathname()).toBe("/account/bookings/bk1");
  });

  it("is reached from the profile", async () => {
    const api = createFakeApi()
      .on("GET /api/consumer", consumer())
      .on(LIST, bookingList([bookingSummary("bk1", { status: "completed" })]));
    const app = renderApp("/profile", { api, token: "kept-token" });
    fireEvent.press(await screen.findByRole("link", { name: "My bookings" }));
    expect(await screen.findByRole("link", { name: /^Brass Diya Hamper, Completed/ })).toBeOnTheScreen();
    expect(app.getPathname()).toBe("/account/bookings");
  });
});
