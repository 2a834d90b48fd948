import type { OfferingSeed } from "../types.ts";

// Shiva Flower Traders: floral wholesaler and decorator within 20 km of KR Puram.

const serviceArea = {
  title: "Service Area",
  items: [
    "We work within 20 km of KR Puram: Whitefield, Marathahalli, Indiranagar, Hebbal, Hennur, Banaswadi and nearby areas.",
  ],
};

const bookingInformation = (size: "small" | "large", setup: string) => ({
  title: "Booking Information",
  items: [
    "Book 3 days ahead for small decor and 6 days ahead for large decor.",
    size === "small"
      ? "This setup counts as small decor, so 3 days' notice is enough."
      : "This setup counts as large decor, so please book at least 6 days ahead.",
    "A 20% advance confirms the booking.",
    setup,
  ],
});

const paymentAndCancellation = {
  title: "Payment & Cancellation Policy",
  items: [
    "20% advance at the time of booking; the balance on the day of the event.",
    "80% refund if cancelled 48 hours or more before the event.",
    "No refund within 24 hours of the event.",
  ],
};

export const SHIVA_OFFERINGS: OfferingSeed[] = [
  {
    id: "SHIVA1",
    title: "Wedding Car Flower Decoration",
    vendor: "shiva-flowers",
    category: "decor",
    subCategory: "personal",
    price: 5000,
    priceLabel: "From ₹5,000",
    offeringType: "call",
    summary: "Fresh roses, gerberas and jasmine on the bonnet, doors and boot of the wedding car, done at your doorstep.",
    description: [
      {
        title: "Overview",
        items: [
          "A classic wedding-car decoration for the groom's arrival or the bride's send-off.",
          "Flowers are fixed with suction holders and floral tape, so the car's paint is not harmed.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "Heart or V-shaped rose arrangement on the bonnet",
          "Gerbera and carnation bunches on all four doors",
          "Jasmine strings along the windscreen edges",
          "Rose bunch on the boot and a small dashboard bouquet",
        ],
      },
      serviceArea,
      bookingInformation("small", "Decoration takes about 1.5 hours at your home, hall or parking bay."),
      paymentAndCancellation,
    ],
    occasions: ["wedding", "engagement"],
    rating: 4.3,
    totalClients: 264,
    totalReviews: 97,
    motif: "flowers",
    imageCount: 3,
  },
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
  {
    id: "SHIVA4",
    title: "Wedding Entrance Flower Arch",
    vendor: "shiva-flowers",
    category: "decor",
    subCategory: "personal",
    price: 9000,
    priceLabel: "From ₹9,000",
    offeringType: "call",
    summary: "A flower arch at the hall or home entrance with marigold and rose work, welcome board flowers and urlis.",
    description: [
      {
        title: "Overview",
        items: [
          "A grand welcome for wedding guests at the kalyana mantapa gate or your home entrance.",
          "We build the arch on site with fresh flowers on a metal frame.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "Flower arch, about 10 ft high, in marigold and roses",
          "Mango-leaf toran and banana stems on both sides",
          "Flower decoration around the welcome board",
          "Two brass urlis with floating petals and diyas",
          "Petal rangoli at the entrance",
        ],
      },
      serviceArea,
      bookingInformation("small", "Setup takes about 3 hours; we arrive the evening before for morning muhurthams."),
      paymentAndCancellation,
    ],
    occasions: ["wedding", "engagement"],
    rating: 4.3,
    totalClients: 176,
    totalReviews: 62,
    motif: "flowers",
    imageCount: 4,
  },
  {
    id: "SHIVA5",
    title: "Reception Hall Entrance Flower Decor",
    vendor: "shiva-flowers",
    category: "decor",
    subCategory: "personal",
    price: 10500,
    priceLabel: "From ₹10,500",
    offeringType: "call",
    summary: "Hall entrance and passage decor in roses and orchids, with flower stands lining the walkway to the stage.",
    description: [
      {
        title: "Overview",
        items: [
          "Fills the entrance and walkway of a reception hall, from the gate to the foot of the stage.",
          "A good pairing with our stage decor for a complete look.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "Entrance door frame in roses and white orchids",
          "Eight flower stands lining the walkway",
          "Hanging jasmine strings at the passage",
          "Petal border along the walkway carpet",
        ],
      },
      serviceArea,
      bookingInformation("small", "Setup takes about 3 hours at the hall."),
      paymentAndCancellation,
    ],
    occasions: ["wedding", "anniversary"],
    rating: 4.2,
    totalClients: 88,
    totalReviews: 30,
    motif: "flowers",
    imageCount: 3,
  },
  {
    id: "SHIVA6",
    title: "Stage Backdrop Flower Decor",
    vendor: "shiva-flowers",
    category: "decor",
    subCategory: "personal",
    price: 12000,
    priceLabel: "From ₹12,000",
    offeringType: "call",
    summary: "A full-width stage backdrop in fresh flowers and drapes for receptions, sangeets and society functions.",
    description: [
      {
        title: "Overview",
        items: [
          "Our most-booked stage setup: a flower-and-drape backdrop for receptions, sangeets and apartment functions.",
          "Fresh flowers are fixed on our frames on the day, so it looks lush through a long evening.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "Backdrop frame up to 20 ft wide with fabric drapes",
          "Rose, carnation and gerbera work on the backdrop",
          "Jasmine string hangings on both sides",
          "Decorated sofa and two floral pillars",
          "Flower border along the stage front",
        ],
      },
      {
        title: "Decor Themes",
        items: ["Ivory and red roses", "Peach and white", "Marigold, jasmine and banana leaf traditional"],
      },
      serviceArea,
      bookingInformation("large", "Setup takes about 5 hours with a team of four."),
      paymentAndCancellation,
    ],
    occasions: ["wedding", "engagement", "birthday", "festive"],
    rating: 4.2,
    totalClients: 124,
    totalReviews: 47,
    motif: "flowers",
    imageCount: 5,
  },
  {
    id: "SHIVA7",
    title: "Rose & Orchid Reception Stage",
    vendor: "shiva-flowers",
    category: "decor",
    subCategory: "personal",
    price: 16000,
    priceLabel: "From ₹16,000",
    offeringType: "call",
    summary: "A premium reception stage in red roses, white orchids and hanging jasmine, with floral pillars and petal pathway.",
    description: [
      {
        title: "Overview",
        items: [
          "A premium stage for the wedding reception, with a denser flower count and imported orchids.",
          "Designed to look rich on camera under stage lighting.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "Backdrop up to 24 ft wide in red roses and white orchids",
          "Hanging jasmine curtains on both sides",
          "Four floral pillars and a decorated couple sofa",
          "Rose-petal pathway with flower stands",
          "Stage-front flower border",
        ],
      },
      serviceArea,
      bookingInformation("large", "Setup takes about 6 hours; we need hall access from the morning."),
      paymentAndCancellation,
    ],
    occasions: ["wedding", "anniversary"],
    rating: 4.4,
    totalClients: 63,
    totalReviews: 22,
    motif: "flowers",
    imageCount: 4,
  },
  {
    id: "SHIVA8",
    title: "Traditional Wedding Mandap Flower Decor",
    vendor: "shiva-flowers",
    category: "decor",
    subCategory: "personal",
    price: 20000,
    priceLabel: "From ₹20,000",
    offeringType: "call",
    summary: "A full muhurtham mandap in marigold, jasmine and kanakambara, with banana stems, pillar garlands and a flower ceiling.",
    description: [
      {
        title: "Overview",
        items: [
          "The full traditional mandap for the muhurtham, built with fresh flowers from our own wholesale yard.",
          "Suits South Indian wedding halls and temple-side kalyana mantapas.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "Four mandap pillars wrapped in marigold and jasmine garlands",
          "Flower canopy ceiling with hanging jasmine and kanakambara strings",
          "Banana stems and mango-leaf torans at the mandap corners",
          "Backdrop behind the mandap in marigold and roses",
          "Kalasha and homa-kunda flower border",
          "Garlands for the bride and groom",
        ],
      },
      serviceArea,
      bookingInformation("large", "Setup takes about 6 hours; for early muhurthams we set up through the night before."),
      paymentAndCancellation,
    ],
    occasions: ["wedding"],
    rating: 4.4,
    totalClients: 71,
    totalReviews: 28,
    motif: "flowers",
    imageCount: 5,
  },
];
