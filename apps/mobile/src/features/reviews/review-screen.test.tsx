import { fireEvent, screen, waitFor } from "expo-router/testing-library";
import * as ImagePicker from "expo-image-picker";
import { formatDay, formatDayTime } from "@utsav/domain/shopper";
import { expectAccessibleControls } from "../../../test/accessible-controls";
import { bookingList, bookingSummary } from "../../../test/fixtures/bookings";
import { bookingReview, EDITABLE_UNTIL, myReview, photoUploaded, reviewEnvelope, WRITE_BY } from "../../../test/fixtures/reviews";
import { createFakeApi, failure } from "../../../test/fake-api";
import type { FakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";

// A completed booking's review in the app (docs/decisions/0060): the form, the shopper's review, and why none can be
// written, at the web's address.

const REVIEW = "GET /api/consumer/bookings/bk1/review";
const SAVE = "PUT /api/consumer/bookings/bk1/review";
const UPLOAD = "POST /api/upload";
const COMMENT = "Lovely diyas, and they came a day early.";

function openReview(api: FakeApi) {
  return { api, app: renderApp("/account/bookings/bk1/review", { api, token: "kept-token" }) };
}

/** The phone's photos answer each Add a photo with one picture; the upload names each one anew. */
function photosOnThePhone(api: FakeApi, asset: Partial<ImagePicker.ImagePickerAsset> = {}) {
  jest
    .spyOn(ImagePicker, "requestMediaLibraryPermissionsAsync")
    .mockResolvedValue({ granted: true, status: ImagePicker.PermissionStatus.GRANTED, expires: "never", canAskAgain: true });
  jest.spyOn(ImagePicker, "launchImageLibraryAsync").mockResolvedValue({
    canceled: false,
    assets: [
      {
        uri: "file:///photos/diya.jpg",
        width: 800,
        height: 600,
        fileName: "diya.jpg",
        mimeType: "image/jpeg",
        fileSize: 300_000,
        ...asset,
      },
    ],
  });
  let n = 0;
  api.on(UPLOAD, () => ({ body: photoUploaded(`/media/reviews/new-${++n}.webp`) }));
}

const star = (n: number) => screen.getByRole("radio", { name: `${n} star${n === 1 ? "" : "s"}` });

describe("reviewing a completed booking", () => {
  it("shows the booking as the review will show, until when it may be written, and five stars to choose from", async () => {
    openReview(createFakeApi().on(REVIEW, reviewEnvelope()));
    expect(await screen.findByRole("header", { name: "Brass Diya Hamper" })).toBeOnTheScreen();
    expect(screen.getByText("Deepam Gifts & Decor")).toBeOnTheScreen();
    expect(screen.getByLabelText("Verified booking · Event in March 2026")).toBeOnTheScreen();
    expect(screen.getByText(`You can review this booking until ${formatDay(WRITE_BY)}.`)).toBeOnTheScreen();
    expect(screen.getAllByRole("radio")).toHaveLength(5);
    fireEvent.press(star(4));
    expect(star(4)).toBeChecked();
    expect(star(4)).toHaveProp("accessibilityState", expect.objectContaining({ selected: true }));
    expect(star(5)).not.toBeChecked();
    fireEvent.press(star(2));
    expect(star(2)).toBeChecked();
    expect(star(4)).not.toBeChecked();
    expectAccessibleControls();
  });

  it("checks the rating and the comment before sending, each error beside its field, and counts the characters", async () => {
    const { api } = openReview(createFakeApi().on(REVIEW, reviewEnvelope()));
    fireEvent.press(await screen.findByRole("button", { name: "Post review" }));
    expect(screen.getByText("⚠ Choose a rating from 1 to 5 stars.")).toBeOnTheScreen();
    expect(screen.getByText("⚠ Write at least 10 characters.")).toBeOnTheScreen();
    fireEvent.press(star(5));
    expect(screen.queryByText("⚠ Choose a rating from 1 to 5 stars.")).not.toBeOnTheScreen();
    fireEvent.changeText(screen.getByLabelText("Your review, required"), "Call me on 98450 12345 for more");
    expect(screen.getByLabelText("31 of 2000 characters")).toHaveTextContent("31/2000");
    fireEvent.press(screen.getByRole("button", { name: "Post review" }));
    expect(screen.getByText("⚠ Please remove phone numbers, links and e-mail addresses: contact stays on Utsav.")).toBeOnTheScreen();
    expect(api.calls(SAVE)).toHaveLength(0);
  });

  it("posts the stars, the trimmed comment and the photos' addresses, then shows the review as posted", async () => {
    const posted = bookingReview({ canWrite: false, review: myReview({ rating: 5, comment: COMMENT, photos: [] }) });
    const api = createFakeApi()
      .on(REVIEW, reviewEnvelope())
      .on(SAVE, reviewEnvelope(posted))
      .on("GET /api/consumer/bookings", bookingList([bookingSummary("bk1", { status: "completed", reviewState: "written" })]));
    photosOnThePhone(api);
    openReview(api);
    fireEvent.press(await screen.findByRole("button", { name: "Add a photo" }));
    expect(await screen.findByLabelText("Your photo 1")).toBeOnTheScreen();
    fireEvent.press(star(5));
    fireEvent.changeText(screen.getByLabelText("Your review, required"), `  ${COMMENT} `);
    fireEvent.press(screen.getByRole("button", { name: "Post review" }));
    expect(await screen.findByText("Thanks! Your review is posted.")).toBeOnTheScreen();
    expect(api.calls(SAVE)[0]?.body).toEqual({ rating: 5, comment: COMMENT, photos: ["/media/reviews/new-1.webp"] });
    expect(api.calls(SAVE)[0]?.headers.authorization).toBe("Bearer kept-token");
    const form = api.calls(UPLOAD)[0]?.body as FormData;
    expect(form.get("fileType")).toBe("review_photo");
    // The screen draws the saved review once the query's cache tells it (after the thanks, which is the form's own).
    expect(await screen.findByRole("header", { name: "Your review" })).toBeOnTheScreen();
    expect(screen.getByLabelText("Rated 5 out of 5")).toBeOnTheScreen();
    expect(screen.getByText(COMMENT)).toBeOnTheScreen();
    expect(screen.queryByRole("button", { name: "Post review" })).not.toBeOnTheScreen();
  });

  it("takes three photos at most, and a removed one can be added again", async () => {
    const api = createFakeApi().on(REVIEW, reviewEnvelope());
    photosOnThePhone(api);
    openReview(api);
    for (const n of [1, 2, 3]) {
      fireEvent.press(await screen.findByRole("button", { name: "Add a photo" }));
      expect(await screen.findByLabelText(`Your photo ${n}`)).toBeOnTheScreen();
    }
    expect(screen.getByRole("header", { name: "Photos (up to 3)" })).toBeOnTheScreen();
    expect(screen.queryByRole("button", { name: "Add a photo" })).not.toBeOnTheScreen();
    expect(api.calls(UPLOAD)).toHaveLength(3);
    fireEvent.press(screen.getByRole("button", { name: "Remove photo 2" }));
    expect(screen.queryByLabelText("Your photo 3")).not.toBeOnTheScreen();
    expect(screen.getByRole("button", { name: "Add a photo" })).toBeOnTheScreen();
    expectAccessibleControls();
  });

  it("refuses a photo over 2 MB on the phone, and says the upload's refusal in its words", async () => {
    const api = createFakeApi().on(REVIEW, reviewEnvelope());
    photosOnThePhone(api, { fileName: "big.jpg", fileSize: 3_000_000 });
    openReview(api);
    fireEvent.press(await screen.findByRole("button", { name: "Add a photo" }));
    expect(await screen.findByText("File(s) too large: big.jpg. Maximum size allowed is 2.0MB.")).toBeOnTheScreen();
    expect(api.calls(UPLOAD)).toHaveLength(0);

    photosOnThePhone(api);
    api.on(UPLOAD, failure(400, "Only images can be uploaded here."));
    fireEvent.press(screen.getByRole("button", { name: "Add a photo" }));
    expect(await screen.findByText("Only images can be uploaded here.")).toBeOnTheScreen();
    expect(screen.queryByLabelText("Your photo 1")).not.toBeOnTheScreen();
  });

  it("shows the server's refusal in its own words and keeps what was written", async () => {
    const refusal = "Reviews can be written for 30 days after a booking completes.";
    const api = createFakeApi()
      .on(REVIEW, reviewEnvelope())
      .on(SAVE, failure(409, refusal, "CONFLICT"));
    openReview(api);
    fireEvent.press(await screen.findByRole("radio", { name: "3 stars" }));
    fireEvent.changeText(screen.getByLabelText("Your review, required"), COMMENT);
    fireEvent.press(screen.getByRole("button", { name: "Post review" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(refusal);
    expect(screen.getByLabelText("Your review, required")).toHaveProp("value", COMMENT);
    expect(star(3)).toBeChecked();
  });

  it("changes a review while it may change: the form starts from it and sends the update", async () => {
    const review = myReview();
    const updated = bookingReview({ canWrite: false, review: myReview({ rating: 3, comment: `${COMMENT} Packing was thin.` }) });
    const api = createFakeApi()
      .on(REVIEW, reviewEnvelope(bookingReview({ canWrite: false, review })))
      .on(SAVE, reviewEnvelope(updated));
    openReview(api);
    expect(await screen.findByRole("header", { name: "Your review" })).toBeOnTheScreen();
    expect(screen.getByText(`You can change your review until ${formatDayTime(EDITABLE_UNTIL)}.`)).toBeOnTheScreen();
    expect(screen.getByLabelText("Photo 1 from Asha R.'s review")).toBeOnTheScreen();
    fireEvent.press(screen.getByRole("button", { name: "Edit review" }));
    expect(star(4)).toBeChecked();
    expect(screen.getByLabelText("Your review, required")).toHaveProp("value", COMMENT);
    expect(screen.getByLabelText("Your photo 1")).toBeOnTheScreen();
    fireEvent.press(star(3));
    fireEvent.changeText(screen.getByLabelText("Your review, required"), `${COMMENT} Packing was thin.`);
    fireEvent.press(screen.getByRole("button", { name: "Update review" }));
    expect(await screen.findByText("Your review is updated.")).toBeOnTheScreen();
    expect(api.calls(SAVE)[0]?.body).toEqual({ rating: 3, comment: `${COMMENT} Packing was thin.`, photos: ["/media/reviews/p1.webp"] });
    expect(await screen.findByText(`${COMMENT} Packing was thin.`)).toBeOnTheScreen();
  });

  it("offers no change once it may not, and shows the operators' reason and the vendor's answer", async () => {
    const review = myReview({
      editableUntil: null,
      hiddenReason: "It names a staff member",
      answer: { text: "Thank you, Asha! Happy Diwali.", date: "2026-03-16T06:30:00.000Z" },
    });
    openReview(createFakeApi().on(REVIEW, reviewEnvelope(bookingReview({ canWrite: false, review }))));
    expect(await screen.findByText("Our team hid your review: It names a staff member")).toBeOnTheScreen();
    expect(screen.getByRole("header", { name: "Answer from Deepam Gifts & Decor" })).toBeOnTheScreen();
    expect(screen.getByText("Thank you, Asha! Happy Diwali.")).toBeOnTheScreen();
    expect(screen.getByText("Answered on 16 Mar 2026")).toBeOnTheScreen();
    expect(screen.queryByRole("button", { name: "Edit review" })).not.toBeOnTheScreen();
    expect(screen.queryByRole("button", { name: "Post review" })).not.toBeOnTheScreen();
  });

  it("says why no review can be written, without a form", async () => {
    const refusal = "You can review a booking once it has completed.";
    openReview(createFakeApi().on(REVIEW, reviewEnvelope(bookingReview({ canWrite: false, writeBy: null, refusal }))));
    expect(await screen.findByText(refusal)).toBeOnTheScreen();
    expect(screen.queryAllByRole("radio")).toHaveLength(0);
    expect(screen.queryByRole("button", { name: "Post review" })).not.toBeOnTheScreen();
  });

  it("shows the API's message for a booking that is not the shopper's", async () => {
    openReview(createFakeApi().on(REVIEW, failure(404, "We could not find that booking.", "NOT_FOUND")));
    expect(await screen.findByText("We could not find that booking.")).toBeOnTheScreen();
  });

  it("sends a shopper who is not signed in to sign in first", async () => {
    const app = renderApp("/account/bookings/bk1/review", { api: createFakeApi().on(REVIEW, reviewEnvelope()) });
    await screen.findByRole("button", { name: "Get OTP" });
    await waitFor(() => expect(app.getPathname()).toBe("/login"));
  });
});
