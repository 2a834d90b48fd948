import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { chatLink, DISPLAY } from "@utsav/domain/client";
import { renderWithRouter, settleLazy } from "../../../../test/render";
import { OfferingDetailPage } from "./offering-detail-page";
import { productJsonLd } from "./product-json-ld";
import { makeOfferingDetail, makeReviews } from "./test-offering";
import { findDialog } from "../../../../test/dialog";

const ORIGIN = "https://utsav.example";
const policy = {
  title: "Returns, Refunds & Cancellations Policy",
  description: "Payment is cash on delivery.",
  sections: [{ title: "Payment", items: ["Cash on delivery.", "Kits are delivered within 1 day."] }],
};

describe("OfferingDetailPage", () => {
  it("has one h1, the title, and every description section with its lines", async () => {
    renderWithRouter(
      <OfferingDetailPage offering={makeOfferingDetail()} origin={ORIGIN} renderAction={() => <button type="button">Book Now</button>} />,
    );
    await settleLazy();
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["Birthday Bliss Chocolate Hamper"]);
    expect(screen.getByRole("heading", { name: "Overview" })).toBeTruthy();
    expect(screen.getByText("A cheerful little box.")).toBeTruthy();
  });

  it("offers a chat when the offering has WhatsApp support, instead of the policy card", async () => {
    const whatsappSupport = { phoneNumber: "+919800011001", message: "Hi, I have a question." };
    renderWithRouter(
      <OfferingDetailPage
        offering={makeOfferingDetail({ whatsappSupport, policy })}
        origin={ORIGIN}
        renderAction={() => <button type="button">Book Now</button>}
      />,
    );
    await settleLazy();
    expect(screen.getByRole("heading", { name: "Have any questions?" })).toBeTruthy();
    const chat = screen.getByRole("link", { name: "Chat with Us" });
    expect(chat.getAttribute("href")).toBe(chatLink(whatsappSupport.phoneNumber, whatsappSupport.message));
    expect(chat.getAttribute("target")).toBe("_blank");
    expect(chat.getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.queryByRole("button", { name: new RegExp(policy.title) })).toBeNull();
  });

  it("otherwise shows the policy card, which opens the policy with its sections of bullets", async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <OfferingDetailPage
        offering={makeOfferingDetail({ whatsappSupport: null, policy })}
        origin={ORIGIN}
        renderAction={() => <button type="button">Book Now</button>}
      />,
    );
    await settleLazy();
    await user.click(screen.getByRole("button", { name: new RegExp(policy.title) }));
    const sheet = await findDialog(policy.title);
    expect(within(sheet).getByText(policy.description)).toBeTruthy();
    expect(within(sheet).getByRole("heading", { name: "Payment" })).toBeTruthy();
    expect(
      within(sheet)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(policy.sections[0]!.items);
  });

  it("shows 3 more offerings by the vendor, then the rest on View More", async () => {
    const user = userEvent.setup();
    const offering = makeOfferingDetail();
    renderWithRouter(
      <OfferingDetailPage offering={offering} origin={ORIGIN} renderAction={() => <button type="button">Book Now</button>} />,
    );
    await settleLazy();
    const section = screen.getByRole("region", { name: "More offerings by Deepam Gifts & Decor" });
    expect(within(section).getAllByRole("article")).toHaveLength(DISPLAY.relatedOfferingsInitial);
    await user.click(within(section).getByRole("button", { name: "View more offerings by Deepam Gifts & Decor" }));
    expect(within(section).getAllByRole("article")).toHaveLength(offering.relatedOfferings.length);
    expect(within(section).queryByRole("button", { name: /View more/ })).toBeNull();
  });

  it("describes the offering to search engines as a schema.org Product", async () => {
    const { container } = renderWithRouter(
      <OfferingDetailPage offering={makeOfferingDetail()} origin={ORIGIN} renderAction={() => <button type="button">Book Now</button>} />,
    );
    await settleLazy();
    const script = container.querySelector('script[type="application/ld+json"]');
    const product = JSON.parse(script?.textContent ?? "{}");
    expect(product).toMatchObject({
      "@type": "Product",
      name: "Birthday Bliss Chocolate Hamper",
      image: [`${ORIGIN}/assets/m1.webp`, `${ORIGIN}/assets/m2.webp`, `${ORIGIN}/assets/m3.webp`],
      description: "A cheerful little box.",
      brand: { name: "Deepam Gifts & Decor" },
      offers: { priceCurrency: "INR", price: 1350, url: `${ORIGIN}/offerings/birthday-bliss-chocolate-hamper-dgp1` },
    });
  });

  it("shows the vendor's figures wherever its reviews are counted: the badge, the vendor panel, View More and search engines", async () => {
    const user = userEvent.setup();
    // The offering's own figures (4.4 from 148) must appear nowhere beside the vendor's 8 reviews (decision 0025).
    const reviews = makeReviews(8).map((review, i) => ({ ...review, rating: i < 6 ? 5 : 4 }));
    const offering = makeOfferingDetail({
      rating: 4.4,
      totalReviews: 148,
      reviews,
      vendor: { ...makeOfferingDetail().vendor, rating: 4.8, reviewsCount: 8 },
    });
    const { container } = renderWithRouter(
      <OfferingDetailPage offering={offering} origin={ORIGIN} renderAction={() => <button type="button">Book Now</button>} />,
    );
    await settleLazy();
    const section = screen.getByRole("region", { name: "Customer Reviews" });
    expect(within(section).getByText("4.8")).toBeTruthy();
    expect(within(section).getByText("Based on 8 reviews")).toBeTruthy();
    const panel = screen.getByRole("complementary", { name: "About Deepam Gifts & Decor" });
    expect(within(panel).getByText("Reviews").nextSibling?.textContent).toBe("8");
    expect(within(panel).getByText("Rating").nextSibling?.textContent).toBe("4.8");
    expect(container.textContent).not.toMatch(/148|4\.4/);

    await user.click(within(section).getByRole("button", { name: "View More" }));
    expect(within(await findDialog("Reviews (8)")).getAllByRole("article")).toHaveLength(8);

    const product = JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}");
    expect(product.aggregateRating).toBeUndefined();
    expect(product.offers.seller).toMatchObject({
      "@type": "Organization",
      name: "Deepam Gifts & Decor",
      aggregateRating: { ratingValue: 4.8, reviewCount: 8 },
    });
    expect(product.offers.seller.review).toHaveLength(8);
    expect(product.offers.seller.review[7]).toMatchObject({
      author: { name: "Reviewer 8" },
      reviewRating: { ratingValue: 4 },
      reviewBody: "Review 8: short and sweet.",
      datePublished: "2025-10-24",
    });
  });

  it("gives search engines the seller's rating as the page shows it, to one decimal (docs/decisions/0060)", () => {
    const offering = makeOfferingDetail({ vendor: { ...makeOfferingDetail().vendor, rating: 4.56, reviewsCount: 8 } });
    const seller = productJsonLd(offering, `${ORIGIN}/offerings/x`, ORIGIN).offers.seller;
    expect(seller).toMatchObject({ aggregateRating: { ratingValue: 4.6, reviewCount: 8 } });
  });

  it("gives search engines the label's amount, and no price when the label names none", async () => {
    const productOf = async (overrides: Parameters<typeof makeOfferingDetail>[0]) => {
      const { container, unmount } = renderWithRouter(
        <OfferingDetailPage
          offering={makeOfferingDetail(overrides)}
          origin={ORIGIN}
          renderAction={() => <button type="button">Book Now</button>}
        />,
      );
      await settleLazy();
      const product = JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}");
      unmount();
      return product;
    };
    // catalogue §5: one sweet keeps price 0 with the label 'From ₹299'.
    expect((await productOf({ price: 0, priceLabel: "From ₹299" })).offers.price).toBe(299);
    expect((await productOf({ price: 0, priceLabel: "Price on request" })).offers).not.toHaveProperty("price");
  });

  it("says the spec's default 'From' above a starting price and above a fixed one alike", async () => {
    const { unmount } = renderWithRouter(
      <OfferingDetailPage
        offering={makeOfferingDetail({ priceLabel: "₹4,999" })}
        origin={ORIGIN}
        renderAction={() => <button type="button">Book Now</button>}
      />,
    );
    await settleLazy();
    const bars = screen.getAllByRole("region", { name: /^Price/ });
    expect(bars.length).toBeGreaterThan(0);
    for (const bar of bars) expect(bar.textContent).toMatch(/^From₹4,999/);
    unmount();
    renderWithRouter(
      <OfferingDetailPage
        offering={makeOfferingDetail({ priceLabel: "From ₹1,350" })}
        origin={ORIGIN}
        renderAction={() => <button type="button">Book Now</button>}
      />,
    );
    await settleLazy();
    for (const bar of screen.getAllByRole("region", { name: /^Price/ })) expect(bar.textContent).toMatch(/^From₹1,350/);
  });

  it("leaves the rating and reviews out of the search engines' data when the vendor has none", async () => {
    const { container } = renderWithRouter(
      <OfferingDetailPage
        offering={makeOfferingDetail({ reviews: [], vendor: { ...makeOfferingDetail().vendor, rating: null, reviewsCount: null } })}
        origin={ORIGIN}
        renderAction={() => <button type="button">Book Now</button>}
      />,
    );
    await settleLazy();
    const product = JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}");
    expect(product.aggregateRating).toBeUndefined();
    expect(product.offers.seller).toEqual({ "@type": "Organization", name: "Deepam Gifts & Decor" });
    expect(screen.queryByRole("region", { name: "Customer Reviews" })).toBeNull();
  });
});
