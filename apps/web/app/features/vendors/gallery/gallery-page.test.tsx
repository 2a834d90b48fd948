import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GALLERY, MESSAGES, messageFor, UPLOAD } from "@utsav/domain/client";
import type { GalleryConfig, GalleryImage } from "@utsav/domain";
import * as galleryRoute from "../../../routes/vendor/gallery";
import { bodiesSent, fail, ok, stubApi } from "../../../../test/api-stub";
import { png, renderRoute } from "./test-support";
import { photo } from "./test-gallery";
import { findDialog } from "../../../../test/dialog";

const UPDATE = "POST /api/vendor/gallery/update";
const REMOVE = "POST /api/vendor/gallery/images/remove";
const CAPTIONS = "POST /api/vendor/gallery/captions";
const MAIN = "POST /api/vendor/gallery/main-image";
const GET = "GET /api/vendor/gallery";
const CONFIG = "GET /api/vendor/gallery/config";

const config: GalleryConfig = {
  maxImages: GALLERY.maxImages,
  maxFileBytes: UPLOAD.maxFileBytes,
  acceptedTypes: [...GALLERY.acceptedMimeTypes],
  maxCaptionLength: GALLERY.maxCaptionLength,
};
const three = [photo("g1", "Stage", true), photo("g2", "Garland"), photo("g3")];

/** The gallery page at /vendor/gallery, with the gallery and limits its loader read on the server. */
function renderGallery(images: GalleryImage[] = three, maxImages: number = GALLERY.maxImages) {
  return renderRoute(galleryRoute, { path: "/vendor/gallery", data: { gallery: { images, maxImages }, config: { ...config, maxImages } } });
}

/** What the page's loader reads when a change is done and the page is read again. */
const readAgain = (images: GalleryImage[]) => ({ [GET]: ok({ images, maxImages: GALLERY.maxImages }), [CONFIG]: ok(config) });

const button = (name: string | RegExp) => screen.getByRole("button", { name }) as HTMLButtonElement;
const caption = (n: number) => screen.getByRole("textbox", { name: `Caption of photo ${n}` }) as HTMLInputElement;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("GalleryPage", () => {
  it("shows each photo with its caption, the main photo marked, and the count against the maximum", async () => {
    stubApi({});
    await renderGallery();
    expect(screen.getByRole("heading", { level: 1, name: "Gallery" })).toBeTruthy();
    expect(screen.getByText(`3 photos / ${GALLERY.maxImages} max`)).toBeTruthy();
    expect(screen.getAllByText("Main photo")).toHaveLength(1);
    expect(caption(1).value).toBe("Stage");
    expect(caption(3).value).toBe("");
    // The main photo has no "Set as main photo"; the others do.
    expect(screen.getAllByRole("button", { name: /^Set as main photo/ })).toHaveLength(2);
  });

  it("saves the changed captions in one go", async () => {
    const user = userEvent.setup();
    const saved = [photo("g1", "Stage", true), photo("g2", "Marigold garland"), photo("g3", "Lights")];
    const fetchMock = stubApi({ [CAPTIONS]: ok({ images: saved }), ...readAgain(saved) });
    await renderGallery();
    await user.clear(caption(2));
    await user.type(caption(2), "Marigold garland ");
    await user.type(caption(3), "Lights");
    expect(screen.getByText("2 captions changed")).toBeTruthy();
    await user.click(button("Save captions"));
    expect(await screen.findByText("Captions saved.")).toBeTruthy();
    expect(bodiesSent(fetchMock, CAPTIONS)).toEqual([
      {
        updates: [
          { imageId: "g2", caption: "Marigold garland" },
          { imageId: "g3", caption: "Lights" },
        ],
      },
    ]);
    expect(caption(3).value).toBe("Lights");
    expect(screen.queryByRole("button", { name: "Save captions" })).toBeNull();
  });

  it("keeps the edits and shows 'Failed to update captions' when saving fails without a message", async () => {
    const user = userEvent.setup();
    stubApi({ [CAPTIONS]: fail(500, null) });
    await renderGallery();
    await user.type(caption(3), "Lights{Enter}");
    expect((await screen.findByRole("alert")).textContent).toBe(MESSAGES.galleryCaptionsFailed);
    expect(caption(3).value).toBe("Lights");
  });

  it("sets another photo as the main photo", async () => {
    const user = userEvent.setup();
    const mainSet = [photo("g1", "Stage"), photo("g2", "Garland", true), photo("g3")];
    const fetchMock = stubApi({ [MAIN]: ok({ images: mainSet }), ...readAgain(mainSet) });
    await renderGallery();
    await user.click(button(/^Set as main photo\s*, photo 2$/));
    expect(await screen.findByText("Main photo set.")).toBeTruthy();
    expect(bodiesSent(fetchMock, MAIN)).toEqual([{ imageId: "g2" }]);
    expect(button(/^Set as main photo\s*, photo 1$/)).toBeTruthy();
  });

  it("shows the server's message when the main photo cannot be set, else 'Failed to set main image'", async () => {
    const user = userEvent.setup();
    stubApi({ [MAIN]: fail(404, "Image not found in your gallery: g2") });
    await renderGallery();
    await user.click(button(/^Set as main photo\s*, photo 2$/));
    expect((await screen.findByRole("alert")).textContent).toBe("Image not found in your gallery: g2");

    stubApi({ [MAIN]: new TypeError("offline") });
    await user.click(button(/^Set as main photo\s*, photo 2$/));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(MESSAGES.galleryMainImageFailed));
  });

  it("removes several photos after a confirmation", async () => {
    const user = userEvent.setup();
    const left = [photo("g1", "Stage", true)];
    const fetchMock = stubApi({ [REMOVE]: ok({ images: left }), ...readAgain(left) });
    await renderGallery();
    await user.click(button("Select photos to remove"));
    expect(button("Remove selected").disabled).toBe(true);
    await user.click(screen.getByRole("checkbox", { name: "Select Garland" }));
    await user.click(screen.getByRole("checkbox", { name: "Select Photo 3" }));
    expect(screen.getByText("2 selected")).toBeTruthy();
    await user.click(button("Remove selected"));
    const dialog = await findDialog("Remove 2 photos?");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(bodiesSent(fetchMock, REMOVE)).toEqual([]);

    await user.click(button("Remove selected"));
    await user.click(within(await findDialog()).getByRole("button", { name: "Remove 2 photos" }));
    expect(await screen.findByText("2 photos removed.")).toBeTruthy();
    expect(bodiesSent(fetchMock, REMOVE)).toEqual([{ imageIds: ["g2", "g3"] }]);
    expect(screen.getByText(`1 photo / ${GALLERY.maxImages} max`)).toBeTruthy();
    expect(screen.queryByRole("checkbox")).toBeNull();
  });

  it("says why a photo an offering uses cannot be removed, else 'Failed to remove images'", async () => {
    const user = userEvent.setup();
    const inUse = 'This image is used by the offering "Birthday decor". Choose other images for it first.';
    stubApi({ [REMOVE]: fail(409, inUse) });
    await renderGallery();
    await user.click(button("Select photos to remove"));
    await user.click(screen.getByRole("checkbox", { name: "Select Garland" }));
    await user.click(button("Remove selected"));
    await user.click(within(await findDialog()).getByRole("button", { name: "Remove 1 photo" }));
    expect((await screen.findByRole("alert")).textContent).toBe(inUse);
    expect((screen.getByRole("checkbox", { name: "Select Garland" }) as HTMLInputElement).checked).toBe(true);

    stubApi({ [REMOVE]: fail(500, null) });
    await user.click(button("Remove selected"));
    await user.click(within(await findDialog()).getByRole("button", { name: "Remove 1 photo" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(MESSAGES.galleryRemoveFailed));
  });

  it("adds photos with captions through the image source dialog", async () => {
    const user = userEvent.setup();
    const added = [...three, photo("n1", "Cake table"), photo("n2")];
    const fetchMock = stubApi({ [UPDATE]: ok({ images: added }), ...readAgain(added) });
    await renderGallery();
    await user.click(button("Add photos"));
    const chooser = await findDialog("Choose Image Source");
    const input = within(chooser).getByLabelText("Image files") as HTMLInputElement;
    expect(input.accept).toBe("image/jpeg,image/png,image/webp");
    await user.upload(input, [png("cake.png"), png("hall.png")]);
    const dialog = await findDialog("Add photos");
    await user.type(within(dialog).getByRole("textbox", { name: /Caption for cake.png/ }), "Cake table");
    await user.click(within(dialog).getByRole("button", { name: "Upload 2 photos" }));
    expect(await screen.findByText("2 photos added.")).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Add photos" })).toBeNull();
    expect(caption(4).value).toBe("Cake table");

    const form = bodiesSent(fetchMock, UPDATE)[0] as FormData;
    expect(form.get("action")).toBe("add");
    expect(form.get("removeImageIds")).toBe("[]");
    expect(form.get("captions")).toBe('["Cake table",""]');
    expect(form.getAll("images").map((file) => (file as File).name)).toEqual(["cake.png", "hall.png"]);
  });

  it("refuses files over 2 MB before uploading, keeping the others", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ [UPDATE]: fail(500, null) });
    await renderGallery();
    await user.click(button("Add photos"));
    await user.upload(within(await findDialog()).getByLabelText("Image files"), [
      png("big.png", UPLOAD.maxFileBytes + 1),
      png("small.png"),
    ]);
    const dialog = await findDialog("Add photos");
    expect(within(dialog).getByRole("alert").textContent).toBe(messageFor.filesTooLarge(["big.png"], UPLOAD.maxFileBytes));
    expect(within(dialog).queryByRole("textbox", { name: /big.png/ })).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Upload 1 photo" }));
    await waitFor(() => expect(within(dialog).getByRole("alert").textContent).toBe(MESSAGES.galleryUpdateFailed));
    expect((bodiesSent(fetchMock, UPDATE)[0] as FormData).getAll("images")).toHaveLength(1);
  });

  it("shows only the refusal when every chosen file is over 2 MB", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({});
    await renderGallery();
    await user.click(button("Add photos"));
    await user.upload(within(await findDialog()).getByLabelText("Image files"), [png("a.png", 3_000_000), png("b.png", 4_000_000)]);
    expect((await screen.findByRole("alert")).textContent).toBe("File(s) too large: a.png, b.png. Maximum size allowed is 2.0MB.");
    expect(screen.queryByRole("dialog", { name: "Add photos" })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("cannot add photos to a full gallery, and says why", async () => {
    stubApi({});
    await renderGallery(three, 3);
    expect(screen.getByText("3 photos / 3 max")).toBeTruthy();
    expect(button("Add photos").disabled).toBe(true);
    expect(screen.getByText("Your gallery is full. Remove photos to add new ones.")).toBeTruthy();
  });

  it("invites the first photos of an empty gallery", async () => {
    stubApi({});
    await renderGallery([]);
    expect(screen.getByText("No photos yet")).toBeTruthy();
    expect(button("Select photos to remove").disabled).toBe(true);
  });
});
