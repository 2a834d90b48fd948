import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ReceivedReview } from "@utsav/domain";
import { REVIEW_COPY, SHOPPER_REVIEW_MESSAGES } from "@utsav/domain/client";
import { bodiesSent, callsMade, fail, ok, stubApi } from "../../../test/api-stub";
import { findDialog } from "../../../test/dialog";
import { renderRoute } from "../../../test/route-stub";
import VendorReviewsRoute, { clientAction, ErrorBoundary, loader } from "./reviews";

// The vendor's Reviews page through its route (docs/decisions/0060): the loader reads the reviews and the dashboard
// (stubbed at fetch), "Load more" puts the next cursor in the address, and an answer or a report goes through the
// route's clientAction from a dialog, after which the page is read again.

afterEach(() => vi.unstubAllGlobals());

const LIST = "GET /api/vendor/reviews";
const DASHBOARD = "GET /api/vendor/dashboard";
const ANSWER = "POST /api/vendor/reviews/rv_1/answer";
const REPORT = "POST /api/vendor/reviews/rv_1/report";

const PRIYA: ReceivedReview = {
  id: "rv_1",
  bookingId: "bk_1",
  rating: 4,
  comment: "Lovely balloon arch, set up on time.",
  userName: "Priya S.",
  offeringName: "Balloon arch",
  eventMonth: "November 2026",
  photos: [{ url: "/uploads/review/p1.webp", alt: "Photo 1 from Priya S.'s review" }],
  createdAt: "2026-11-20T06:30:00.000Z",
  answer: null,
  reportedAt: null,
  reportReason: null,
  hiddenReason: null,
};

const page = (reviews: ReceivedReview[], nextCursor: string | null = null) => ok({ rating: 4.3, reviewsCount: 12, reviews, nextCursor });
const dashboard = ok({ businessName: "Bloom Studio", storeSlug: "bloom-studio-3f9a1c" });

function renderReviews(entry = "/vendor/reviews") {
  renderRoute({ path: "/vendor/reviews", entry, Component: VendorReviewsRoute, loader, action: clientAction, ErrorBoundary });
  return userEvent.setup({ delay: null });
}

describe("the vendor's Reviews page", () => {
  it("shows the rating as shoppers see it, the store page, and each review with where it comes from", async () => {
    stubApi({
      [LIST]: page([PRIYA], "cnZfMQ"),
      [`${LIST}?cursor=cnZfMQ`]: page([{ ...PRIYA, id: "rv_2", userName: "Arjun K.", photos: [] }]),
      [DASHBOARD]: dashboard,
    });
    const user = renderReviews();
    expect(await screen.findByRole("heading", { level: 1, name: REVIEW_COPY.vendorTitle })).toBeTruthy();
    expect(screen.getByText(REVIEW_COPY.cardRating("4.3", 12))).toBeTruthy();
    expect(screen.getByRole("link", { name: "View your store page" }).getAttribute("href")).toBe("/stores/bloom-studio-3f9a1c");
    const list = within(screen.getByRole("list", { name: REVIEW_COPY.vendorTitle }));
    expect(list.getByText("Priya S.")).toBeTruthy();
    expect(list.getByText("Balloon arch")).toBeTruthy();
    expect(list.getByText("Verified booking · Event in November 2026")).toBeTruthy();
    expect(list.getByRole("img", { name: "Rated 4.0 out of 5" })).toBeTruthy();
    expect(list.getByRole("img", { name: "Photo 1 from Priya S.'s review" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("Arjun K.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("says so when no booking has been reviewed yet, and does without the store link when the dashboard fails", async () => {
    stubApi({ [LIST]: ok({ rating: null, reviewsCount: 0, reviews: [], nextCursor: null }), [DASHBOARD]: fail(500, "Down") });
    renderReviews();
    expect(await screen.findByText(REVIEW_COPY.vendorEmpty)).toBeTruthy();
    expect(screen.getByText(REVIEW_COPY.noReviewsYet)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "View your store page" })).toBeNull();
  });

  it("answers once: says it is once, checks the text as the API does, then shows the answer and no Answer button", async () => {
    const answered = { ...PRIYA, answer: { text: "Thank you, Priya!", date: "2026-11-21T06:30:00.000Z" } };
    const api = stubApi({ [LIST]: [page([PRIYA]), page([answered])], [DASHBOARD]: dashboard, [ANSWER]: ok(answered) });
    const user = renderReviews();
    await user.click(await screen.findByRole("button", { name: REVIEW_COPY.answerTitle("Priya S.") }));
    const dialog = within(await findDialog(REVIEW_COPY.answerTitle("Priya S.")));
    expect(dialog.getByText(REVIEW_COPY.answerHint)).toBeTruthy();
    const text = dialog.getByRole("textbox", { name: REVIEW_COPY.answerLabel });
    await waitFor(() => expect(document.activeElement).toBe(text));

    await user.click(dialog.getByRole("button", { name: REVIEW_COPY.sendAnswer }));
    expect(await dialog.findByText(SHOPPER_REVIEW_MESSAGES.answerRequired)).toBeTruthy();
    await user.type(text, "Call us on 98450 12345");
    await user.click(dialog.getByRole("button", { name: REVIEW_COPY.sendAnswer }));
    expect(await dialog.findByText(SHOPPER_REVIEW_MESSAGES.contactDetails)).toBeTruthy();
    expect(bodiesSent(api, ANSWER)).toEqual([]);

    await user.clear(text);
    await user.type(text, "  Thank you, Priya!  ");
    await user.click(dialog.getByRole("button", { name: REVIEW_COPY.sendAnswer }));
    const notice = await screen.findByText(REVIEW_COPY.answered);
    expect(bodiesSent(api, ANSWER)).toEqual([{ text: "Thank you, Priya!" }]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByText("Answer from Bloom Studio")).toBeTruthy();
    expect(screen.getByText("Thank you, Priya!")).toBeTruthy();
    expect(screen.queryByRole("button", { name: REVIEW_COPY.answerTitle("Priya S.") })).toBeNull();
    // Its button has gone with the answer given: focus lands on the page's notice.
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(callsMade(api).filter((call) => call === LIST)).toHaveLength(2);
  });

  it("shows the API's refusal in the dialog and keeps what was typed", async () => {
    stubApi({ [LIST]: page([PRIYA]), [DASHBOARD]: dashboard, [ANSWER]: fail(409, SHOPPER_REVIEW_MESSAGES.alreadyAnswered) });
    const user = renderReviews();
    await user.click(await screen.findByRole("button", { name: REVIEW_COPY.answerTitle("Priya S.") }));
    const dialog = within(await findDialog(REVIEW_COPY.answerTitle("Priya S.")));
    await user.type(dialog.getByRole("textbox", { name: REVIEW_COPY.answerLabel }), "Thank you!");
    await user.click(dialog.getByRole("button", { name: REVIEW_COPY.sendAnswer }));
    expect((await dialog.findByRole("alert")).textContent).toBe(SHOPPER_REVIEW_MESSAGES.alreadyAnswered);
    expect((dialog.getByRole("textbox", { name: REVIEW_COPY.answerLabel }) as HTMLTextAreaElement).value).toBe("Thank you!");
  });

  it("reports a review with a reason, then shows it reported and offers no second report", async () => {
    const reported = { ...PRIYA, reportedAt: "2026-11-22T06:30:00.000Z", reportReason: "Not our customer" };
    const api = stubApi({ [LIST]: [page([PRIYA]), page([reported])], [DASHBOARD]: dashboard, [REPORT]: ok(reported) });
    const user = renderReviews();
    await user.click(await screen.findByRole("button", { name: REVIEW_COPY.reportTitle("Priya S.") }));
    const dialog = within(await findDialog(REVIEW_COPY.reportTitle("Priya S.")));
    await user.click(dialog.getByRole("button", { name: REVIEW_COPY.sendReport }));
    expect(await dialog.findByText(SHOPPER_REVIEW_MESSAGES.reasonRequired)).toBeTruthy();
    expect(bodiesSent(api, REPORT)).toEqual([]);
    await user.type(dialog.getByRole("textbox", { name: REVIEW_COPY.reportLabel }), "Not our customer");
    await user.click(dialog.getByRole("button", { name: REVIEW_COPY.sendReport }));
    expect(await screen.findByText(REVIEW_COPY.reported)).toBeTruthy();
    expect(bodiesSent(api, REPORT)).toEqual([{ reason: "Not our customer" }]);
    expect(await screen.findByText("Reported on 22 Nov 2026")).toBeTruthy();
    expect(screen.queryByRole("button", { name: REVIEW_COPY.reportTitle("Priya S.") })).toBeNull();
    expect(screen.getByRole("button", { name: REVIEW_COPY.answerTitle("Priya S.") })).toBeTruthy();
  });

  it("keeps a dialog closed unsent: nothing goes, and it opens again empty", async () => {
    const api = stubApi({ [LIST]: page([PRIYA]), [DASHBOARD]: dashboard });
    const user = renderReviews();
    const answer = await screen.findByRole("button", { name: REVIEW_COPY.answerTitle("Priya S.") });
    await user.click(answer);
    const dialog = within(await findDialog(REVIEW_COPY.answerTitle("Priya S.")));
    await user.type(dialog.getByRole("textbox", { name: REVIEW_COPY.answerLabel }), "Half a thought");
    await user.click(dialog.getByRole("button", { name: REVIEW_COPY.keep }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(answer));
    await user.click(answer);
    const again = within(await findDialog(REVIEW_COPY.answerTitle("Priya S.")));
    expect((again.getByRole("textbox", { name: REVIEW_COPY.answerLabel }) as HTMLTextAreaElement).value).toBe("");
    expect(callsMade(api).filter((call) => call.startsWith("POST"))).toEqual([]);
  });

  it("shows a review operators hid, with their reason", async () => {
    stubApi({ [LIST]: page([{ ...PRIYA, hiddenReason: "Abusive language" }]), [DASHBOARD]: dashboard });
    renderReviews();
    expect(await screen.findByText(REVIEW_COPY.hiddenNote("Abusive language"))).toBeTruthy();
  });

  it("shows the page's top and the API's message when the list cannot be read", async () => {
    stubApi({ [LIST]: fail(500, "Something went wrong. Please try again later."), [DASHBOARD]: dashboard });
    renderReviews();
    expect(await screen.findByText("Something went wrong. Please try again later.")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: REVIEW_COPY.vendorTitle })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
