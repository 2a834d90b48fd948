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
    expect(screen.getByText("Checked Vendor").textContent).toBe("Checked VendorVerified");
    expect(screen.getByText("Unchecked Vendor").textContent).toBe("Unchecked Vendor");
    expect(screen.getAllByText("Verified")).toHaveLength(1);
  });
});
