import type { OfferingSeed } from "../types.ts";

// Sri Ranga Lighting House: lighting by the floor, by the day or by the piece within 30 km of Koramangala.

const pieceList = (intro: string) => ({
  title: "Product Details",
  items: [
    intro,
    "Pieces can also be hired individually, at ₹20 to ₹60 per piece:",
    "LED serial light string: ₹20 per piece",
    "Rice light curtain: ₹30 per piece",
    "Hanging star or paper lantern with bulb: ₹40 per piece",
    "Pixel or chaser string: ₹50 per piece",
    "LED rope light or par can: ₹60 per piece",
  ],
});

const serviceArea = {
  title: "Service Area",
  items: ["We cover homes, apartments and halls within 30 km of Koramangala, from Yelahanka to Electronic City and Whitefield to Kengeri."],
};

const bookingInformation = (setup: string) => ({
  title: "Booking Information",
  items: ["Book 2-3 days ahead of your event.", "A 25% advance confirms the booking; the balance is paid after installation.", setup],
});

const paymentAndCancellation = {
  title: "Payment & Cancellation Policy",
  items: [
    "25% advance at the time of booking.",
    "100% refund if cancelled 48 hours or more before the event.",
    "No refund within 2 hours of the event.",
  ],
};

// The price of the pandal and the reception hall lighting (catalogue: "SRD3 5000", "SRD prices from ... 5,000").
const fromFiveThousand = { price: 5000, priceLabel: "From ₹5,000" };

export const SRI_RANGA_OFFERINGS: OfferingSeed[] = [
  {
    id: "SRD1",
    title: "Apartment Building Serial Lighting",
    vendor: "sri-ranga-lights",
    category: "decor",
    subCategory: "all",
    price: 3000,
    priceLabel: "₹3,000 per floor per day",
    offeringType: "call",
    summary: "Outdoor serial-light drops down your building's facade, floor by floor, for Diwali, weddings and society festivals.",
    description: [
      {
        title: "Overview",
        items: [
          "The classic festival look for an apartment or commercial building: serial lights dropped down the facade on every floor.",
          "Priced at ₹3,000 per floor per day, so you only pay for the floors and days you need.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "Warm-white, golden or multicolour serial light drops across the front of each floor",
          "Wiring to your common-area supply with a timer switch",
          "Installation from the terrace and removal after the event",
        ],
      },
      pieceList("Extra strings, stars and lanterns can be added to any floor from our piece list."),
      serviceArea,
      bookingInformation("Installation takes about 1 hour per floor, done in daylight."),
      paymentAndCancellation,
    ],
    occasions: ["diwali", "festive", "wedding", "christmas"],
    rating: 4.4,
    totalClients: 236,
    totalReviews: 91,
    motif: "lights",
    imageCount: 4,
  },
  {
    id: "SRD2",
    title: "Wedding House Lighting Per Day",
    vendor: "sri-ranga-lights",
    category: "decor",
    subCategory: "all",
    price: 4000,
    priceLabel: "₹4,000 per day",
    offeringType: "call",
    summary: "Day-rate lighting for a wedding or function house: gate, facade and pandal lit up for as many days as you need.",
    description: [
      {
        title: "Overview",
        items: [
          "In many Bengaluru families the wedding house is lit for the whole wedding week; we make that simple with a flat day rate.",
          "One set of lighting for the gate, facade and the shamiana in front, at ₹4,000 per day.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "Serial light drops on the front of the house",
          "Gate arch with chaser lights",
          "Hanging lanterns and rice-light curtains inside the shamiana",
          "A lineman visit each evening to check connections",
        ],
      },
      pieceList("Add more lanterns, stars or rope lights from our piece list as the function grows."),
      serviceArea,
      bookingInformation("Installation takes 2-3 hours on the first day; lights stay up until the last booked day."),
      paymentAndCancellation,
    ],
    occasions: ["wedding", "engagement", "housewarming"],
    rating: 4.3,
    totalClients: 148,
    totalReviews: 53,
    motif: "lights",
    imageCount: 3,
  },
  {
    id: "SRD3",
    title: "Festive Pandal & Shamiana Lighting",
    vendor: "sri-ranga-lights",
    category: "decor",
    subCategory: "all",
    ...fromFiveThousand,
    offeringType: "call",
    summary: "Lighting for Ganesha, Dussehra and community pandals: par cans on the idol, chaser strings and hanging lanterns.",
    description: [
      {
        title: "Overview",
        items: [
          "Lighting for apartment and street pandals during Ganesha Chaturthi, Dussehra and Rajyotsava.",
          "We light the idol, the canopy and the approach so the pandal glows through the evening aarti.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "Two par cans focused on the idol or stage",
          "Chaser strings along the shamiana edges",
          "Hanging paper lanterns inside the canopy",
          "Serial light arch at the pandal entrance",
        ],
      },
      pieceList("Bigger pandals add strings and par cans from our piece list."),
      serviceArea,
      bookingInformation("Installation takes about 3 hours; we can return for the visarjan day setup."),
      paymentAndCancellation,
    ],
    occasions: ["dussehra", "festive"],
    rating: 4.5,
    totalClients: 102,
    totalReviews: 41,
    motif: "lights",
    imageCount: 5,
  },
  {
    id: "SRD4",
    title: "Villa & Balcony Outdoor Lighting",
    vendor: "sri-ranga-lights",
    category: "decor",
    subCategory: "all",
    price: 2000,
    priceLabel: "From ₹2,000",
    offeringType: "call",
    summary: "Outdoor lighting for villa fronts and apartment balconies: serial drops, a glowing railing and hanging stars.",
    description: [
      {
        title: "Overview",
        items: [
          "A quick festive glow for your villa front, row house or apartment balcony, without renting a whole building's worth of lights.",
          "Starts at ₹2,000 for a single balcony; villa fronts are quoted by size.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "Serial light drops along the balcony or villa front",
          "Rice-light wrap on the railing or gate",
          "Two hanging stars or paper lanterns",
          "Installation and removal",
        ],
      },
      pieceList("Pick extra pieces to match your balcony size and colours."),
      serviceArea,
      bookingInformation("Installation takes about 1 hour for a balcony and 2-3 hours for a villa front."),
      paymentAndCancellation,
    ],
    occasions: ["diwali", "christmas", "festive", "housewarming"],
    rating: 4.4,
    totalClients: 318,
    totalReviews: 124,
    motif: "lights",
    imageCount: 4,
  },
  {
    id: "SRD5",
    title: "Reception Hall Stage Lighting",
    vendor: "sri-ranga-lights",
    category: "decor",
    subCategory: "all",
    ...fromFiveThousand,
    offeringType: "call",
    summary: "Warm stage and hall lighting for receptions and sangeets, with par cans, fairy-light canopy and entrance glow.",
    description: [
      {
        title: "Overview",
        items: [
          "Lighting for a reception, sangeet or birthday in a party hall or apartment clubhouse.",
          "We keep it warm and flattering for photos, with a soft canopy over the dance floor.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "Four par cans washing the stage backdrop in warm white or colour",
          "Rice-light canopy over the seating or dance floor",
          "Rope lights along the stage edge",
          "Serial-light glow at the hall entrance",
        ],
      },
      pieceList("Larger halls add par cans and rice-light curtains from our piece list."),
      serviceArea,
      bookingInformation("Installation takes about 3 hours; we need hall access by the afternoon."),
      paymentAndCancellation,
    ],
    occasions: ["wedding", "engagement", "birthday", "anniversary"],
    rating: 4.3,
    totalClients: 87,
    totalReviews: 33,
    motif: "lights",
    imageCount: 3,
  },
];
