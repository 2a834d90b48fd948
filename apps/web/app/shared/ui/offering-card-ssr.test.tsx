// @vitest-environment node
import { PassThrough } from "node:stream";
import { prerenderToNodeStream } from "react-dom/static";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { REVIEW_COPY } from "@utsav/domain/client";
import { OfferingCard } from "./offering-card";
import type { OfferingCardView } from "./offering-card";

// The card's rating loads lazily in the browser (docs/decisions/0060), but the server draws it with the card: the page's
// HTML, which shoppers and search engines read first, carries it.

const card: OfferingCardView = {
  id: "A1",
  title: "Corporate hamper",
  vendorName: "Deepam Gifts",
  vendorVerified: false,
  priceLabel: "₹999",
  navRef: "/offerings/corporate-hamper-a1",
  rating: 4.8,
  reviewsCount: 8,
  image: { type: "image", url: "/assets/1.webp", alt: "" },
};

async function html(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

describe("an offering card drawn on the server", () => {
  it("carries its rating in the page's HTML", async () => {
    const Stub = createRoutesStub([{ path: "/", Component: () => <OfferingCard offering={card} /> }]);
    const page = await html(<Stub initialEntries={["/"]} />);
    expect(page).toContain(REVIEW_COPY.cardRating("4.8", 8));
    expect(page).toContain(REVIEW_COPY.cardRatingLabel("4.8", 8));
  });
});
