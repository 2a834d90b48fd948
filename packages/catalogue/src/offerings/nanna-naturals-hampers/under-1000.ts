import type { OfferingSeed } from "../../types.ts";
import { BULK, DELIVERY, POLICY } from "./sections.ts";

// Nanna Naturals festive hampers priced from ₹550 up to ₹1,000.

export const HAMPERS_UNDER_1000: OfferingSeed[] = [
  {
    id: "NNC3",
    title: "Dates and Dry Fruits Festive Box",
    vendor: "nanna-naturals",
    category: "gifts",
    subCategory: "all",
    price: 699,
    priceLabel: "From ₹699",
    offeringType: "buy",
    summary: "Soft Kimia dates with roasted almonds, cashews and black raisins, packed in a reusable palm-leaf tray.",
    description: [
      {
        title: "Overview",
        items: [
          "The classic Diwali dry-fruit box, made a little more wholesome with naturally sweet dates and lightly roasted nuts.",
          "Nuts are dry-roasted in small batches with a pinch of rock salt, never fried.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "200 g Kimia dates",
          "100 g dry-roasted California almonds",
          "100 g W320 cashews, lightly salted",
          "100 g seedless black raisins",
          "Reusable palm-leaf tray with a cotton drawstring cover",
        ],
      },
      DELIVERY,
      BULK,
      POLICY,
    ],
    occasions: ["diwali", "festive", "dussehra"],
    rating: 4.7,
    totalClients: 1120,
    totalReviews: 204,
    whatsappMessage: "Hi, I would like to know more about the Dates and Dry Fruits Festive Box (NNC3).",
    motif: "hamper",
    imageCount: 5,
  },
  {
    id: "NNC4",
    title: "Cold-Pressed Kitchen Diwali Hamper",
    vendor: "nanna-naturals",
    category: "gifts",
    subCategory: "all",
    price: 999,
    priceLabel: "From ₹999",
    offeringType: "buy",
    summary: "Wood-pressed groundnut and sesame oils with jaggery powder, besan laddoos and clay diyas for a wholesome Diwali kitchen.",
    description: [
      {
        title: "Overview",
        items: [
          "A practical hamper for the family kitchen: oils pressed slowly in a wooden ghani, so they keep their aroma and nutrients.",
          "Finished with our jaggery besan laddoos and a pair of hand-thrown clay diyas for the festival evening.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "500 ml cold-pressed groundnut oil in a glass bottle",
          "250 ml wood-pressed sesame (gingelly) oil",
          "250 g organic jaggery powder",
          "200 g jaggery besan laddoos (6 pieces)",
          "2 hand-thrown clay diyas",
          "Cane basket lined with a cotton cloth",
        ],
      },
      {
        title: "Product Details",
        items: [
          "Oils are unrefined and filtered by natural settling; a little sediment at the bottom is normal.",
          "Laddoos are best eaten within 15 days; oils keep for 6 months from pressing.",
        ],
      },
      DELIVERY,
      BULK,
      POLICY,
    ],
    occasions: ["diwali", "housewarming", "festive"],
    rating: 4.6,
    totalClients: 730,
    totalReviews: 131,
    whatsappMessage: "Hi, I would like to know more about the Cold-Pressed Kitchen Diwali Hamper (NNC4).",
    motif: "hamper",
    imageCount: 4,
  },
];
