import type { OfferingSeed } from "../../types.ts";
import { BULK, DELIVERY, POLICY } from "./sections.ts";

// Nanna Naturals festive hampers priced below ₹550 (the under-500 collection's rule).

export const HAMPERS_UNDER_500: OfferingSeed[] = [
  {
    id: "NNC1",
    title: "Jaggery Treats Mini Hamper",
    vendor: "nanna-naturals",
    category: "gifts",
    subCategory: "all",
    price: 399,
    priceLabel: "From ₹399",
    offeringType: "buy",
    summary: "A small kraft box of jaggery chikki, sesame laddoos and tulsi-ginger tea, perfect for a thoughtful festive hello.",
    description: [
      {
        title: "Overview",
        items: [
          "Our smallest festive hamper, made for neighbours, house help, colleagues and everyone you want to remember this season.",
          "Everything inside is sweetened only with organic jaggery from Mandya, with no refined sugar or preservatives.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "150 g groundnut jaggery chikki, cut into bite-sized squares",
          "4 sesame and jaggery laddoos (ellu unde), about 100 g",
          "Tulsi-ginger herbal tea, 5 pyramid bags",
          "Kraft gift box tied with jute twine",
        ],
      },
      DELIVERY,
      BULK,
      POLICY,
    ],
    occasions: ["diwali", "festive", "thank-you"],
    rating: 4.6,
    totalClients: 860,
    totalReviews: 142,
    whatsappMessage: "Hi, I would like to know more about the Jaggery Treats Mini Hamper (NNC1).",
    motif: "hamper",
    imageCount: 3,
  },
  {
    id: "NNC2",
    title: "Millet Cookie Tea-Time Hamper",
    vendor: "nanna-naturals",
    category: "gifts",
    subCategory: "all",
    price: 499,
    priceLabel: "From ₹499",
    offeringType: "buy",
    summary: "Ragi and foxtail millet cookies baked with jaggery, paired with a lemongrass-tulsi tea for slow evening chai breaks.",
    description: [
      {
        title: "Overview",
        items: [
          "A tea-time hamper for people who love a crunchy biscuit with their evening cup, minus the maida and refined sugar.",
          "Our cookies are baked in small batches in our Jayanagar kitchen with cold-pressed groundnut oil and jaggery.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "200 g ragi and jaggery cookies",
          "150 g foxtail millet and coconut cookies",
          "25 g loose-leaf lemongrass-tulsi herbal tea",
          "Handmade seed-paper tag that can be planted after the festival",
          "Recycled kraft box with a printed festive sleeve",
        ],
      },
      {
        title: "Product Details",
        items: [
          "Cookies stay fresh for 45 days in an airtight container.",
          "Contains nuts and gluten-free millets; made in a kitchen that also handles wheat.",
        ],
      },
      DELIVERY,
      BULK,
      POLICY,
    ],
    occasions: ["diwali", "festive", "thank-you", "corporate"],
    rating: 4.5,
    totalClients: 640,
    totalReviews: 118,
    whatsappMessage: "Hi, I would like to know more about the Millet Cookie Tea-Time Hamper (NNC2).",
    motif: "hamper",
    imageCount: 4,
  },
];
