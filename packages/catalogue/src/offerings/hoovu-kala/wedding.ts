import type { OfferingSeed } from "../../types.ts";
import { bookingInformation, paymentAndCancellation, serviceArea } from "./sections.ts";

// Hoovu Kala flower decor whose first occasion is Wedding.

export const WEDDING_DECOR: OfferingSeed[] = [
  {
    id: "HKGN5",
    title: "Haldi Ceremony Marigold Backdrop",
    vendor: "hoovu-kala",
    category: "decor",
    subCategory: "personal",
    price: 9500,
    priceLabel: "From ₹9,500",
    offeringType: "call",
    summary: "A bright yellow haldi setup with a marigold backdrop, floral swing or chowki, and petal-filled urlis.",
    description: [
      {
        title: "Overview",
        items: [
          "A cheerful all-yellow haldi corner that works in a living room, terrace or apartment clubhouse.",
          "Designed for photos, with space for family to sit around the bride or groom.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "Marigold string backdrop, about 10 ft wide, with yellow chrysanthemum accents",
          "Decorated wooden chowki or a floral swing frame",
          "Four brass urlis filled with marigold petals and floating flowers",
          "Floor border of yellow and white petals",
          "Basket of loose marigold petals for the petal shower",
        ],
      },
      serviceArea,
      bookingInformation("Setup takes about 2.5 hours; terrace setups need a covered area or a fair-weather day."),
      paymentAndCancellation,
    ],
    occasions: ["wedding", "engagement"],
    rating: 4.7,
    totalClients: 76,
    totalReviews: 31,
    motif: "flowers",
    imageCount: 5,
  },
];
