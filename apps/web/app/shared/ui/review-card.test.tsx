import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { REVIEW_COPY } from "@utsav/domain/client";
import type { Review } from "@utsav/domain";
import { ReviewCard } from "./review-card";

// One review as shoppers read it (docs/decisions/0060): where it came from, its photos, the vendor's answer.

const review = (overrides: Partial<Review> = {}): Review => ({
  id: "rv_1",
  rating: 5,
  comment: "The arch was lovely.",
  userName: "Priya S.",
  userTitle: "",
  date: "2026-11-25",
  vendorName: "Bloom Studio",
  ...overrides,
});

describe("a review as shoppers read it", () => {
  it("marks one from a booking here as verified, with the event's month", () => {
    render(<ReviewCard review={review({ source: "booking", eventMonth: "November 2026" })} />);
    expect(screen.getByText(`${REVIEW_COPY.verifiedBooking} · ${REVIEW_COPY.eventIn("November 2026")}`)).toBeTruthy();
    expect(screen.queryByText(REVIEW_COPY.imported)).toBeNull();
  });

  it("marks the catalogue's as imported, saying why to screen readers", () => {
    for (const source of ["catalogue", undefined] as const) {
      const { unmount } = render(<ReviewCard review={review({ source })} />);
      const label = screen.getByText(REVIEW_COPY.imported);
      const hint = document.getElementById(label.getAttribute("aria-describedby") ?? "");
      expect(hint?.textContent).toBe(REVIEW_COPY.importedHint);
      expect(screen.queryByText(REVIEW_COPY.verifiedBooking, { exact: false })).toBeNull();
      unmount();
    }
  });

  it("shows the vendor's answer under the review", () => {
    render(<ReviewCard review={review({ answer: { text: "Thank you, Priya!", date: "2026-11-26T09:00:00.000Z" } })} />);
    const card = screen.getByRole("article");
    const by = within(card).getByText(REVIEW_COPY.vendorAnswer("Bloom Studio"));
    expect(by.nextElementSibling?.textContent).toBe("Thank you, Priya!");
    expect(within(card).getByText(REVIEW_COPY.answeredOn("26 Nov 2026"))).toBeTruthy();
  });

  it("shows its photos as small thumbnails, each opening larger in a dialog that gives focus back", async () => {
    const user = userEvent.setup();
    const photos = [
      { url: "/uploads/r/a.webp", alt: "" },
      { url: "/uploads/r/b.webp", alt: "" },
    ];
    render(<ReviewCard review={review({ source: "booking", photos })} />);
    const second = screen.getByRole("button", { name: REVIEW_COPY.photoAlt("Priya S.", 2) });
    expect(second.getAttribute("aria-haspopup")).toBe("dialog");
    await user.click(second);
    const dialog = await screen.findByRole("dialog", { name: REVIEW_COPY.photoAlt("Priya S.", 2) });
    expect(
      within(dialog)
        .getByRole("img", { name: REVIEW_COPY.photoAlt("Priya S.", 2) })
        .getAttribute("src"),
    ).toBe("/uploads/r/b.webp");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(second);
  });

  it("shows no photos or answer where there are none", () => {
    render(<ReviewCard review={review({ photos: [], answer: null })} />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByText(REVIEW_COPY.vendorAnswer("Bloom Studio"))).toBeNull();
  });
});
