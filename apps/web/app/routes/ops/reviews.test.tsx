import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { OperatorReview } from "@utsav/domain";
import { REVIEW_COPY, SHOPPER_REVIEW_MESSAGES } from "@utsav/domain/client";
import { bodiesSent, callsMade, fail, ok, stubApi } from "../../../test/api-stub";
import { findDialog } from "../../../test/dialog";
import { renderRoute } from "../../../test/route-stub";
import OpsReviewsRoute, { clientAction, loader } from "./reviews";

// The console's Reviews page through its route (docs/decisions/0060): the tabs are the address, each review shows its
// vendor, author, stars, text, photos and the vendor's report; Hide asks for the reason the author reads, Restore asks
// first too, and both go through the route's clientAction, after which the list is read again.

afterEach(() => vi.unstubAllGlobals());

const REPORTED = "GET /api/operator/reviews?filter=reported";
const HIDE = "POST /api/operator/reviews/rv_1/hide";
const RESTORE = "POST /api/operator/reviews/rv_1/restore";

const REVIEW: OperatorReview = {
  id: "rv_1",
  bookingId: "bk_1",
  rating: 1,
  comment: "They never came. Terrible service.",
  userName: "Priya S.",
  offeringName: "Balloon arch",
  eventMonth: "November 2026",
  photos: [{ url: "/uploads/review/p1.webp", alt: "Photo 1 from Priya S.'s review" }],
  createdAt: "2026-11-20T06:30:00.000Z",
  answer: null,
  reportedAt: "2026-11-21T06:30:00.000Z",
  reportReason: "This shopper cancelled and never booked us",
  hiddenReason: null,
  vendorId: "v-3f9a1c2b4d5e6f70",
  vendorName: "Bloom Studio",
  source: "booking",
  hiddenAt: null,
};
const HIDDEN: OperatorReview = { ...REVIEW, hiddenAt: "2026-11-22T06:30:00.000Z", hiddenReason: "Not about this vendor" };

const list = (reviews: OperatorReview[], nextCursor: string | null = null) => ok({ reviews, nextCursor });

function renderReviews(entry = "/ops/reviews") {
  renderRoute({ path: "/ops/reviews", entry, Component: OpsReviewsRoute, loader, action: clientAction });
  return userEvent.setup({ delay: null });
}

describe("the console's Reviews page", () => {
  it("opens on the reported ones: the vendor, the author, the stars, the text, the photos and the vendor's report", async () => {
    stubApi({ [REPORTED]: list([REVIEW]) });
    renderReviews();
    expect(await screen.findByRole("heading", { level: 1, name: REVIEW_COPY.consoleTitle })).toBeTruthy();
    const tabs = within(screen.getByRole("navigation", { name: REVIEW_COPY.filtersLabel }));
    expect(
      tabs.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href"), link.getAttribute("aria-current")]),
    ).toEqual([
      ["Reported", "/ops/reviews?filter=reported", "page"],
      ["Hidden", "/ops/reviews?filter=hidden", null],
      ["All", "/ops/reviews?filter=all", null],
    ]);
    const reviews = within(screen.getByRole("list", { name: "Reported" }));
    expect(reviews.getByRole("link", { name: "Bloom Studio" }).getAttribute("href")).toBe("/ops/vendors/v-3f9a1c2b4d5e6f70");
    expect(reviews.getByText("Priya S.")).toBeTruthy();
    expect(reviews.getByRole("img", { name: "Rated 1.0 out of 5" })).toBeTruthy();
    expect(reviews.getByText(REVIEW.comment)).toBeTruthy();
    expect(reviews.getByRole("img", { name: "Photo 1 from Priya S.'s review" })).toBeTruthy();
    expect(reviews.getByText(REVIEW_COPY.vendorReport("21 Nov 2026", REVIEW.reportReason ?? ""))).toBeTruthy();
  });

  it("reads the tab the address names, and marks the catalogue's imported reviews", async () => {
    stubApi({ "GET /api/operator/reviews?filter=all": list([{ ...REVIEW, source: "catalogue", bookingId: null, reportedAt: null }]) });
    renderReviews("/ops/reviews?filter=all");
    expect(await screen.findByText(REVIEW_COPY.imported)).toBeTruthy();
    expect(screen.getByRole("link", { name: "All" }).getAttribute("aria-current")).toBe("page");
  });

  it("says so when a tab is empty", async () => {
    stubApi({ "GET /api/operator/reviews?filter=hidden": list([]) });
    renderReviews("/ops/reviews?filter=hidden");
    expect(await screen.findByText(REVIEW_COPY.consoleEmpty)).toBeTruthy();
  });

  it("hides only with a reason, the author's to read; then the list is read again and says so", async () => {
    const api = stubApi({ [REPORTED]: [list([REVIEW]), list([HIDDEN])], [HIDE]: ok(HIDDEN) });
    const user = renderReviews();
    await user.click(await screen.findByRole("button", { name: REVIEW_COPY.hideFor("Priya S.") }));
    const dialog = within(await findDialog(REVIEW_COPY.hideTitle("Priya S.")));
    expect(dialog.getByText(REVIEW_COPY.hideLead)).toBeTruthy();
    const reason = dialog.getByRole("textbox", { name: REVIEW_COPY.hideReasonLabel });
    await user.click(dialog.getByRole("button", { name: REVIEW_COPY.hide }));
    expect(await dialog.findByText(SHOPPER_REVIEW_MESSAGES.reasonRequired)).toBeTruthy();
    expect(document.activeElement).toBe(reason);
    expect(bodiesSent(api, HIDE)).toEqual([]);

    await user.type(reason, "Not about this vendor");
    await user.click(dialog.getByRole("button", { name: REVIEW_COPY.hide }));
    expect(await screen.findByText(REVIEW_COPY.hiddenDone)).toBeTruthy();
    expect(bodiesSent(api, HIDE)).toEqual([{ reason: "Not about this vendor" }]);
    expect(await screen.findByText(REVIEW_COPY.hiddenNote("Not about this vendor"))).toBeTruthy();
    expect(screen.getByRole("button", { name: REVIEW_COPY.restoreFor("Priya S.") })).toBeTruthy();
    expect(callsMade(api).filter((call) => call === REPORTED)).toHaveLength(2);
  });

  it("restores a hidden review once confirmed", async () => {
    const hiddenTab = "GET /api/operator/reviews?filter=hidden";
    const api = stubApi({ [hiddenTab]: [list([HIDDEN]), list([])], [RESTORE]: ok(REVIEW) });
    const user = renderReviews("/ops/reviews?filter=hidden");
    await user.click(await screen.findByRole("button", { name: REVIEW_COPY.restoreFor("Priya S.") }));
    const dialog = within(await findDialog(REVIEW_COPY.restoreTitle("Priya S.")));
    expect(dialog.getByText(REVIEW_COPY.restoreLead)).toBeTruthy();
    expect(dialog.queryByRole("textbox")).toBeNull();
    await user.click(dialog.getByRole("button", { name: REVIEW_COPY.restore }));
    expect(await screen.findByText(REVIEW_COPY.restoredDone)).toBeTruthy();
    expect(callsMade(api)).toContain(RESTORE);
    expect(await screen.findByText(REVIEW_COPY.consoleEmpty)).toBeTruthy();
  });

  it("shows the API's refusal in the dialog", async () => {
    stubApi({ [REPORTED]: list([REVIEW]), [HIDE]: fail(409, SHOPPER_REVIEW_MESSAGES.alreadyHidden) });
    const user = renderReviews();
    await user.click(await screen.findByRole("button", { name: REVIEW_COPY.hideFor("Priya S.") }));
    const dialog = within(await findDialog(REVIEW_COPY.hideTitle("Priya S.")));
    await user.type(dialog.getByRole("textbox", { name: REVIEW_COPY.hideReasonLabel }), "Spam");
    await user.click(dialog.getByRole("button", { name: REVIEW_COPY.hide }));
    expect((await dialog.findByRole("alert")).textContent).toBe(SHOPPER_REVIEW_MESSAGES.alreadyHidden);
    await waitFor(() => expect(screen.getByRole("dialog")).toBeTruthy());
  });
});
