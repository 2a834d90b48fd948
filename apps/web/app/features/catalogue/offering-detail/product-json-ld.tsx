import { priceLabelAmount, ratingText } from "@utsav/domain/client";
import type { OfferingDetail } from "@utsav/domain";
import { useNonce } from "../../../lib/nonce";
import { firstDescriptionLine } from "./first-description-line";

/**
 * The vendor's rating, count and reviews, as the page shows them beside its reviews (decision 0025). They are the
 * seller's, so they describe the seller: a product's rating would claim the reviews were of this one offering.
 */
function sellerReviews({ vendor, reviews }: OfferingDetail) {
  if (!vendor.rating || !vendor.reviewsCount) return {};
  // Ratings are out of 5 from 1, schema.org's defaults, so neither bound is written.
  // The figures the page shows (ratingText, to one decimal): a search engine's stars never differ from the page's.
  return {
    aggregateRating: { "@type": "AggregateRating", ratingValue: Number(ratingText(vendor.rating)), reviewCount: vendor.reviewsCount },
    review: reviews.map((r) => ({
      "@type": "Review",
      author: { "@type": "Person", name: r.userName },
      reviewRating: { "@type": "Rating", ratingValue: r.rating },
      reviewBody: r.comment,
      datePublished: r.date || undefined,
    })),
  };
}

/** schema.org Product data for search engines, with absolute URLs. */
export function productJsonLd(offering: OfferingDetail, pageUrl: string, origin: string) {
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);
  const images = offering.images.map((media) => absolute(media.type === "video" ? (media.poster ?? media.url) : media.url));
  const vendor = { name: offering.vendorName, logo: absolute(offering.vendorLogo) };
  // The label's amount, which is what the consumer reads; an offering whose label names none gives no price at all.
  const price = priceLabelAmount(offering.priceLabel);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: offering.title,
    sku: offering.id,
    image: images,
    description: firstDescriptionLine(offering),
    category: offering.offeringCategory,
    brand: { "@type": "Brand", ...vendor },
    offers: {
      "@type": "Offer",
      priceCurrency: "INR",
      ...(price === null ? {} : { price }),
      availability: "https://schema.org/InStock",
      url: pageUrl,
      seller: { "@type": "Organization", name: vendor.name, ...sellerReviews(offering) },
    },
  };
}

/**
 * The Product JSON-LD as a script in the page; '<' is escaped so no text can close the script early. It is data,
 * never run, but carries the page's nonce like every other inline script (decision 0010).
 */
export function ProductJsonLd({ offering, pageUrl, origin }: { offering: OfferingDetail; pageUrl: string; origin: string }) {
  const nonce = useNonce();
  const json = JSON.stringify(productJsonLd(offering, pageUrl, origin)).replace(/</g, "\\u003c");
  return <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}
