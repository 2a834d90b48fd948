import type { OfferingSeed } from "../../types.ts";
import { bookingInformation, paymentAndCancellation, serviceArea } from "./sections.ts";

// Hoovu Kala flower decor whose first occasion is Baby Shower.

export const BABY_SHOWER_DECOR: OfferingSeed[] = [
  {
    id: "HKGN6",
    title: "Baby Shower Seemantham Flower Decor",
    vendor: "hoovu-kala",
    category: "decor",
    subCategory: "personal",
    price: 11000,
    priceLabel: "From ₹11,000",
    offeringType: "call",
    summary: "Seemantham and baby shower decor with a jasmine-and-rose backdrop, decorated seating and a flower-framed cradle.",
    description: [
      {
        title: "Overview",
        items: [
          "Gentle pastel and white florals for a seemantham or valaikappu at home or in a small hall.",
          "We keep the fragrance soft and use mostly jasmine, roses and carnations.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "Jasmine and pink-rose string backdrop, about 8 ft wide",
          "Decorated seating for the mother-to-be with a floral garland frame",
          "Flower-framed decorative cradle for photos",
          "Bangle-ceremony plate decorated with petals",
          "Entrance marigold toran at the door",
        ],
      },
      {
        title: "Decor Themes",
        items: ["Jasmine and blush pink", "White and lilac", "Traditional marigold and jasmine"],
      },
      serviceArea,
      bookingInformation("Setup takes about 2.5 hours."),
      paymentAndCancellation,
    ],
    occasions: ["baby-shower"],
    rating: 4.9,
    totalClients: 64,
    totalReviews: 29,
    motif: "flowers",
    imageCount: 4,
  },
];
