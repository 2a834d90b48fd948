import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { REVIEW_COPY, SHOPPER_REVIEW_MESSAGES } from "@utsav/domain/client";
import { bodiesSent, callsMade, fail, ok, stubApi } from "../../../test/api-stub";
import { BOOKING_ID, bookingReview, myReview, pageReads, renderReviewPage, REVIEW_API } from "./test-review";

// Writing a completed booking's review (docs/decisions/0060) as the shopper meets it: the route's loader, its lazily
// loaded form checked by the API's rule, the photos uploaded as chosen, and the clientAction's PUT.

afterEach(() => vi.unstubAllGlobals());

const star = (n: number) => screen.getByRole("radio", { name: REVIEW_COPY.starLabel(n) });
const comment = () => screen.getByRole("textbox", { name: new RegExp(REVIEW_COPY.commentLabel) });
const photoInput = () => screen.getByLabelText(REVIEW_COPY.photosLabel);
const png = (name: string) => new File(["png"], name, { type: "image/png" });

async function openPage() {
  renderReviewPage();
  await screen.findByRole("heading", { level: 1, name: REVIEW_COPY.formTitle });
  return screen.findByRole("button", { name: REVIEW_COPY.submit });
}

describe("the review page, writing", () => {
  it("shows the booking with its verified month, and until when it may be reviewed", async () => {
    stubApi(pageReads(ok(bookingReview())));
    await openPage();
    expect(screen.getByText("Bloom Studio")).toBeTruthy();
    expect(screen.getByText("Balloon arch")).toBeTruthy();
    expect(screen.getByText(`${REVIEW_COPY.verifiedBooking} · ${REVIEW_COPY.eventIn("November 2026")}`)).toBeTruthy();
    expect(screen.getByText(REVIEW_COPY.writeBy("24 Dec 2026"))).toBeTruthy();
    expect(screen.getByRole("link", { name: new RegExp(REVIEW_COPY.backToBooking) }).getAttribute("href")).toBe(
      `/account/bookings/${BOOKING_ID}`,
    );
  });

  it("chooses stars with the arrow keys, as a radio group, each star named", async () => {
    stubApi(pageReads(ok(bookingReview())));
    const user = userEvent.setup();
    await openPage();
    const group = screen.getByRole("group", { name: new RegExp(REVIEW_COPY.ratingLabel) });
    expect(within(group).getAllByRole("radio")).toHaveLength(5);
    await user.click(star(1));
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect((star(3) as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(star(3));
    await user.keyboard("{ArrowLeft}");
    expect((star(2) as HTMLInputElement).checked).toBe(true);
  });

  it("says what is wrong with the API's words before sending anything, and counts the characters", async () => {
    const api = stubApi(pageReads(ok(bookingReview())));
    const user = userEvent.setup();
    const submit = await openPage();
    await user.click(submit);
    expect(await screen.findByText(SHOPPER_REVIEW_MESSAGES.ratingRequired)).toBeTruthy();
    expect(screen.getByText(SHOPPER_REVIEW_MESSAGES.commentTooShort)).toBeTruthy();
    expect(document.activeElement).toBe(star(1));

    await user.click(star(5));
    await user.type(comment(), "Call me on 98450 12345");
    expect(screen.getByText(REVIEW_COPY.commentCounterLabel(22))).toBeTruthy();
    await user.click(submit);
    expect(await screen.findByText(SHOPPER_REVIEW_MESSAGES.contactDetails)).toBeTruthy();
    expect(screen.queryByText(SHOPPER_REVIEW_MESSAGES.ratingRequired)).toBeNull();
    expect(comment().getAttribute("aria-invalid")).toBe("true");
    expect(callsMade(api).filter((call) => call.startsWith("PUT"))).toEqual([]);
  });

  it("posts the review, then says so and shows it as others will read it", async () => {
    const posted = myReview({ rating: 5, comment: "Lovely arch, set up on time." });
    const api = stubApi({
      ...pageReads([ok(bookingReview()), ok(bookingReview({ canWrite: false, review: posted }))]),
      [`PUT ${REVIEW_API}`]: ok(bookingReview({ canWrite: false, review: posted })),
    });
    const user = userEvent.setup();
    const submit = await openPage();
    await user.click(star(5));
    await user.type(comment(), "  Lovely arch, set up on time.  ");
    await user.click(submit);
    expect(await screen.findByText(REVIEW_COPY.posted)).toBeTruthy();
    expect(bodiesSent(api, `PUT ${REVIEW_API}`)).toEqual([{ rating: 5, comment: "Lovely arch, set up on time.", photos: [] }]);
    const card = screen.getByRole("article");
    expect(within(card).getByText("Priya S.")).toBeTruthy();
    expect(within(card).getByRole("img", { name: "Rated 5.0 out of 5" })).toBeTruthy();
    expect(within(card).getByText(`${REVIEW_COPY.verifiedBooking} · ${REVIEW_COPY.eventIn("November 2026")}`)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: REVIEW_COPY.yourReview })).toBeTruthy();
    expect(screen.queryByRole("button", { name: REVIEW_COPY.submit })).toBeNull();
  });

  it("shows the API's refusal above the button and keeps what was written", async () => {
    stubApi({
      ...pageReads(ok(bookingReview())),
      [`PUT ${REVIEW_API}`]: fail(409, SHOPPER_REVIEW_MESSAGES.windowClosed, "CONFLICT"),
    });
    const user = userEvent.setup();
    const submit = await openPage();
    await user.click(star(4));
    await user.type(comment(), "Good work, a little late.");
    await user.click(submit);
    expect((await screen.findByRole("alert")).textContent).toBe(SHOPPER_REVIEW_MESSAGES.windowClosed);
    expect((comment() as HTMLTextAreaElement).value).toBe("Good work, a little late.");
    expect((star(4) as HTMLInputElement).checked).toBe(true);
  });

  it("uploads each photo as chosen, shows it with Remove, and sends the addresses with the review", async () => {
    const uploads = [ok({ profileImage: "/uploads/r/a.webp", files: [] }), ok({ profileImage: "/uploads/r/b.webp", files: [] })];
    const api = stubApi({
      ...pageReads(ok(bookingReview())),
      "POST /api/upload": uploads,
      [`PUT ${REVIEW_API}`]: fail(409, SHOPPER_REVIEW_MESSAGES.windowClosed),
    });
    const user = userEvent.setup();
    const submit = await openPage();
    await user.upload(photoInput(), [png("a.png"), png("b.png")]);
    const list = await screen.findByRole("list", { name: REVIEW_COPY.photosLabel });
    await waitFor(() => expect(within(list).getAllByRole("img")).toHaveLength(2));
    expect(
      within(list)
        .getByRole("img", { name: REVIEW_COPY.yourPhotoAlt(1) })
        .getAttribute("src"),
    ).toBe("/uploads/r/a.webp");
    const sent = bodiesSent(api, "POST /api/upload") as FormData[];
    expect(sent.map((form) => form.get("fileType"))).toEqual(["review_photo", "review_photo"]);

    await user.click(within(list).getByRole("button", { name: REVIEW_COPY.removePhotoN(1) }));
    expect(within(list).getAllByRole("img")).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: REVIEW_COPY.addPhoto })));

    await user.click(star(4));
    await user.type(comment(), "Good work, a little late.");
    await user.click(submit);
    await screen.findByText(SHOPPER_REVIEW_MESSAGES.windowClosed);
    expect(bodiesSent(api, `PUT ${REVIEW_API}`)).toEqual([
      { rating: 4, comment: "Good work, a little late.", photos: ["/uploads/r/b.webp"] },
    ]);
  });

  it("takes three photos at most: the rest are refused, and Add a photo is then disabled", async () => {
    const api = stubApi({
      ...pageReads(ok(bookingReview())),
      "POST /api/upload": [1, 2, 3].map((n) => ok({ profileImage: `/uploads/r/${n}.webp`, files: [] })),
    });
    const user = userEvent.setup();
    await openPage();
    await user.upload(photoInput(), [png("1.png"), png("2.png"), png("3.png"), png("4.png")]);
    expect((await screen.findByRole("alert")).textContent).toBe(SHOPPER_REVIEW_MESSAGES.tooManyPhotos);
    const list = screen.getByRole("list", { name: REVIEW_COPY.photosLabel });
    await waitFor(() => expect(within(list).getAllByRole("img")).toHaveLength(3));
    expect(bodiesSent(api, "POST /api/upload")).toHaveLength(3);
    expect(screen.getByRole("button", { name: REVIEW_COPY.addPhoto }).hasAttribute("disabled")).toBe(true);
  });

  it("says so when a photo's upload is refused, and keeps the form", async () => {
    stubApi({ ...pageReads(ok(bookingReview())), "POST /api/upload": fail(413, null) });
    const user = userEvent.setup();
    await openPage();
    await user.upload(photoInput(), png("big.png"));
    expect((await screen.findByRole("alert")).textContent).toBe(SHOPPER_REVIEW_MESSAGES.photoUploadFailed);
    expect(screen.queryByRole("list", { name: REVIEW_COPY.photosLabel })).toBeNull();
  });
});
