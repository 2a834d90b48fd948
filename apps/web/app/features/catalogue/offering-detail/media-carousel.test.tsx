import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { DISPLAY, MESSAGES } from "@utsav/domain/client";
import { MediaCarousel } from "./media-carousel";
import { makeMedia } from "./test-offering";
import { findDialog } from "../../../../test/dialog";

const dots = () => screen.getAllByRole("button", { name: /^Show item/ });
const currentDot = () =>
  dots()
    .find((dot) => dot.getAttribute("aria-current") === "true")
    ?.getAttribute("aria-label");
const isDisabled = (el: HTMLElement) => (el as HTMLButtonElement).disabled;

describe("MediaCarousel", () => {
  it("shows at most 7 pagination dots, which follow the current slide", async () => {
    const user = userEvent.setup();
    render(<MediaCarousel media={makeMedia(12)} title="Hamper" />);
    expect(dots()).toHaveLength(DISPLAY.paginationDotsMax);
    expect(currentDot()).toBe("Show item 1 of 12");

    await user.click(screen.getByRole("button", { name: "Show item 7 of 12" }));
    expect(currentDot()).toBe("Show item 7 of 12");
    expect(dots()).toHaveLength(DISPLAY.paginationDotsMax);
    expect(dots().map((dot) => dot.getAttribute("aria-label"))).toContain("Show item 10 of 12");
  });

  it("does not loop: previous and next stop at the ends", async () => {
    const user = userEvent.setup();
    render(<MediaCarousel media={makeMedia(2)} title="Hamper" />);
    expect(isDisabled(screen.getByRole("button", { name: "Previous" }))).toBe(true);
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(currentDot()).toBe("Show item 2 of 2");
    expect(isDisabled(screen.getByRole("button", { name: "Next" }))).toBe(true);
    expect(isDisabled(screen.getByRole("button", { name: "Previous" }))).toBe(false);
  });

  it("opens the full-screen viewer at the current slide and keeps the viewer's slide when it closes", async () => {
    const user = userEvent.setup();
    render(<MediaCarousel media={makeMedia(4)} title="Hamper" />);
    await user.click(screen.getByRole("button", { name: "Show item 2 of 4" }));
    await user.click(screen.getByRole("button", { name: "Open picture 2 of 4 full screen" }));

    const viewer = await findDialog("Hamper");
    expect(within(viewer).getByText("2 / 4")).toBeTruthy();
    await user.click(within(viewer).getByRole("button", { name: "Next" }));
    await user.keyboard("{ArrowRight}");
    expect(within(viewer).getByText("4 / 4")).toBeTruthy();
    expect(isDisabled(within(viewer).getByRole("button", { name: "Next" }))).toBe(true);

    await user.click(within(viewer).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(currentDot()).toBe("Show item 4 of 4");
  });

  it("plays videos in place with controls, and says so when one cannot load", () => {
    render(<MediaCarousel media={makeMedia(1, { video: true })} title="Lights" />);
    const video = screen.getByLabelText("Lights video") as HTMLVideoElement;
    expect(video.controls).toBe(true);
    fireEvent.error(video);
    expect(screen.getByText(MESSAGES.videoFailed)).toBeTruthy();
  });
});
