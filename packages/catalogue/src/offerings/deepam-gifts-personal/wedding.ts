import type { OfferingSeed } from "../../types.ts";
import { delivery, orderInfo, PAN_INDIA } from "./sections.ts";

// Deepam Gifts & Decor personal hampers whose first occasion is Wedding.

export const WEDDING_HAMPERS: OfferingSeed[] = [
  {
    id: "DGP4",
    title: "Wedding Shagun Trousseau Hamper",
    vendor: "deepam-gifts",
    category: "gifts",
    subCategory: "personal",
    price: 8999,
    priceLabel: "From ₹8,999",
    offeringType: "buy",
    summary: "A grand trousseau-style trunk with a silver-plated kumkum box, dry fruits and a silk stole for the newlyweds.",
    description: [
      {
        title: "Overview",
        items: [
          "A shagun gift that looks as good at the wedding as it does in the couple's new home.",
          "Presented in a velvet-lined trousseau trunk with brass latches.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "Silver-plated kumkum and haldi box",
          "Pair of silver-plated coin pouches",
          "Premium dry fruits: cashews, pistachios and Medjool dates (600 g in all)",
          "Art silk stole with zari border",
          "Pair of brass diyas",
          "Shagun envelope and wedding blessings card",
        ],
      },
      delivery({ express: 400, area: PAN_INDIA }),
      orderInfo(["The couple's names can be printed on the blessings card; add them in the gift note."]),
    ],
    occasions: ["wedding", "engagement"],
    rating: 4.8,
    totalClients: 96,
    totalReviews: 71,
    whatsappMessage: "Hi, I have a question about the Wedding Shagun Trousseau Hamper.",
    motif: "hamper",
    imageCount: 5,
  },
  {
    id: "DGP11",
    title: "Kansa Dinner Set Wedding Hamper",
    vendor: "deepam-gifts",
    category: "gifts",
    subCategory: "personal",
    price: 15500,
    priceLabel: "From ₹15,500",
    offeringType: "buy",
    summary: "A heirloom kansa dinner set for two with a brass urli, silk runner and festive sweets for the newlyweds.",
    description: [
      {
        title: "Overview",
        items: [
          "Kansa (bronze) tableware is a traditional wedding gift believed to be good for health and for the home.",
          "Presented in a handloom-covered gift box with a brass urli for flowers.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "2 kansa thalis",
          "4 kansa katoris",
          "2 kansa tumblers",
          "2 kansa spoons",
          "Brass urli (8 inches)",
          "Ilkal silk table runner",
          "Box of badam burfi (400 g)",
          "Wedding blessings card",
        ],
      },
      {
        title: "Product Details",
        items: [
          "Kansa is hand-beaten in Odisha; small hammer marks are part of the craft.",
          "Wash by hand and dry straight away; avoid the dishwasher.",
        ],
      },
      delivery({ express: 400, area: PAN_INDIA }),
      orderInfo(),
    ],
    occasions: ["wedding", "anniversary", "housewarming"],
    rating: 4.9,
    totalClients: 42,
    totalReviews: 31,
    whatsappMessage: "Hi, I have a question about the Kansa Dinner Set Wedding Hamper.",
    motif: "hamper",
    imageCount: 5,
  },
  {
    id: "DGP28",
    title: "Bride-to-Be Pamper Hamper",
    vendor: "deepam-gifts",
    category: "gifts",
    subCategory: "personal",
    price: 8499,
    priceLabel: "From ₹8,499",
    offeringType: "buy",
    summary: "A satin robe, a silk eye mask, kumkumadi skincare and a mehendi-ready kit to pamper the bride-to-be.",
    description: [
      {
        title: "Overview",
        items: [
          "Everything she needs to relax in the busy weeks before the wedding.",
          "Packed in a blush-pink trunk with 'Bride to Be' in gold foil.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "Satin robe embroidered with 'Bride' (free size)",
          "Mulberry silk eye mask and scrunchie set",
          "Kumkumadi face oil and saffron face pack",
          "Organic henna cones (6) and aftercare oil",
          "Rose quartz face roller",
          "Bridal shower card",
        ],
      },
      delivery({ express: 400, area: PAN_INDIA }),
      orderInfo(),
    ],
    occasions: ["wedding", "engagement"],
    rating: 4.7,
    totalClients: 76,
    totalReviews: 55,
    whatsappMessage: "Hi, I have a question about the Bride-to-Be Pamper Hamper.",
    motif: "hamper",
    imageCount: 4,
  },
];
