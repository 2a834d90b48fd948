import type { OfferingSeed } from "../../types.ts";
import { bookingInformation, paymentAndCancellation, serviceArea } from "./sections.ts";

// Shiva Flower Traders decor and flowers whose first occasion is Festive Season.

export const FESTIVE_DECOR: OfferingSeed[] = [
  {
    id: "SHIVA2",
    title: "Bulk Loose Flowers for Functions",
    vendor: "shiva-flowers",
    category: "decor",
    subCategory: "personal",
    price: 6000,
    priceLabel: "From ₹6,000",
    offeringType: "call",
    summary: "Wholesale marigold, jasmine, roses and petals delivered fresh from our KR Puram yard for poojas and functions.",
    description: [
      {
        title: "Overview",
        items: [
          "Straight from our wholesale yard: loose flowers, strings and garlands for poojas, temple events and family functions.",
          "Ideal when your family or caterer is handling the decoration.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "Marigold strings in orange and yellow, sold by the bundle",
          "Jasmine (mallige) and kanakambara strings by the maaru",
          "Loose rose and chrysanthemum petals for rangoli and petal showers",
          "Mango leaves and banana stems for torans and entrance",
          "Ready garlands for the deity and guests on request",
        ],
      },
      {
        title: "Bulk Orders",
        items: [
          "The starting price covers a typical mixed order for a 100-guest function.",
          "Larger quantities for temple utsavas, weddings and apartment festivals are priced at the day's wholesale rate.",
          "Flowers are packed in wet gunny and delivered early in the morning to stay fresh.",
        ],
      },
      serviceArea,
      bookingInformation("small", "Delivery only; no setup is included with loose flowers."),
      paymentAndCancellation,
    ],
    occasions: ["festive", "wedding", "housewarming", "dussehra"],
    rating: 4.2,
    totalClients: 410,
    totalReviews: 138,
    motif: "flowers",
    imageCount: 4,
  },
];
