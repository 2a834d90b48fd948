import { CITY, ratingText } from "@utsav/domain/client";
import type { Store } from "@utsav/domain";
import { useNonce } from "../../lib/nonce";

/** schema.org LocalBusiness data for search engines, with absolute URLs; the rating only where there are reviews. */
export function storeJsonLd(store: Store, origin: string) {
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);
  const rated = store.rating && store.reviewsCount;
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    name: store.name,
    url: `${origin}${store.navRef}`,
    description: store.story || undefined,
    image: store.logo ? absolute(store.logo) : undefined,
    address: { "@type": "PostalAddress", addressLocality: store.area, addressRegion: CITY, addressCountry: "IN" },
    // Ratings are out of 5 from 1, schema.org's defaults, so neither bound is written.
    ...(rated
      ? {
          // The figures the page shows (ratingText, to one decimal): a search engine's stars never differ from the page's.
          aggregateRating: { "@type": "AggregateRating", ratingValue: Number(ratingText(store.rating)), reviewCount: store.reviewsCount },
          review: store.reviews.map((r) => ({
            "@type": "Review",
            author: { "@type": "Person", name: r.userName },
            reviewRating: { "@type": "Rating", ratingValue: r.rating },
            reviewBody: r.comment,
            datePublished: r.date || undefined,
          })),
        }
      : {}),
  };
}

/** The LocalBusiness JSON-LD as a script; '<' is escaped, and it carries the page's nonce (decision 0010). */
export function StoreJsonLd({ store, origin }: { store: Store; origin: string }) {
  const nonce = useNonce();
  const json = JSON.stringify(storeJsonLd(store, origin)).replace(/</g, "\\u003c");
  return <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}
