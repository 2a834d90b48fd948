import type { OfferingSeed } from "../types.ts";

// Bar gift sets from Highball Works (catalogue §3 HWGH1-4, §9 barware company terms).

type Section = OfferingSeed["description"][number];

function deliveryArea(): Section {
  return {
    title: "Delivery & Service Area",
    items: [
      "Ships Pan India, to a single office or to individual employee addresses.",
      "Lead time: 10-15 days with gift box, 7 days without.",
    ],
  };
}

function bulkOrders(extra: string[] = []): Section {
  return {
    title: "Bulk Orders",
    items: ["Minimum order of 50 sets.", "Branding with your company logo is available above 50 sets.", ...extra],
  };
}

function paymentAndCancellation(): Section {
  return {
    title: "Payment & Cancellation Policy",
    items: [
      "Orders can be cancelled within 24 hours of placement.",
      "Refunds take 1-3 working days (5-7 working days for orders placed on the website).",
    ],
  };
}

export const HIGHBALL_OFFERINGS: OfferingSeed[] = [
  {
    id: "HWGH1",
    title: "Classic Whisky Stones Coaster Set",
    vendor: "highball-works",
    category: "gifts",
    subCategory: "corporate",
    price: 599,
    priceLabel: "From ₹599",
    offeringType: "call",
    summary: "Six soapstone whisky stones with two slate coasters in a kraft gift box, an easy gift for large teams.",
    description: [
      {
        title: "Overview",
        items: [
          "Our most popular starter set: chill the drink without watering it down.",
          "A compact gift that fits on every desk and in every budget.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "6 soapstone whisky stones",
          "Velvet storage pouch",
          "2 natural slate coasters with felt backing",
          "Kraft gift box with a thank-you insert",
        ],
      },
      bulkOrders(["Logo can be laser-etched on the slate coasters."]),
      deliveryArea(),
      paymentAndCancellation(),
    ],
    occasions: ["corporate", "diwali", "thank-you"],
    rating: 4.2,
    totalClients: 146,
    totalReviews: 88,
    motif: "barware",
    imageCount: 3,
  },
  {
    id: "HWGH2",
    title: "Highball Glass & Jigger Duo",
    vendor: "highball-works",
    category: "gifts",
    subCategory: "corporate",
    price: 849,
    priceLabel: "From ₹849",
    offeringType: "call",
    summary: "Two fluted highball glasses, a steel double jigger and a bar spoon in a rigid gift box for team gifting.",
    description: [
      {
        title: "Overview",
        items: [
          "For the team member who likes a long drink, from a gin and tonic to a nimbu soda.",
          "Lead-free fluted glass that is sturdy enough for everyday use.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "2 fluted highball glasses (350 ml each)",
          "Stainless steel double jigger (30/60 ml)",
          "Twisted stainless steel bar spoon",
          "Mocktail recipe card",
        ],
      },
      {
        title: "Product Details",
        items: ["Glasses are dishwasher-safe.", "Jigger and spoon available in steel, gold or gunmetal finish."],
      },
      bulkOrders(["Logo can be sand-etched on both glasses."]),
      deliveryArea(),
      paymentAndCancellation(),
    ],
    occasions: ["corporate", "diwali", "festive"],
    rating: 4.4,
    totalClients: 118,
    totalReviews: 73,
    motif: "barware",
    imageCount: 4,
  },
  {
    id: "HWGH3",
    title: "Cocktail Shaker Starter Kit",
    vendor: "highball-works",
    category: "gifts",
    subCategory: "corporate",
    price: 1049,
    priceLabel: "From ₹1,049",
    offeringType: "call",
    summary: "A cobbler shaker, strainer, muddler and jigger with a recipe booklet, boxed for corporate gifting.",
    description: [
      {
        title: "Overview",
        items: [
          "A complete home-bar starter kit for employees who like to mix their own drinks.",
          "Works just as well for mocktails, cold coffee and lassi.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "Stainless steel cobbler shaker (550 ml)",
          "Hawthorne strainer",
          "Wooden muddler",
          "Double jigger (30/60 ml)",
          "Recipe booklet with 12 classic cocktails and mocktails",
        ],
      },
      bulkOrders(["Logo can be engraved on the shaker."]),
      deliveryArea(),
      paymentAndCancellation(),
    ],
    occasions: ["corporate", "festive", "thank-you"],
    rating: 4.3,
    totalClients: 96,
    totalReviews: 61,
    motif: "barware",
    imageCount: 4,
  },
  {
    id: "HWGH4",
    title: "Premium Crystal Whisky Gift Set",
    vendor: "highball-works",
    category: "gifts",
    subCategory: "corporate",
    price: 1299,
    priceLabel: "From ₹1,299",
    offeringType: "call",
    summary: "Two heavy-base crystal tumblers, whisky stones and walnut coasters in a magnetic gift box for senior teams.",
    description: [
      {
        title: "Overview",
        items: [
          "Our premium set for leadership teams, clients and long-service awards.",
          "Presented in a black magnetic box with a satin-lined insert.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "2 heavy-base crystal whisky tumblers (300 ml each)",
          "4 stainless steel whisky stones with tongs",
          "2 walnut wood coasters",
          "Magnetic-closure gift box",
        ],
      },
      {
        title: "Corporate Packages",
        items: [
          "Add a personalised message card for each recipient.",
          "Names can be engraved on the tumblers for award and farewell gifts.",
        ],
      },
      bulkOrders(["Logo can be engraved on the tumblers and foil-printed on the box lid."]),
      deliveryArea(),
      paymentAndCancellation(),
    ],
    occasions: ["corporate", "diwali", "thank-you"],
    rating: 4.5,
    totalClients: 82,
    totalReviews: 54,
    motif: "barware",
    imageCount: 5,
  },
];
