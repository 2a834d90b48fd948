import type { OfferingSeed } from "../../types.ts";
import { delivery, orderInfo, PAN_INDIA } from "./sections.ts";

// Deepam Gifts & Decor personal hampers whose first occasion is Dussehra.

export const DUSSEHRA_HAMPERS: OfferingSeed[] = [
  {
    id: "DGP22",
    title: "Channapatna Golu Doll Hamper",
    vendor: "deepam-gifts",
    category: "gifts",
    subCategory: "personal",
    price: 3999,
    priceLabel: "From ₹3,999",
    offeringType: "buy",
    summary: "A set of hand-turned Channapatna marapachi dolls with a brass kuthu vilakku and festive sundal mix.",
    description: [
      {
        title: "Overview",
        items: [
          "Made for the Navaratri golu steps, with dolls turned and lacquered by Channapatna artisans.",
          "A festive gift that becomes part of the family golu year after year.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "Pair of Channapatna marapachi dolls (8 inches)",
          "Set of 3 small lacquered animal figures",
          "Brass kuthu vilakku (6 inches)",
          "Ready-to-cook sundal mix, 3 varieties",
          "Haldi-kumkum gift pouches (5 pieces)",
          "Navaratri greeting card",
        ],
      },
      delivery({ express: 250, area: PAN_INDIA, handcrafted: true }),
      orderInfo(["Doll outfits vary with each batch."]),
    ],
    occasions: ["dussehra", "festive"],
    rating: 4.7,
    totalClients: 140,
    totalReviews: 103,
    whatsappMessage: "Hi, I have a question about the Channapatna Golu Doll Hamper.",
    motif: "hamper",
    imageCount: 4,
  },
];
