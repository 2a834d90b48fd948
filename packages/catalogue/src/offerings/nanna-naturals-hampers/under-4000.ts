import type { OfferingSeed } from "../../types.ts";
import { DELIVERY, POLICY } from "./sections.ts";

// Nanna Naturals festive hampers priced above ₹2,000 up to ₹4,000.

export const HAMPERS_UNDER_4000: OfferingSeed[] = [
  {
    id: "NNC7",
    title: "Corporate Festive Bulk Hamper",
    vendor: "nanna-naturals",
    category: "gifts",
    subCategory: "all",
    price: 2499,
    priceLabel: "From ₹2,499",
    offeringType: "call",
    summary: "A premium natural-foods hamper for teams and clients, with Medjool dates, premium nuts, kaju katli and a branded card.",
    description: [
      {
        title: "Overview",
        items: [
          "Our bulk corporate festive hamper for employees, clients and channel partners, put together with no refined sugar.",
          "Call or message us with your headcount and dates, and we will help you plan the order.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "500 ml cold-pressed groundnut oil",
          "250 g Medjool dates",
          "250 g dry-roasted almonds",
          "250 g W320 cashews",
          "250 g palm jaggery kaju katli",
          "200 g foxtail millet cookies",
          "50 g hibiscus and rose herbal tea",
          "Mango-wood serving tray with a printed gift card",
        ],
      },
      {
        title: "Corporate Packages",
        items: [
          "Add a gift note or card with your company logo and a festive message from your leadership.",
          "Items can be swapped for others of similar value, for example sesame oil instead of groundnut oil.",
        ],
      },
      {
        title: "Bulk Orders",
        items: [
          "Discounts apply from 100+ hampers.",
          "Share your quantity, delivery date and addresses on a call and we will send a quote.",
        ],
      },
      DELIVERY,
      POLICY,
    ],
    occasions: ["corporate", "diwali", "thank-you", "festive"],
    rating: 4.7,
    totalClients: 260,
    totalReviews: 54,
    whatsappMessage: "Hi, we are planning a bulk order of the Corporate Festive Bulk Hamper (NNC7) for our team. Please share a quote.",
    motif: "hamper",
    imageCount: 4,
  },
];
