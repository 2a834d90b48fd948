import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { REVIEW_COPY, SHOPPER_REVIEW_MESSAGES } from "@utsav/domain/client";
import { bodiesSent, fail, ok, stubApi } from "../../../test/api-stub";
import { fetchedApi } from "../../../test/route-stub";
import { loader } from "../../routes/account-booking-review";
import { BOOKING_ID, bookingReview, myReview, pageReads, renderReviewPage, REVIEW_API } from "./test-review";

// The review page's other states (docs/decisions/0060): a review written, changed while it may be, hidden by
// operators, answered by the vendor; a booking that cannot be reviewed; a visitor who is not signed in.

afterEach(() => vi.unstubAllGlobals());

const written = (overrides: Parameters<typeof myReview>[0] = {}) => bookingReview({ canWrite: false, review: myReview(overrides) });

describe("the review page, once written", () => {
  it("shows the review as it shows, until when it may change, and changes it", async () => {
    const changed = written({ rating: 3, comment: "Good, though a little late." });
    const api = stubApi({
      ...pageReads([ok(written()), ok(changed)]),
      [`PUT ${REVIEW_API}`]: ok(changed),
    });
    const user = userEvent.setup();
    renderReviewPage();
    await screen.findByRole("heading", { level: 1, name: REVIEW_COPY.yourReview });
    expect(screen.getByText("Lovely arch, set up on time.")).toBeTruthy();
    expect(screen.getByText(REVIEW_COPY.editableUntil("27 Nov, 3:30 pm"))).toBeTruthy();

    await user.click(screen.getByRole("button", { name: REVIEW_COPY.editReview }));
    const star = (n: number) => screen.getByRole("radio", { name: REVIEW_COPY.starLabel(n) });
    expect(await screen.findByRole("button", { name: REVIEW_COPY.update })).toBeTruthy();
    expect((star(4) as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(star(1));
    const comment = screen.getByRole("textbox", { name: new RegExp(REVIEW_COPY.commentLabel) });
    expect((comment as HTMLTextAreaElement).value).toBe("Lovely arch, set up on time.");
    await user.click(star(3));
    await user.clear(comment);
    await user.type(comment, "Good, though a little late.");
    await user.click(screen.getByRole("button", { name: REVIEW_COPY.update }));

    expect(await screen.findByText(REVIEW_COPY.updated)).toBeTruthy();
    expect(bodiesSent(api, `PUT ${REVIEW_API}`)).toEqual([{ rating: 3, comment: "Good, though a little late.", photos: [] }]);
    expect(screen.getByText("Good, though a little late.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: REVIEW_COPY.update })).toBeNull();
  });

  it("leaves the change without saving, giving focus back to Edit review", async () => {
    stubApi(pageReads(ok(written())));
    const user = userEvent.setup();
    renderReviewPage();
    await user.click(await screen.findByRole("button", { name: REVIEW_COPY.editReview }));
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: REVIEW_COPY.editReview }));
  });

  it("says why operators hid it, and shows the vendor's answer, with no change offered once answered", async () => {
    const answer = { text: "Thank you, Priya! Sorry about the wait.", date: "2026-11-26T09:00:00.000Z" };
    stubApi(pageReads(ok(written({ hiddenReason: "It names a person.", answer, editableUntil: null }))));
    renderReviewPage();
    expect(await screen.findByText(REVIEW_COPY.hiddenByOperators("It names a person."))).toBeTruthy();
    const card = screen.getByRole("article");
    expect(within(card).getByText(REVIEW_COPY.vendorAnswer("Bloom Studio"))).toBeTruthy();
    expect(within(card).getByText(answer.text)).toBeTruthy();
    expect(screen.queryByRole("button", { name: REVIEW_COPY.editReview })).toBeNull();
  });

  it("shows its photos as thumbnails that open larger", async () => {
    const photos = [{ url: "/uploads/r/a.webp", alt: "" }];
    stubApi(pageReads(ok(written({ photos }))));
    const user = userEvent.setup();
    renderReviewPage();
    const thumb = await screen.findByRole("button", { name: REVIEW_COPY.photoAlt("Priya S.", 1) });
    await user.click(thumb);
    const dialog = await screen.findByRole("dialog", { name: REVIEW_COPY.photoAlt("Priya S.", 1) });
    expect(
      within(dialog)
        .getByRole("img", { name: REVIEW_COPY.photoAlt("Priya S.", 1) })
        .getAttribute("src"),
    ).toBe(photos[0]!.url);
  });
});

describe("the review page, when no review can be written", () => {
  it("says why, with no form", async () => {
    stubApi(pageReads(ok(bookingReview({ canWrite: false, writeBy: null, refusal: SHOPPER_REVIEW_MESSAGES.notCompleted }))));
    renderReviewPage();
    expect(await screen.findByText(SHOPPER_REVIEW_MESSAGES.notCompleted)).toBeTruthy();
    expect(screen.queryByRole("form")).toBeNull();
    expect(screen.queryByRole("button", { name: REVIEW_COPY.submit })).toBeNull();
  });

  it("is the API's 404 for another shopper's booking", async () => {
    stubApi(pageReads(fail(404, SHOPPER_REVIEW_MESSAGES.bookingNotFound, "NOT_FOUND")));
    const thrown = await loader({ params: { id: BOOKING_ID }, context: { api: fetchedApi } } as unknown as Parameters<
      typeof loader
    >[0]).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });

  it("sends a visitor who is not signed in to sign in, and back here after", async () => {
    stubApi({ "GET /api/auth/session": ok({ isAuthenticated: false, userId: null, userType: null, isNewUser: false }) });
    const thrown = await loader({ params: { id: BOOKING_ID }, context: { api: fetchedApi } } as unknown as Parameters<
      typeof loader
    >[0]).catch((e: unknown) => e);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("location")).toBe(
      `/login?redirect=${encodeURIComponent(`/account/bookings/${BOOKING_ID}/review`)}`,
    );
  });
});
