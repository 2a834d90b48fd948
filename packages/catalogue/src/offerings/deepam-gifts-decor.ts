import type { OfferingSeed } from "../types.ts";

// Deepam Gifts & Decor: corporate Diwali decor (catalogue §2 slug corporate-diwali-decor, §9 packages and decor terms).

export const DEEPAM_DECOR_OFFERINGS: OfferingSeed[] = [
  {
    id: "DID1",
    slug: "corporate-diwali-decor",
    title: "Corporate Diwali Decor",
    vendor: "deepam-gifts",
    category: "decor",
    subCategory: "corporate",
    offeringType: "call",
    motif: "decor",
    price: 100000,
    priceLabel: "From ₹1,00,000",
    summary: "Complete Diwali makeover for your office, from marigold entrances to lantern ceilings, set up by our Bangalore team.",
    description: [
      {
        title: "Overview",
        items: [
          "Turn your office into a festival for Diwali week: entrance torans, rangoli, lantern ceilings, diya corners and a photo wall your teams will queue up for.",
          "Our decor crew plans the layout with your facilities team, installs after office hours and takes everything down once the celebrations are over.",
        ],
      },
      {
        title: "Corporate Packages",
        items: [
          "Deepam Essentials, ₹1,00,000: marigold and mango-leaf toran at the main entrance, a 6 x 6 ft flower-and-colour rangoli at reception, a brass urli with floating diyas, 40 hanging paper lanterns and warm fairy lights across one floor of up to 5,000 sq ft.",
          "Deepam Utsav, ₹1,30,000: everything in Essentials, plus decor for a second floor, a 10 x 8 ft Diwali photo-booth backdrop with props, fabric drapes and lanterns over the cafeteria, and diya corners at every meeting-room cluster.",
          "Deepam Grand, ₹1,95,000: everything in Utsav across up to four floors, plus a stage backdrop for your Diwali celebration, a suspended installation of 150 lanterns in the atrium or lobby, an LED 'Happy Diwali' marquee and an on-site decor supervisor during the event.",
        ],
      },
      {
        title: "Decor Themes",
        items: [
          "Marigold & Brass: fresh marigold strings, brass urlis and lamps, and jasmine accents for a traditional South Indian look.",
          "Lantern Festival: paper and fabric lanterns in saffron, magenta and gold hung at different heights, with warm fairy lights.",
          "Royal Rajasthani: mirror-work drapes, block-print fabrics, brass lanterns and low seating with bolsters.",
          "Modern Minimal: ivory and gold palette, geometric rangoli, pillar candles and dried-flower arrangements for sleek offices.",
          "Every theme can be matched to your brand colours.",
        ],
      },
      {
        title: "Booking Information",
        items: [
          "Available in Bangalore only.",
          "Book at least 7 days ahead of your celebration.",
          "Installations run for at most 3 days and carry a refundable deposit.",
          "GST and transport are extra.",
          "Share your floor plan, headcount and preferred theme when you call, and we will send a layout and quote.",
        ],
      },
      {
        title: "Payment & Cancellation Policy",
        items: [
          "Full refund if cancelled 24 hours or more before delivery.",
          "Refunds go to the original payment method within 24 working hours of approval, then take 7-10 business days to reach you.",
          "Offline-mode refunds are made 7-10 working days after we receive your bank details.",
        ],
      },
    ],
    occasions: ["diwali", "corporate", "festive"],
    rating: 4.5,
    totalClients: 140,
    totalReviews: 38,
    imageCount: 5,
  },
];
