import type { MediaItem, OfferingCard, OfferingDetail, Review } from "@utsav/domain";

/** Pictures for tests: `count` images, optionally ending with a video. */
export function makeMedia(count: number, { video = false }: { video?: boolean } = {}): MediaItem[] {
  const images: MediaItem[] = Array.from({ length: count }, (_, i) => ({
    id: `m${i + 1}`,
    type: "image",
    url: `/assets/m${i + 1}.webp`,
    alt: `Picture ${i + 1}`,
    muted: true,
  }));
  if (!video) return images;
  return [
    ...images,
    {
      id: "video",
      type: "video",
      url: "/assets/poster.webp",
      poster: "/assets/poster.webp",
      videoUrl: "/assets/video.webm",
      alt: "Lights video",
      muted: true,
    },
  ];
}

export function makeReviews(count: number): Review[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `r${i + 1}`,
    rating: 5,
    comment:
      i === 0
        ? `Review 1: ${"The hampers arrived on time and the team loved them. ".repeat(5).trim()}`
        : `Review ${i + 1}: short and sweet.`,
    userName: `Reviewer ${i + 1}`,
    userTitle: "Verified buyer",
    date: "2025-10-24",
    vendorName: "Deepam Gifts & Decor",
  }));
}

function makeCard(i: number): OfferingCard {
  return {
    id: `DGP${i}`,
    title: `Related hamper ${i}`,
    description: "",
    image: { id: `dgp${i}-1`, type: "image", url: `/assets/dgp${i}.webp`, alt: "", muted: true },
    price: 1000 + i,
    priceLabel: `From ₹${1000 + i}`,
    category: "gifts",
    subCategory: "personal",
    vendorName: "Deepam Gifts & Decor",
    vendorVerified: true,
    rating: 4.3,
    navRef: `/offerings/related-hamper-${i}-dgp${i}`,
    offeringType: "buy",
  };
}

/** A whole offering for tests; give only what the test is about. */
export function makeOfferingDetail(fields: Partial<OfferingDetail> = {}): OfferingDetail {
  return {
    id: "DGP1",
    navRef: "/offerings/birthday-bliss-chocolate-hamper-dgp1",
    title: "Birthday Bliss Chocolate Hamper",
    vendorName: "Deepam Gifts & Decor",
    vendorLogo: "/assets/logo.svg",
    vendorDescription: "A Bengaluru gifting and decor house.",
    vendorTitleTag: null,
    price: 1350,
    priceLabel: "From ₹1,350",
    images: makeMedia(3),
    summary: "Dark and milk chocolate treats, butter cookies and a vanilla candle, packed in a bright birthday box.",
    description: [{ title: "Overview", items: ["A cheerful little box."] }],
    category: "gifts",
    subCategory: "personal",
    rating: 4.4,
    totalClients: 212,
    totalReviews: 148,
    offeringType: "buy",
    offeringRedirectUrl: "https://shop.example.in/products/dgp1",
    offeringSlug: "birthday-bliss-chocolate-hamper-dgp1",
    offeringName: "Birthday Bliss Chocolate Hamper",
    offeringCategory: "gifts",
    connectInfo: ["Tell the vendor the #{occasion} and the #{delivery date}."],
    bookingAttributes: [],
    whatsappSupport: null,
    policy: null,
    vendor: {
      vendorName: "Deepam Gifts & Decor",
      vendorImage: "/assets/logo.svg",
      vendorBio: "A Bengaluru gifting and decor house putting together hampers since 2016.",
      vendorTitleTag: null,
      rating: 4.34,
      clientsCount: 1250,
      reviewsCount: 8,
      verified: true,
      storeSlug: "deepam-gifts-and-decor",
    },
    reviews: makeReviews(8),
    relatedOfferings: Array.from({ length: 5 }, (_, i) => makeCard(i + 2)),
    terms: null,
    vendorWhatsapp: null,
    ...fields,
  };
}
