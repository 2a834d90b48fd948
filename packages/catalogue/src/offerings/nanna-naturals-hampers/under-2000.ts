import type { OfferingSeed } from "../../types.ts";
import { BULK, DELIVERY, POLICY } from "./sections.ts";

// Nanna Naturals festive hampers priced above ₹1,000 up to ₹2,000.

export const HAMPERS_UNDER_2000: OfferingSeed[] = [
  {
    id: "NNC5",
    title: "Herbal Tea and Millet Wellness Hamper",
    vendor: "nanna-naturals",
    category: "gifts",
    subCategory: "all",
    price: 1299,
    priceLabel: "From ₹1,299",
    offeringType: "buy",
    summary: "Three herbal teas, raw forest honey, ragi cookies and date-nut bites in a cane basket for the wellness lover.",
    description: [
      {
        title: "Overview",
        items: [
          "A calm, caffeine-free hamper for friends who are cutting down on sugar but still want something festive to open.",
          "Our teas are blended from sun-dried herbs sourced from small farms in Coorg and the Nilgiris.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "Tulsi-ginger herbal tea, 50 g",
          "Hibiscus and rose herbal tea, 50 g",
          "Moringa and mint herbal tea, 50 g",
          "150 g raw forest honey",
          "200 g ragi and jaggery cookies",
          "200 g date and nut energy bites",
          "Handwoven cane basket",
        ],
      },
      DELIVERY,
      BULK,
      POLICY,
    ],
    occasions: ["diwali", "birthday", "thank-you", "festive"],
    rating: 4.8,
    totalClients: 520,
    totalReviews: 97,
    whatsappMessage: "Hi, I would like to know more about the Herbal Tea and Millet Wellness Hamper (NNC5).",
    motif: "hamper",
    imageCount: 5,
  },
  {
    id: "NNC6",
    title: "Grand Natural Diwali Hamper",
    vendor: "nanna-naturals",
    category: "gifts",
    subCategory: "all",
    price: 1899,
    priceLabel: "From ₹1,899",
    offeringType: "buy",
    summary: "Our fullest family hamper: cold-pressed coconut oil, dates, premium nuts, millet mysore pak, cookies, tea and diyas.",
    description: [
      {
        title: "Overview",
        items: [
          "The hamper we are proudest of, built for family elders, close friends and anyone you want to truly spoil this Diwali.",
          "Every item is made or packed in our Jayanagar kitchen the week it ships.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "500 ml cold-pressed coconut oil",
          "250 g Kimia dates",
          "200 g dry-roasted almonds",
          "200 g W320 cashews",
          "250 g millet mysore pak made with jaggery and ghee",
          "200 g ragi and jaggery cookies",
          "50 g tulsi-ginger herbal tea",
          "4 hand-painted clay diyas on a reusable cane tray",
        ],
      },
      {
        title: "Product Details",
        items: [
          "Total hamper weight is about 2.3 kg; the tray measures roughly 14 x 10 inches.",
          "Mysore pak keeps for 20 days; nuts, dates and cookies for 45 days when stored airtight.",
        ],
      },
      DELIVERY,
      BULK,
      POLICY,
    ],
    occasions: ["diwali", "festive", "anniversary"],
    rating: 4.9,
    totalClients: 410,
    totalReviews: 88,
    whatsappMessage: "Hi, I would like to know more about the Grand Natural Diwali Hamper (NNC6).",
    motif: "hamper",
    imageCount: 5,
  },
];
