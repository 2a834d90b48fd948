import type { OfferingSeed } from "../../types.ts";
import { bookingInformation, paymentAndCancellation, serviceArea } from "./sections.ts";

// Hoovu Kala flower decor whose first occasion is Housewarming.

export const HOUSEWARMING_DECOR: OfferingSeed[] = [
  {
    id: "HKGN7",
    title: "Housewarming Entrance & Pooja Decor",
    vendor: "hoovu-kala",
    category: "decor",
    subCategory: "personal",
    price: 12000,
    priceLabel: "From ₹12,000",
    offeringType: "call",
    summary: "Gruhapravesha flowers for the main door, pooja area and homa corner, in marigold, jasmine and mango leaves.",
    description: [
      {
        title: "Overview",
        items: [
          "Everything your gruhapravesha needs in flowers, from the main door to the homa corner.",
          "Sized for a 2 or 3 BHK apartment or a small independent house.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "Mango-leaf and marigold toran with side hangings at the main door",
          "Petal rangoli at the entrance, about 4 ft across",
          "Pooja area backdrop of marigold and jasmine strings",
          "Homa corner border and kalasha decoration",
          "Garlands for the deity and the couple",
          "Toran on the kitchen door for the first boil of milk",
        ],
      },
      serviceArea,
      bookingInformation("Setup takes about 3 hours; for early-morning muhurthams we set up the evening before."),
      paymentAndCancellation,
    ],
    occasions: ["housewarming"],
    rating: 4.8,
    totalClients: 118,
    totalReviews: 46,
    motif: "flowers",
    imageCount: 3,
  },
];
