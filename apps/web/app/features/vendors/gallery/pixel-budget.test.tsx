import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GALLERY, GALLERY_PIXEL_BUDGET, UPLOAD } from "@utsav/domain/client";
import { GALLERY_MESSAGES } from "@utsav/domain";
import * as galleryRoute from "../../../routes/vendor/gallery";
import { bodiesSent, fail, stubApi } from "../../../../test/api-stub";
import { findDialog } from "../../../../test/dialog";
import { png, renderRoute } from "./test-support";
import { photo } from "./test-gallery";

// The gallery's limits on the pixels it decodes (docs/decisions/0032): the API judges the images' headers, refuses an
// upload over GALLERY_PIXEL_BUDGET.perUploadMegapixels (413) and a vendor over its hourly budget (429), and the page
// shows its words where the upload was made, keeping the photos chosen.

const UPDATE = "POST /api/vendor/gallery/update";
const config = {
  maxImages: GALLERY.maxImages,
  maxFileBytes: UPLOAD.maxFileBytes,
  acceptedTypes: [...GALLERY.acceptedMimeTypes],
  maxCaptionLength: GALLERY.maxCaptionLength,
};

async function uploadTwo() {
  const user = userEvent.setup();
  await renderRoute(galleryRoute, {
    path: "/vendor/gallery",
    data: { gallery: { images: [photo("g1")], maxImages: GALLERY.maxImages }, config },
  });
  await user.click(screen.getByRole("button", { name: "Add photos" }));
  await user.upload(within(await findDialog("Choose Image Source")).getByLabelText("Image files"), [png("hall.png"), png("stage.png")]);
  const dialog = await findDialog("Add photos");
  await user.click(within(dialog).getByRole("button", { name: "Upload 2 photos" }));
  return dialog;
}

afterEach(() => vi.unstubAllGlobals());

describe("the gallery's pixel budget", () => {
  it("shows the API's refusal of an upload whose images are too large together (413 IMAGES_TOO_LARGE)", async () => {
    const message = GALLERY_MESSAGES.tooManyPixels(160);
    expect(message).toContain(`at most ${GALLERY_PIXEL_BUDGET.perUploadMegapixels}`);
    const api = stubApi({ [UPDATE]: fail(413, message, "IMAGES_TOO_LARGE") });
    const dialog = await uploadTwo();
    await waitFor(() => expect(within(dialog).getByRole("alert").textContent).toBe(message));
    // The photos stay chosen, to send fewer at a time.
    expect(within(dialog).getByRole("textbox", { name: /Caption for hall.png/ })).toBeTruthy();
    expect((bodiesSent(api, UPDATE)[0] as FormData).getAll("images")).toHaveLength(2);
  });

  it("shows the API's refusal once the hour's budget is spent (429 PIXEL_BUDGET_SPENT)", async () => {
    stubApi({ [UPDATE]: fail(429, GALLERY_MESSAGES.pixelBudgetSpent, "PIXEL_BUDGET_SPENT", 3600) });
    const dialog = await uploadTwo();
    await waitFor(() => expect(within(dialog).getByRole("alert").textContent).toBe(GALLERY_MESSAGES.pixelBudgetSpent));
    expect(GALLERY_MESSAGES.pixelBudgetSpent).toContain(`${GALLERY_PIXEL_BUDGET.perHourMegapixels} megapixels`);
  });
});
