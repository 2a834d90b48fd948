import { describe, expect, it } from "vitest";
import type { OfferingCard, Widget } from "@utsav/domain";
import { imageItem } from "@utsav/catalogue/media";
import { drawnCard, widgetViews } from "./widget-list";

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
  title: "Coming soon to Android and iPhone",
  style: "card",
  isWeb: false,
  data: { heading: "Coming soon to Android and iPhone", subtitle: "", points: [] },
} as Widget;

describe("widgetViews", () => {
  it("leaves out the widgets the web does not show (isWeb false)", () => {
    expect(widgetViews([appOnly, row]).map((w) => w.id)).toEqual(["curated-sweets"]);
  });

  it("keeps of each card only what it draws: its rating (docs/decisions/0060), no alt text (the card's picture has an empty one)", () => {
    const [view] = widgetViews([row]);
    expect(view!.type === "offerings" && view!.data.offerings).toEqual([
      {
        id: "NNS1",
        title: "Jaggery Besan Laddoo Box",
        vendorName: "Nanna Naturals",
        vendorVerified: true,
        priceLabel: "From ₹249",
        navRef: "/offerings/jaggery-besan-laddoo-box-nns1",
        rating: 4.7,
        image: { type: "image", url: "/assets/1-640.webp", alt: "", width: 960, height: 960 },
      },
    ]);
  });

  it("sends a catalogue picture's srcSet as a flag, and the row draws the same files from the URL", () => {
    const picture = imageItem("/assets/images/vendor/nanna-naturals/nns1", 1, "Laddoo box", "nns1-1");
    const withPicture = {
      ...row,
      data: { ...(row as Extract<Widget, { type: "offerings" }>).data, offerings: [{ ...card, image: picture }] },
    } as Widget;
    const [view] = widgetViews([withPicture]);
    const sent = view!.type === "offerings" ? view!.data.offerings[0]! : null;
    expect(sent!.image).toEqual({ type: "image", url: picture.url, alt: "", width: 960, height: 960, namedSources: true });
    expect(JSON.stringify(sent)).not.toContain("avif");
    expect(drawnCard(sent!).image.srcSet).toEqual(picture.srcSet);
    expect(picture.srcSet!.avif).toBe(
      "/assets/images/vendor/nanna-naturals/nns1/1-320.avif 320w, /assets/images/vendor/nanna-naturals/nns1/1-640.avif 640w, /assets/images/vendor/nanna-naturals/nns1/1-960.avif 960w",
    );
  });

  it("keeps a srcSet the picture's URL does not name", () => {
    const srcSet = { avif: "/media/a-320.avif 320w", webp: "/media/a-320.webp 320w" };
    const withPicture = {
      ...row,
      data: {
        ...(row as Extract<Widget, { type: "offerings" }>).data,
        offerings: [{ ...card, image: { ...card.image, url: "/media/a.webp", srcSet } }],
      },
    } as Widget;
    const [view] = widgetViews([withPicture]);
    const sent = view!.type === "offerings" ? view!.data.offerings[0]! : null;
    expect(sent!.image.srcSet).toEqual(srcSet);
    expect(drawnCard(sent!)).toBe(sent);
  });
});
