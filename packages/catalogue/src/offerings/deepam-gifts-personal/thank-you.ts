import type { OfferingSeed } from "../../types.ts";
import { delivery, orderInfo, PAN_INDIA } from "./sections.ts";

// Deepam Gifts & Decor personal hampers whose first occasion is Thank You.

export const THANK_YOU_HAMPERS: OfferingSeed[] = [
  {
    id: "DGP8",
    title: "Thank You Artisan Tea Box",
    vendor: "deepam-gifts",
    category: "gifts",
    subCategory: "personal",
    price: 1490,
    priceLabel: "From ₹1,490",
    offeringType: "buy",
    summary: "Three single-estate Nilgiri and Darjeeling teas with a glass infuser mug and millet cookies to say thanks.",
    description: [
      {
        title: "Overview",
        items: [
          "A calm, thoughtful way to thank a teacher, a doctor, a neighbour or a mentor.",
          "Packed in a kraft box with a hand-stamped 'Thank You' tag.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "Nilgiri frost tea (50 g)",
          "Darjeeling second flush (50 g)",
          "Masala chai blend (50 g)",
          "Borosilicate glass infuser mug",
          "Ragi and jaggery cookies (150 g)",
          "Thank-you card",
        ],
      },
      delivery({ express: 250, area: PAN_INDIA }),
      orderInfo(),
    ],
    occasions: ["thank-you"],
    rating: 4.2,
    totalClients: 310,
    totalReviews: 205,
    whatsappMessage: "Hi, I have a question about the Thank You Artisan Tea Box.",
    motif: "hamper",
    imageCount: 3,
  },
  {
    id: "DGP23",
    title: "Wellness Dry Fruit & Honey Basket",
    vendor: "deepam-gifts",
    category: "gifts",
    subCategory: "personal",
    price: 4499,
    priceLabel: "From ₹4,499",
    offeringType: "buy",
    summary: "Raw forest honey, roasted seeds, premium dry fruits and a jar of chyawanprash in a reusable cane basket.",
    description: [
      {
        title: "Overview",
        items: [
          "A healthy festive gift for elders and fitness-minded friends, with no refined sugar.",
          "Honey is sourced from forest collectors in the Western Ghats.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "Raw wild forest honey (350 g)",
          "Roasted seed trail mix (250 g)",
          "California almonds and walnut kernels (400 g in all)",
          "Dried blueberries and cranberries (200 g)",
          "Chyawanprash (250 g)",
          "Greeting card",
        ],
      },
      delivery({ express: 250, area: PAN_INDIA }),
      orderInfo(),
    ],
    occasions: ["thank-you", "festive", "diwali"],
    rating: 4.3,
    totalClients: 230,
    totalReviews: 160,
    whatsappMessage: "Hi, I have a question about the Wellness Dry Fruit & Honey Basket.",
    motif: "hamper",
    imageCount: 4,
  },
];
