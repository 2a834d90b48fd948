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
      "Your own store page",
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

describe("Onboard as Vendor: says only what is true today", () => {
  it("promises no GST invoices, which vendors do not have yet, and the store page they do have", () => {
    renderWithRouter(<VendorOnboardingPage waitlistForm={null} />);
    const page = document.body.textContent ?? "";
    expect(page).not.toMatch(/storefront|photo gallery|invoice/i);
    const store = screen.getByRole("heading", { name: "Your own store page" }).closest("li")!;
    expect(
      within(store).getByText(
        "A page of your business with your story, the pictures you choose with their captions, every offering and your terms, and the reviews customers write after their bookings, with your answers. Each offering gets its own page too.",
      ),
    ).toBeTruthy();
    const documents = screen.getByRole("region", { name: "Documents to keep ready" });
    expect(within(documents).getByText("Only if your business is registered for GST. We check it with your other documents.")).toBeTruthy();
  });
});
