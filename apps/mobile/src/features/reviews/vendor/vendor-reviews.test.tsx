import { fireEvent, screen, waitFor, within } from "expo-router/testing-library";
import { REVIEW_COPY, SHOPPER_REVIEW_MESSAGES } from "@utsav/domain/shopper";
import { expectAccessibleControls } from "../../../../test/accessible-controls";
import { vendorDashboardEnvelope } from "../../../../test/fixtures/vendor-dashboard";
import { answeredReview, receivedReview, receivedReviewEnvelope, receivedReviewList } from "../../../../test/fixtures/vendor-reviews";
import { createFakeApi, failure } from "../../../../test/fake-api";
import { renderApp } from "../../../../test/render-app";

// The vendor's Reviews in the app (issue 43, docs/decisions/0060, 0071): the rating as shoppers see it, each review with
// its stars, text, photos and the booking it came from, one public answer and a report, each asked first in a sheet and
// checked by the domain's rule, a refusal in the API's words, more pages, and only a signed-in vendor let in.

const LIST = "GET /api/vendor/reviews";
const DASHBOARD = "GET /api/vendor/dashboard";
const ANSWER = "POST /api/vendor/reviews/rv1/answer";
const REPORT = "POST /api/vendor/reviews/rv1/report";
const VENDOR = { token: "vendor:kept-token" };
const ANSWER_TEXT = "Thank you, Asha! Happy Diwali.";

async function openReviews(api = createFakeApi().on(LIST, receivedReviewList([receivedReview(), answeredReview()]))) {
  api.on(DASHBOARD, vendorDashboardEnvelope());
  const view = renderApp("/vendor/reviews", { api, ...VENDOR });
  await screen.findByText("Lovely diyas, and they came a day early.");
  return { ...view, api };
}

describe("the vendor's reviews", () => {
  it("shows the rating, each review with its stars, text, photos, booking and answer, and what is left to do", async () => {
    const { api, getPathname } = await openReviews();
    expect(screen.getByText("4.3 (12 reviews)")).toBeOnTheScreen();
    expect(screen.getByLabelText("Rated 4 out of 5")).toBeOnTheScreen();
    expect(screen.getAllByLabelText("Verified booking · Event in March 2026")).toHaveLength(2);
    expect(screen.getByLabelText(REVIEW_COPY.photoAlt("Asha R.", 1))).toBeOnTheScreen();
    expect(screen.getByText(/^Asha R\. · Brass Diya Hamper · /)).toBeOnTheScreen();
    expect(await screen.findByText("Answer from Bloom Studio")).toBeOnTheScreen();
    expect(screen.getByText("We are sorry: we replaced them the next day.")).toBeOnTheScreen();
    expect(screen.getByText(/^Reported on /)).toBeOnTheScreen();
    expect(screen.getByRole("button", { name: "Answer Asha R.'s review" })).toBeOnTheScreen();
    expect(screen.getByRole("button", { name: "Report Asha R.'s review" })).toBeOnTheScreen();
    expect(screen.queryByRole("button", { name: "Answer Ravi K.'s review" })).not.toBeOnTheScreen();
    expect(screen.queryByRole("button", { name: "Report Ravi K.'s review" })).not.toBeOnTheScreen();
    expect(api.calls(LIST)[0]?.headers.authorization).toBe("Bearer kept-token");
    expectAccessibleControls();
    fireEvent.press(screen.getAllByRole("link", { name: "View booking" })[0]!);
    await waitFor(() => expect(getPathname()).toBe("/vendor/bookings/bk1"));
  });

  it("answers once, in public, after asking, checked by the domain's rule first", async () => {
    const { api } = await openReviews();
    api.on(ANSWER, receivedReviewEnvelope(receivedReview("rv1", { answer: { text: ANSWER_TEXT, date: "2026-03-15T06:30:00.000Z" } })));
    fireEvent.press(screen.getByRole("button", { name: "Answer Asha R.'s review" }));
    expect(await screen.findByText(REVIEW_COPY.answerHint)).toBeOnTheScreen();
    expectAccessibleControls();
    fireEvent.press(screen.getByRole("button", { name: REVIEW_COPY.sendAnswer }));
    expect(await screen.findByText(`⚠ ${SHOPPER_REVIEW_MESSAGES.answerRequired}`)).toBeOnTheScreen();
    fireEvent.changeText(screen.getByLabelText(`${REVIEW_COPY.answerLabel}, required`), "Call us on 9845012345");
    fireEvent.press(screen.getByRole("button", { name: REVIEW_COPY.sendAnswer }));
    expect(await screen.findByText(`⚠ ${SHOPPER_REVIEW_MESSAGES.contactDetails}`)).toBeOnTheScreen();
    expect(api.calls(ANSWER)).toHaveLength(0);
    fireEvent.changeText(screen.getByLabelText(`${REVIEW_COPY.answerLabel}, required`), ` ${ANSWER_TEXT} `);
    fireEvent.press(screen.getByRole("button", { name: REVIEW_COPY.sendAnswer }));
    expect(await screen.findByText(REVIEW_COPY.answered)).toBeOnTheScreen();
    expect(api.calls(ANSWER)[0]?.body).toEqual({ text: ANSWER_TEXT });
    expect(api.calls(ANSWER)[0]?.headers.authorization).toBe("Bearer kept-token");
    expect(screen.getByText(ANSWER_TEXT)).toBeOnTheScreen();
    expect(screen.queryByRole("button", { name: "Answer Asha R.'s review" })).not.toBeOnTheScreen();
    expect(screen.getByRole("button", { name: "Report Asha R.'s review" })).toBeOnTheScreen();
  });

  it("reports a review with the reason, and shows the API's refusal in its words", async () => {
    const { api } = await openReviews();
    api.on(REPORT, failure(409, SHOPPER_REVIEW_MESSAGES.alreadyReported, "ALREADY_REPORTED"));
    fireEvent.press(screen.getByRole("button", { name: "Report Asha R.'s review" }));
    expect(await screen.findByText(REVIEW_COPY.reportLead)).toBeOnTheScreen();
    fireEvent.changeText(screen.getByLabelText(`${REVIEW_COPY.reportLabel}, required`), "Not about our work");
    fireEvent.press(screen.getByRole("button", { name: REVIEW_COPY.sendReport }));
    expect(await screen.findByText(SHOPPER_REVIEW_MESSAGES.alreadyReported)).toBeOnTheScreen();
    // Refused: the list is read again, as the web's page is after an act.
    await waitFor(() => expect(api.calls(LIST)).toHaveLength(2));
    api.on(
      REPORT,
      receivedReviewEnvelope(receivedReview("rv1", { reportedAt: "2026-03-15T06:30:00.000Z", reportReason: "Not about our work" })),
    );
    fireEvent.press(screen.getByRole("button", { name: REVIEW_COPY.sendReport }));
    expect(await screen.findByText(REVIEW_COPY.reported)).toBeOnTheScreen();
    expect(api.calls(REPORT).at(-1)?.body).toEqual({ reason: "Not about our work" });
    expect(screen.queryByRole("button", { name: "Report Asha R.'s review" })).not.toBeOnTheScreen();
    expect(screen.getAllByText(/^Reported on /)).toHaveLength(2);
  });

  it("closes a sheet unsent on Not now, and it opens again empty", async () => {
    const { api } = await openReviews();
    fireEvent.press(screen.getByRole("button", { name: "Answer Asha R.'s review" }));
    fireEvent.changeText(await screen.findByLabelText(`${REVIEW_COPY.answerLabel}, required`), "Half a thought");
    fireEvent.press(screen.getByRole("button", { name: REVIEW_COPY.keep }));
    await waitFor(() => expect(screen.queryByText(REVIEW_COPY.answerHint)).not.toBeOnTheScreen());
    fireEvent.press(screen.getByRole("button", { name: "Answer Asha R.'s review" }));
    expect(await screen.findByLabelText(`${REVIEW_COPY.answerLabel}, required`)).toHaveProp("value", "");
    expect(api.calls(ANSWER)).toHaveLength(0);
  });

  it("reads the next page on Load more", async () => {
    const api = createFakeApi()
      .on(LIST, receivedReviewList([receivedReview()], { nextCursor: "c2" }))
      .on(`${LIST}?cursor=c2`, receivedReviewList([answeredReview()]));
    await openReviews(api);
    expect(screen.queryByText("The flowers wilted before the evening.")).not.toBeOnTheScreen();
    fireEvent.press(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("The flowers wilted before the evening.")).toBeOnTheScreen();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeOnTheScreen();
  });

  it("says so when there are none, and says a failure in the API's words", async () => {
    const api = createFakeApi()
      .on(DASHBOARD, failure(500, "Dashboard down"))
      .on(LIST, receivedReviewList([], { rating: null, reviewsCount: 0 }));
    const view = renderApp("/vendor/reviews", { api, ...VENDOR });
    expect(await screen.findByText(REVIEW_COPY.vendorEmpty)).toBeOnTheScreen();
    expect(
      within(screen.getByRole("header", { name: REVIEW_COPY.yourRating }).parent!.parent!).getByText(REVIEW_COPY.noReviewsYet),
    ).toBeOnTheScreen();
    view.unmount();
    renderApp("/vendor/reviews", { api: createFakeApi().on(LIST, failure(500, "Something went wrong")), ...VENDOR });
    expect(await screen.findByText("Something went wrong")).toBeOnTheScreen();
  });

  it("sends a guest to the vendors' sign-in", async () => {
    const guest = renderApp("/vendor/reviews");
    await waitFor(() => expect(guest.getPathname()).toBe("/vendor/login"));
    expect(guest.api.calls(LIST)).toHaveLength(0);
  });
});
