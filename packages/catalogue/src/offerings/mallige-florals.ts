import type { OfferingSeed } from "../types.ts";

// Mallige Florals: corporate floral decor for offices and lobbies, Bangalore only.

const serviceArea = {
  title: "Service Area",
  items: ["Bangalore only. We decorate offices, lobbies and reception areas across the city."],
};

const bookingInformation = (size: "small" | "large") => ({
  title: "Booking Information",
  items: [
    "Decor takes 2-3 days for small setups and 3-5 days for large setups.",
    size === "small" ? "This is a small setup, so please book 2-3 days ahead." : "This is a large setup, so please book 3-5 days ahead.",
    "A 50% advance confirms the booking.",
    "Setup is done before office hours or on a weekend so your team is not disturbed.",
  ],
});

const paymentAndCancellation = {
  title: "Payment & Cancellation Policy",
  items: [
    "50% advance at the time of booking; the balance after setup.",
    "Prices exclude shipping and labour; GST and transport are extra.",
    "10% refund if cancelled before the event date.",
  ],
};

export const MALLIGE_OFFERINGS: OfferingSeed[] = [
  {
    id: "MFDEC1",
    title: "Office Lobby Festive Floral Decor",
    vendor: "mallige-florals",
    category: "decor",
    subCategory: "corporate",
    price: 12500,
    priceLabel: "From ₹12,500",
    offeringType: "call",
    summary: "Marigold, jasmine and orchid decor for your office lobby and reception desk, set up before the team walks in.",
    description: [
      {
        title: "Overview",
        items: [
          "A festive welcome in your lobby for Diwali, Dussehra or Ayudha Pooja, done in fresh flowers.",
          "Designed for a single reception and lobby area in a tech park or standalone office.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "Marigold and jasmine toran at the main office entrance",
          "Flower arrangement on the reception desk with orchids and roses",
          "Large brass urli with floating flowers and diyas in the lobby",
          "Flower rangoli, about 4 ft across, near the entrance",
          "A marigold-string photo corner for the team",
        ],
      },
      serviceArea,
      bookingInformation("small"),
      paymentAndCancellation,
    ],
    occasions: ["diwali", "dussehra", "corporate", "festive"],
    rating: 4.5,
    totalClients: 64,
    totalReviews: 23,
    motif: "flowers",
    imageCount: 4,
  },
  {
    id: "MFDEC2",
    title: "Corporate Reception & Workspace Flower Decor",
    vendor: "mallige-florals",
    category: "decor",
    subCategory: "corporate",
    price: 15500,
    priceLabel: "From ₹15,500",
    offeringType: "call",
    summary: "Floral decor for the reception, workspace bays and cafeteria, with a pooja corner for your office celebration.",
    description: [
      {
        title: "Overview",
        items: [
          "A fuller office setup that carries the festive look from the reception into the workspace.",
          "Works for Diwali celebrations, Ayudha Pooja, office anniversaries and client visits.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "Reception backdrop of marigold and jasmine strings",
          "Pooja corner with a flower-dressed table, kalasha and rangoli",
          "Flower bunches on up to 10 workspace bays or meeting-room doors",
          "Cafeteria table centrepieces with roses and orchids",
          "Two brass urlis with floating flowers",
        ],
      },
      {
        title: "Corporate Packages",
        items: [
          "Larger floors and multiple wings are quoted after a quick site visit.",
          "Flowers can be refreshed for multi-day celebrations at an extra charge.",
        ],
      },
      serviceArea,
      bookingInformation("large"),
      paymentAndCancellation,
    ],
    occasions: ["diwali", "corporate", "dussehra", "festive"],
    rating: 4.6,
    totalClients: 41,
    totalReviews: 16,
    motif: "flowers",
    imageCount: 5,
  },
];
