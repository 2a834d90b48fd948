import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../../../test/render";
import { VendorOnboardingPage } from "./vendor-onboarding-page";

describe("Onboard as Vendor: what joining means", () => {
  it("shows each card with a picture of its own, described in its alt text", () => {
    renderWithRouter(<VendorOnboardingPage waitlistForm={null} />);
    const section = screen.getByRole("region", { name: "What joining means" });
    const cards = within(section).getAllByRole("listitem");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Reach",
      "Verified badge",
      "Bookings and leads",
      "Your own storefront",
    ]);
    const pictures = cards.map((card) => within(card).getByRole("img"));
    expect(pictures.map((img) => img.getAttribute("alt"))).toEqual([
      "A city skyline with a megaphone and a phone",
      "A shield with a check mark and a medal",
      "A calendar with a phone and a telephone",
      "A shopfront with a framed photo and a star",
    ]);
    expect(new Set(pictures.map((img) => img.getAttribute("src"))).size).toBe(4);
    for (const img of pictures) expect(img.getAttribute("src")).toMatch(/^\/assets\/images\/site\/vendors-[a-z-]+\/1-640\.webp$/);
  });
});
