import type { OfferingSeed } from "../../types.ts";
import { delivery, orderInfo, PAN_INDIA } from "./sections.ts";

// Deepam Gifts & Decor personal hampers whose first occasion is Engagement.

export const ENGAGEMENT_HAMPERS: OfferingSeed[] = [
  {
    id: "DGP26",
    title: "Engagement Ring Ceremony Tray Hamper",
    vendor: "deepam-gifts",
    category: "gifts",
    subCategory: "personal",
    price: 6899,
    priceLabel: "From ₹6,899",
    offeringType: "buy",
    summary: "A decorated ring platter with a kumkum set, dry fruits in acrylic boxes and silk potlis for the engagement.",
    description: [
      {
        title: "Overview",
        items: [
          "A tray that holds the rings on the day and the sweet memories after it.",
          "Decorated with gota lace, faux pearls and dried flowers in ivory and gold.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "Decorated ring ceremony platter with two ring cushions",
          "Silver-plated kumkum and akshata bowls",
          "Dry fruits in 4 acrylic boxes (cashews, almonds, pistachios, raisins)",
          "Pair of silk potli bags",
          "Kaju roll sweets (250 g)",
          "Engagement greeting card",
        ],
      },
      delivery({ express: 400, area: PAN_INDIA }),
      orderInfo(["Colour themes: ivory-gold or maroon-gold; mention your choice in the gift note."]),
    ],
    occasions: ["engagement", "wedding"],
    rating: 4.6,
    totalClients: 58,
    totalReviews: 40,
    whatsappMessage: "Hi, I have a question about the Engagement Ring Ceremony Tray Hamper.",
    motif: "hamper",
    imageCount: 5,
  },
];
