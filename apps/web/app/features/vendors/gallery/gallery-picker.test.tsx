import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GALLERY, MESSAGES, messageFor, UPLOAD } from "@utsav/domain/client";
import { clientAction as galleryAction } from "../../../routes/vendor/gallery";
import { GalleryPicker, toggleSelection } from "./gallery-picker";
import { bodiesSent, fail, ok, stubApi } from "../../../../test/api-stub";
import { png, renderScreen } from "./test-support";
import { photo } from "./test-gallery";
import { findDialog } from "../../../../test/dialog";

const GET = "GET /api/vendor/gallery";
const UPDATE = "POST /api/vendor/gallery/update";
const three = [photo("g1", "Stage", true), photo("g2", "Garland"), photo("g3")];

function Picker({ max, initial = [] }: { max: number; initial?: string[] }) {
  const [ids, setIds] = useState(initial);
  return (
    <>
      <GalleryPicker selectedIds={ids} max={max} onChange={setIds} />
      <p data-testid="chosen">{ids.join(",")}</p>
    </>
  );
}

/** The picker in a page of its own (the offering editor's), its uploads going to the gallery route's action. */
const renderPicker = (ui: React.ReactElement) => renderScreen(ui, { "/vendor/gallery": galleryAction });

const box = (name: string) => screen.getByRole("checkbox", { name }) as HTMLInputElement;
const chosen = () => screen.getByTestId("chosen").textContent;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("toggleSelection", () => {
  it("adds in the order chosen, removes, and never passes the maximum", () => {
    expect(toggleSelection(["a"], "b", 2)).toEqual(["a", "b"]);
    expect(toggleSelection(["a", "b"], "a", 2)).toEqual(["b"]);
    expect(toggleSelection(["a", "b"], "c", 2)).toEqual(["a", "b"]);
  });
});

describe("GalleryPicker (application §5)", () => {
  it("shows the gallery as checkboxes with 'N selected / M max'", async () => {
    stubApi({ [GET]: ok({ images: three, maxImages: GALLERY.maxImages }) });
    renderPicker(<Picker max={2} initial={["g2"]} />);
    expect(await screen.findByRole("checkbox", { name: "Stage (main photo)" })).toBeTruthy();
    expect(box("Garland").checked).toBe(true);
    expect(box("Photo 3").checked).toBe(false);
    expect(screen.getByRole("status").textContent).toBe("1 selected / 2 max");
    expect(screen.getByRole("group", { name: "Photos from your gallery" })).toBeTruthy();
  });

  it("selects with the keyboard and refuses selecting past the maximum", async () => {
    const user = userEvent.setup();
    stubApi({ [GET]: ok({ images: three, maxImages: GALLERY.maxImages }) });
    renderPicker(<Picker max={2} />);
    await screen.findByRole("checkbox", { name: "Stage (main photo)" });
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(box("Stage (main photo)"));
    await user.keyboard(" ");
    await user.click(box("Photo 3"));
    expect(chosen()).toBe("g1,g3");
    expect(screen.getByRole("status").textContent).toBe(messageFor.pickerSelected(2, 2));
    expect(box("Garland").disabled).toBe(true);
    await user.click(box("Garland"));
    expect(chosen()).toBe("g1,g3");
    await user.click(box("Stage (main photo)"));
    expect(chosen()).toBe("g3");
    expect(box("Garland").disabled).toBe(false);
  });

  it("says 'Please update Gallery to select images here' with a link to the gallery when there are no photos", async () => {
    stubApi({ [GET]: ok({ images: [], maxImages: GALLERY.maxImages }) });
    renderPicker(<Picker max={10} />);
    expect(await screen.findByText(MESSAGES.galleryPickerEmpty, { exact: false })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to Gallery" }).getAttribute("href")).toBe("/vendor/gallery");
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("0 selected / 10 max");
  });

  it("shows the server's message when the gallery cannot be read, else 'Failed to fetch gallery data'", async () => {
    stubApi({ [GET]: fail(500, null) });
    renderPicker(<Picker max={10} />);
    expect((await screen.findByRole("alert")).textContent).toBe(MESSAGES.galleryFetchFailed);
  });

  it("uploads photos to the gallery, which then can be selected", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      [GET]: ok({ images: [], maxImages: GALLERY.maxImages }),
      [UPDATE]: ok({ images: [photo("n1"), photo("n2")] }),
    });
    renderPicker(<Picker max={10} />);
    await screen.findByText(MESSAGES.galleryPickerEmpty, { exact: false });
    await user.click(screen.getByRole("button", { name: "Upload photos" }));
    const chooser = await findDialog("Choose Image Source");
    await user.upload(within(chooser).getByLabelText("Image files"), [png("a.png"), png("b.png")]);
    await user.click(await screen.findByRole("checkbox", { name: "Photo 2" }));
    expect(chosen()).toBe("n2");
    const form = bodiesSent(fetchMock, UPDATE)[0] as FormData;
    expect(form.get("action")).toBe("add");
    expect(form.getAll("images").map((file) => (file as File).name)).toEqual(["a.png", "b.png"]);
    expect(form.get("captions")).toBe('["",""]');
  });

  it("refuses files over 2 MB before uploading, and shows a failed upload's message", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      [GET]: ok({ images: three, maxImages: GALLERY.maxImages }),
      [UPDATE]: fail(400, "You can keep at most 30 photos in your gallery"),
    });
    renderPicker(<Picker max={10} />);
    await screen.findByRole("checkbox", { name: "Garland" });
    await user.click(screen.getByRole("button", { name: "Upload photos" }));
    await user.upload(within(await findDialog()).getByLabelText("Image files"), [png("big.png", UPLOAD.maxFileBytes + 1)]);
    expect((await screen.findByRole("alert")).textContent).toBe(messageFor.filesTooLarge(["big.png"], UPLOAD.maxFileBytes));
    expect(bodiesSent(fetchMock, UPDATE)).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Upload photos" }));
    await user.upload(within(await findDialog()).getByLabelText("Image files"), [png("ok.png")]);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("You can keep at most 30 photos in your gallery"));
  });
});
