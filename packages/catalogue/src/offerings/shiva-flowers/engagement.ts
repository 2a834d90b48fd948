import type { OfferingSeed } from "../../types.ts";
import { bookingInformation, paymentAndCancellation, serviceArea } from "./sections.ts";

// Shiva Flower Traders decor and flowers whose first occasion is Engagement.

export const ENGAGEMENT_DECOR: OfferingSeed[] = [
  {
    id: "SHIVA3",
    title: "Engagement Stage Flower Decor",
    vendor: "shiva-flowers",
    category: "decor",
    subCategory: "personal",
    price: 8500,
    priceLabel: "From ₹8,500",
    offeringType: "call",
    summary: "A neat ring-ceremony stage with a rose and carnation backdrop, decorated sofa and a petal pathway.",
    description: [
      {
        title: "Overview",
        items: [
          "A compact stage setup for an engagement or ring ceremony in a party hall or apartment clubhouse.",
          "Fresh flowers on a ready frame that we bring and take back after the function.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "Backdrop frame, about 12 ft wide, dressed in roses, carnations and fillers",
          "Decorated sofa with flower bunches on both sides",
          "Two flower stands at the stage edge",
          "Rose-petal pathway to the stage",
        ],
      },
      {
        title: "Decor Themes",
        items: ["Red and white roses", "Pastel pink and peach", "Marigold and jasmine traditional"],
      },
      serviceArea,
      bookingInformation("small", "Setup takes about 3 hours at the venue."),
      paymentAndCancellation,
    ],
    occasions: ["engagement", "anniversary", "birthday"],
    rating: 4.1,
    totalClients: 142,
    totalReviews: 51,
    motif: "flowers",
    imageCount: 5,
  },
];
