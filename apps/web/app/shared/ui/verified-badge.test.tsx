import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../../test/render";
import { OfferingCard } from "./offering-card";
import type { OfferingCardView } from "./offering-card";

const card = (vendorVerified: boolean): OfferingCardView => ({
  id: vendorVerified ? "A1" : "B1",
  title: vendorVerified ? "Checked hamper" : "Unchecked hamper",
  vendorName: vendorVerified ? "Checked Vendor" : "Unchecked Vendor",
  vendorVerified,
  priceLabel: "₹999",
  navRef: "/offerings/x",
  image: { type: "image", url: "/assets/1.webp", alt: "" },
});

describe("the verified badge on offering cards", () => {
  it("shows beside a verified vendor's name only", () => {
    renderWithRouter(
      <>
        <OfferingCard offering={card(true)} />
        <OfferingCard offering={card(false)} />
      </>,
    );
    const [checked, unchecked] = screen.getAllByRole("article");
    expect(checked!.textContent).toContain("Checked VendorVerified");
    expect(unchecked!.textContent).not.toContain("Verified");
    expect(screen.getAllByText("Verified")).toHaveLength(1);
  });

  it("keeps a long name apart from the badge, so the name is cut with an ellipsis and the badge stays whole", () => {
    const vendorName = "Sri Lakshmi Venkateshwara Flower Decorators and Event Management Services";
    renderWithRouter(<OfferingCard offering={{ ...card(true), vendorName }} />);
    const name = screen.getByText(vendorName);
    expect(name.textContent).toBe(vendorName);
    expect(name.contains(screen.getByText("Verified"))).toBe(false);
  });
});
