import type { OfferingSeed } from "../../types.ts";
import { delivery, orderInfo } from "./sections.ts";

// Deepam Gifts & Decor personal hampers whose first occasion is Housewarming.

export const HOUSEWARMING_HAMPERS: OfferingSeed[] = [
  {
    id: "DGP5",
    title: "Housewarming Copper & Tulsi Hamper",
    vendor: "deepam-gifts",
    category: "gifts",
    subCategory: "personal",
    price: 2950,
    priceLabel: "From ₹2,950",
    offeringType: "buy",
    summary: "A live tulsi plant in a ceramic pot with a copper water bottle, tumblers and a brass bell for the new home.",
    description: [
      {
        title: "Overview",
        items: [
          "A griha pravesh gift with a little bit of tradition and a lot of everyday use.",
          "The tulsi comes potted and watered, ready for the balcony or the pooja corner.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "Live tulsi plant in a 5-inch glazed ceramic pot",
          "Hammered copper water bottle (1 litre)",
          "Pair of copper tumblers",
          "Small brass pooja bell",
          "Housewarming greeting card",
        ],
      },
      delivery({ express: 250, area: "Delivered within Bangalore only, as the live plant does not travel well by courier." }),
      orderInfo(),
    ],
    occasions: ["housewarming"],
    rating: 4.5,
    totalClients: 138,
    totalReviews: 97,
    whatsappMessage: "Hi, I have a question about the Housewarming Copper & Tulsi Hamper.",
    motif: "hamper",
    imageCount: 4,
  },
  {
    id: "DGP25",
    title: "Housewarming Indoor Plant Hamper",
    vendor: "deepam-gifts",
    category: "gifts",
    subCategory: "personal",
    price: 5999,
    priceLabel: "From ₹5,999",
    offeringType: "buy",
    summary: "Three easy-care indoor plants in glazed pots with a brass mister, plant care kit and a welcome doormat.",
    description: [
      {
        title: "Overview",
        items: [
          "Green up a new home with plants that are hard to kill and easy to love.",
          "Plants are potted in our Indiranagar studio and checked before dispatch.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "Snake plant in a 6-inch glazed pot",
          "Money plant on a coir pole",
          "ZZ plant in a 5-inch terracotta pot",
          "Brass plant mister",
          "Organic potting mix and plant food",
          "Coir 'Welcome Home' doormat",
          "Housewarming card",
        ],
      },
      delivery({ express: 400, area: "Delivered within Bangalore only, as live plants cannot be couriered." }),
      orderInfo(["Plant sizes may vary slightly with the season."]),
    ],
    occasions: ["housewarming"],
    rating: 4.4,
    totalClients: 110,
    totalReviews: 76,
    whatsappMessage: "Hi, I have a question about the Housewarming Indoor Plant Hamper.",
    motif: "hamper",
    imageCount: 5,
  },
];
