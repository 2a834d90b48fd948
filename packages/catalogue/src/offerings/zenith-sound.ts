import type { OfferingSeed } from "../types.ts";

// Zenith Sound & Lights: outdoor lighting for apartments and villas within 8 km of HSR Layout.

const itemPriceList = {
  title: "Product Details",
  items: [
    "Add extra fixtures at these item prices:",
    "Serial lights: ₹40",
    "RGB belts: ₹200",
    "Flashers: ₹100",
    "LED focus lights: ₹300",
    "Bar or disco lights: ₹500 each",
    "Sharpy: ₹3,000 each",
  ],
};

const serviceArea = {
  title: "Service Area",
  items: [
    "We light up buildings within 8 km of HSR Layout, including Koramangala, BTM Layout, Bellandur, Agara and parts of Sarjapur Road.",
  ],
};

const bookingInformation = (minimum: string) => ({
  title: "Booking Information",
  items: ["Book 5-6 days ahead so our crew and fixtures can be scheduled for your dates.", minimum, "A 50% advance confirms the booking."],
});

const paymentAndCancellation = {
  title: "Payment & Cancellation Policy",
  items: [
    "50% advance at the time of booking; the balance on the day of installation.",
    "70% refund if cancelled 48 hours or more before the event.",
    "No refund within 24 hours of the event.",
  ],
};

// One price for every offering (catalogue: "ZS 6000 per floor per day").
const pricePerFloorPerDay = { price: 6000, priceLabel: "₹6,000 per floor per day" };

export const ZENITH_OFFERINGS: OfferingSeed[] = [
  {
    id: "ZS1",
    title: "Apartment Building Festive Facade Lighting",
    vendor: "zenith-sound",
    category: "decor",
    subCategory: "all",
    ...pricePerFloorPerDay,
    offeringType: "call",
    summary: "Serial lights, RGB belts and focus lights across your apartment block's facade, priced per floor per day.",
    description: [
      {
        title: "Overview",
        items: [
          "Festive facade lighting for apartment blocks and society buildings, installed and run by our crew.",
          "Warm-white or multicolour serial lights down every balcony line, with RGB belts on the parapet and focus lights on the entrance.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "Serial light drops along the balconies and facade of each floor",
          "RGB belt along the terrace parapet",
          "LED focus lights on the building name board and main gate",
          "Installation, wiring from your common-area supply and removal after the event",
          "One technician on call during the booked days",
        ],
      },
      itemPriceList,
      serviceArea,
      bookingInformation("Minimum booking is 2 floors for 1 day; the price is ₹6,000 per floor per day."),
      paymentAndCancellation,
    ],
    occasions: ["diwali", "festive", "christmas", "dussehra"],
    rating: 4.6,
    totalClients: 142,
    totalReviews: 58,
    motif: "lights",
    imageCount: 5,
    hasVideo: true,
  },
  {
    id: "ZS2",
    title: "Villa Outdoor Festive Lighting",
    vendor: "zenith-sound",
    category: "decor",
    subCategory: "all",
    ...pricePerFloorPerDay,
    offeringType: "call",
    summary: "Outdoor lighting for independent villas and row houses: serial drops, gate lighting and garden focus lights.",
    description: [
      {
        title: "Overview",
        items: [
          "Outdoor lighting for an independent villa, row house or duplex, for Diwali, a wedding at home or a housewarming.",
          "We light the facade, the compound wall and the gate, and can add sound for the evening on request.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "Serial light drops across the front facade of each floor",
          "Serial lights along the compound wall and gate",
          "Flashers on the gate pillars",
          "LED focus lights on the garden or a feature tree",
          "Installation and removal by our crew",
        ],
      },
      itemPriceList,
      serviceArea,
      bookingInformation("Minimum booking is 1 floor; the price is ₹6,000 per floor per day."),
      paymentAndCancellation,
    ],
    occasions: ["diwali", "wedding", "housewarming", "festive"],
    rating: 4.5,
    totalClients: 96,
    totalReviews: 39,
    motif: "lights",
    imageCount: 4,
  },
];
