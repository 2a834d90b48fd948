import { render, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ImageSourceDialog } from "./image-source-dialog";
import { findDialog } from "../../../test/dialog";

const png = (name: string) => new File([new Uint8Array(8)], name, { type: "image/png" });

async function openChooser() {
  const chooser = await findDialog("Choose Image Source");
  // The description is the dialog's accessible description, read out as it opens.
  expect(chooser.getAttribute("aria-describedby")).toBe(within(chooser).getByText("Select how you would like to add an image").id);
  expect(within(chooser).getByRole("button", { name: "Choose from Gallery" })).toBeTruthy();
  return chooser;
}

describe("ImageSourceDialog (application §2, §5)", () => {
  it("offers 'Choose from Gallery' for images and hands over the first chosen file", async () => {
    const user = userEvent.setup();
    const onFile = vi.fn();
    render(<ImageSourceDialog open onOpenChange={() => undefined} onFile={onFile} />);
    const input = within(await openChooser()).getByLabelText("Image file") as HTMLInputElement;
    expect(input.accept).toBe("image/jpeg,image/png,image/webp");
    expect(input.multiple).toBe(false);
    await user.upload(input, png("me.png"));
    expect(onFile).toHaveBeenCalledWith(expect.objectContaining({ name: "me.png" }));
  });

  it("hands over every chosen file when several may be chosen", async () => {
    const user = userEvent.setup();
    const onFiles = vi.fn();
    render(<ImageSourceDialog open multiple onOpenChange={() => undefined} onFiles={onFiles} />);
    const input = within(await openChooser()).getByLabelText("Image files") as HTMLInputElement;
    expect(input.multiple).toBe(true);
    await user.upload(input, [png("a.png"), png("b.png")]);
    expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: "a.png" }), expect.objectContaining({ name: "b.png" })]);
  });

  it("opens the device's file chooser from 'Choose from Gallery'", async () => {
    const user = userEvent.setup();
    render(<ImageSourceDialog open onOpenChange={() => undefined} onFile={() => undefined} />);
    const chooser = await openChooser();
    const input = within(chooser).getByLabelText("Image file") as HTMLInputElement;
    const click = vi.spyOn(input, "click");
    await user.click(within(chooser).getByRole("button", { name: "Choose from Gallery" }));
    expect(click).toHaveBeenCalled();
  });
});
