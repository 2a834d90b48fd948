import { router } from "expo-router";
import { act, fireEvent, screen, waitFor } from "expo-router/testing-library";
import { expectAccessibleControls } from "../../../test/accessible-controls";
import { bookingDetail, bookingEnvelope, bookingList, bookingSummary } from "../../../test/fixtures/bookings";
import { bookingReview, myReview, reviewEnvelope } from "../../../test/fixtures/reviews";
import { createFakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";

// The invitation to review a completed booking (docs/decisions/0060): "Rate your vendor" beside its row in My bookings
// and on its screen while a review may be written, "Your review" once written.

const LIST = "GET /api/consumer/bookings";
const DETAIL = "GET /api/consumer/bookings/bk1";
const REVIEW = "GET /api/consumer/bookings/bk1/review";
const completed = { status: "completed", reviewState: "can_write" } as const;

describe("the invitation to review a booking", () => {
  it("offers Rate your vendor beside a completed row, Your review once written, and nothing otherwise", async () => {
    const api = createFakeApi().on(
      LIST,
      bookingList([
        bookingSummary("bk1", completed),
        bookingSummary("bk2", { status: "completed", reviewState: "written", offeringName: "Marigold Entrance" }),
        bookingSummary("bk3", { status: "completed", reviewState: null, offeringName: "Jaggery Laddoo Box" }),
        bookingSummary("bk4", { offeringName: "Rose Garland" }),
      ]),
    );
    renderApp("/account/bookings", { api, token: "kept-token" });
    expect(await screen.findByRole("link", { name: "Rate your vendor: Brass Diya Hamper" })).toBeOnTheScreen();
    expect(screen.getByRole("link", { name: "Your review: Marigold Entrance" })).toBeOnTheScreen();
    expect(screen.getAllByRole("link", { name: /^(Rate your vendor|Your review):/ })).toHaveLength(2);
    expectAccessibleControls();
  });

  it("opens the review from the row, and the row says Your review once it is posted", async () => {
    const api = createFakeApi()
      .on(LIST, bookingList([bookingSummary("bk1", completed)]))
      .on(REVIEW, reviewEnvelope())
      .on(
        "PUT /api/consumer/bookings/bk1/review",
        reviewEnvelope(bookingReview({ canWrite: false, review: myReview({ rating: 5, photos: [] }) })),
      );
    const app = renderApp("/account/bookings", { api, token: "kept-token" });
    fireEvent.press(await screen.findByRole("link", { name: "Rate your vendor: Brass Diya Hamper" }));
    await waitFor(() => expect(app.getPathname()).toBe("/account/bookings/bk1/review"));
    fireEvent.press(await screen.findByRole("radio", { name: "5 stars" }));
    fireEvent.changeText(screen.getByLabelText("Your review, required"), "Lovely diyas, and they came a day early.");
    api.on(LIST, bookingList([bookingSummary("bk1", { status: "completed", reviewState: "written" })]));
    fireEvent.press(screen.getByRole("button", { name: "Post review" }));
    expect(await screen.findByText("Thanks! Your review is posted.")).toBeOnTheScreen();
    act(() => router.back());
    expect(await screen.findByRole("link", { name: "Your review: Brass Diya Hamper" })).toBeOnTheScreen();
    expect(api.calls(LIST)).toHaveLength(2);
  });

  it("offers Rate your vendor on a completed booking's screen, which opens its review", async () => {
    const detail = bookingDetail({ ...completed, canCancel: false, cancellationTerms: null, refundIfCancelled: null });
    const api = createFakeApi().on(DETAIL, bookingEnvelope(detail)).on(REVIEW, reviewEnvelope());
    const app = renderApp("/account/bookings/bk1", { api, token: "kept-token" });
    fireEvent.press(await screen.findByRole("link", { name: "Rate your vendor" }));
    await waitFor(() => expect(app.getPathname()).toBe("/account/bookings/bk1/review"));
    expect(await screen.findByRole("button", { name: "Post review" })).toBeOnTheScreen();
  });

  it("offers Your review on the screen of a reviewed booking", async () => {
    const written = bookingDetail({
      status: "completed",
      reviewState: "written",
      canCancel: false,
      cancellationTerms: null,
      refundIfCancelled: null,
    });
    const api = createFakeApi().on(DETAIL, bookingEnvelope(written));
    renderApp("/account/bookings/bk1", { api, token: "kept-token" });
    expect(await screen.findByRole("link", { name: "Your review" })).toBeOnTheScreen();
    expect(screen.queryByRole("link", { name: "Rate your vendor" })).not.toBeOnTheScreen();
  });

  it("offers no review on a booking that has not completed", async () => {
    renderApp("/account/bookings/bk1", { api: createFakeApi().on(DETAIL, bookingEnvelope()), token: "kept-token" });
    expect(await screen.findByRole("header", { name: "Brass Diya Hamper" })).toBeOnTheScreen();
    expect(screen.queryByRole("link", { name: /^(Rate your vendor|Your review)$/ })).not.toBeOnTheScreen();
  });
});
