import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { REVIEW_COPY } from "@utsav/domain/client";
import type { OfferingCard as OfferingCardData } from "@utsav/domain";
import { renderWithRouter, settleLazy } from "../../../test/render";
import { OfferingCard } from "./offering-card";
import { offeringCardView } from "./offering-card-view";

// The rating on a card (docs/decisions/0060): the vendor's figures, as every page shows them, only where there are reviews.

const card = (overrides: Partial<OfferingCardData> = {}): OfferingCardData => ({
  id: "A1",
  title: "Corporate hamper",
  description: "",
  image: { id: "m1", type: "image", url: "/assets/1.webp", alt: "", muted: true },
  price: 999,
  priceLabel: "₹999",
  category: "gifts",
  subCategory: "corporate",
  vendorName: "Deepam Gifts",
  vendorVerified: false,
  rating: 4.8,
  reviewsCount: 8,
  navRef: "/offerings/corporate-hamper-a1",
  offeringType: "buy",
  ...overrides,
});

describe("an offering card's rating", () => {
  it("shows ★ 4.8 (8 reviews), and says it in words to screen readers", async () => {
    renderWithRouter(<OfferingCard offering={offeringCardView(card())} />);
    const shown = await screen.findByText(REVIEW_COPY.cardRating("4.8", 8));
    expect(shown.closest("[aria-hidden]")).toBeTruthy();
    expect(screen.getByText(REVIEW_COPY.cardRatingLabel("4.8", 8)).className).toBe("visually-hidden");
  });

  it("rounds the figure as the offering page does, and counts one review as one", async () => {
    renderWithRouter(<OfferingCard offering={offeringCardView(card({ rating: 4.56, reviewsCount: 1 }))} />);
    expect(await screen.findByText(REVIEW_COPY.cardRating("4.6", 1))).toBeTruthy();
  });

  it("shows nothing without reviews", async () => {
    for (const reviewsCount of [0, undefined]) {
      const { unmount } = renderWithRouter(<OfferingCard offering={offeringCardView(card({ rating: 0, reviewsCount }))} />);
      await settleLazy();
      expect(screen.getByRole("article").textContent).not.toMatch(/review|Rated/);
      unmount();
    }
  });
});
