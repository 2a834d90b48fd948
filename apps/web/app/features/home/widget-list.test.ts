import { describe, expect, it } from "vitest";
import type { OfferingCard, Widget } from "@utsav/domain";
import { widgetViews } from "./widget-list";

const card: OfferingCard = {
  id: "NNS1",
  title: "Jaggery Besan Laddoo Box",
  description: "Slow-roasted gram flour laddoos.",
  image: {
    id: "nns1-1",
    type: "image",
    url: "/assets/1-640.webp",
    alt: "Laddoo box",
    width: 960,
    height: 960,
    thumbnailUrl: "/assets/1-320.webp",
    muted: true,
  },
  price: 249,
  priceLabel: "From ₹249",
  category: "sweets",
  subCategory: "all",
  vendorName: "Nanna Naturals",
  vendorVerified: true,
  rating: 4.7,
  navRef: "/offerings/jaggery-besan-laddoo-box-nns1",
  offeringType: "call",
};
const row = {
  id: "curated-sweets",
  type: "offerings",
  title: "Curated Sweets",
  style: "horizontal",
  isWeb: true,
  data: {
    offerings: [card],
    totalCount: 1,
    showSeeAllButton: true,
    seeAllButtonText: "View All",
    displayTexts: { startingAt: "Starting at", viewAll: "View All" },
    navRef: "/collections/curated-sweets",
  },
} as Widget;
const appOnly = {
  id: "app-banner",
  type: "banners",
  title: "Get the app",
  style: "card",
  isWeb: false,
  data: { heading: "Get the app", subtitle: "", points: [] },
} as Widget;

describe("widgetViews", () => {
  it("leaves out the widgets the web does not show (isWeb false)", () => {
    expect(widgetViews([appOnly, row]).map((w) => w.id)).toEqual(["curated-sweets"]);
  });

  it("keeps of each card only what it draws", () => {
    const [view] = widgetViews([row]);
    expect(view!.type === "offerings" && view!.data.offerings).toEqual([
      {
        id: "NNS1",
        title: "Jaggery Besan Laddoo Box",
        vendorName: "Nanna Naturals",
        vendorVerified: true,
        priceLabel: "From ₹249",
        navRef: "/offerings/jaggery-besan-laddoo-box-nns1",
        image: { type: "image", url: "/assets/1-640.webp", alt: "Laddoo box", width: 960, height: 960 },
      },
    ]);
  });
});
