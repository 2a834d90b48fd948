import type { Policy } from "@utsav/domain";
import type { VendorSeed } from "./types.ts";

// spec: catalogue §1 (the ten vendors, named here by kind) and §9 (lead times, service radii, advances and
// refunds by vendor). Names, descriptions and phone numbers are fictional.

const POLICY_TITLE = "Returns, Refunds & Cancellations Policy";

function policy(description: string, sections: Record<string, string[]>): Policy {
  return {
    title: POLICY_TITLE,
    description,
    sections: Object.entries(sections).map(([title, items]) => ({ title, items })),
  };
}

export const VENDORS = [
  {
    key: "deepam-gifts",
    name: "Deepam Gifts & Decor",
    titleTag: "Curated by",
    description:
      "A Bengaluru gifting and decor house putting together personal gift hampers, corporate hampers and festive office decor since 2016.",
    phone: "+919800011001",
    area: "Indiranagar",
    serviceArea: "Bangalore only for decor; hampers ship Pan India",
    clientsCount: 1000,
    verified: true,
    palette: ["#B5179E", "#FFD166"],
    policy: policy("Cancellations and refunds for hampers and decor booked with Deepam Gifts & Decor.", {
      Cancellation: ["Full refund if cancelled 24 hours or more before delivery."],
      Refunds: [
        "Refunds go to the original payment method within 24 working hours of approval, then take 7-10 business days to reach you.",
        "Offline-mode refunds are made 7-10 working days after we receive your bank details.",
      ],
      Decor: [
        "Decor is Bangalore only and must be booked 7 days ahead.",
        "Decor installations carry a refundable deposit; GST and transport are extra.",
      ],
    }),
  },
  {
    key: "nanna-naturals",
    name: "Nanna Naturals",
    titleTag: "Prepared by",
    description:
      "Natural-foods kitchen from Jayanagar making festive hampers and small-batch sweets with jaggery, dates and cold-pressed oils, no refined sugar.",
    phone: "+919800011002",
    area: "Jayanagar",
    serviceArea: "Bangalore express in 2-4 working days",
    clientsCount: 2400,
    verified: true,
    palette: ["#2D6A4F", "#F4A261"],
    policy: policy("Orders from Nanna Naturals are freshly prepared, so they cannot be cancelled once placed.", {
      Cancellation: ["Orders cannot be cancelled by the customer once placed."],
      "Damage or Shortfall": [
        "Report a shortfall or damage within 24 hours of delivery with a photo of the package.",
        "We investigate every report within ten days and replace or refund what is confirmed.",
      ],
    }),
  },
  {
    key: "zenith-sound",
    name: "Zenith Sound & Lights",
    titleTag: null,
    description:
      "Sound and lighting crew from HSR Layout lighting up apartment blocks, villas and society events with serial lights, RGB belts and sharpy beams.",
    phone: "+919800011003",
    area: "HSR Layout",
    serviceArea: "Within 8 km of HSR Layout",
    clientsCount: 320,
    verified: true,
    palette: ["#1D3557", "#FFBE0B"],
    policy: policy("Bookings need a 50% advance and should be made 5-6 days ahead.", {
      Booking: ["Book 5-6 days ahead of the event.", "A 50% advance confirms the booking."],
      Cancellation: ["70% refund if cancelled 48 hours or more before the event.", "No refund within 24 hours of the event."],
    }),
  },
  {
    key: "sri-ranga-lights",
    name: "Sri Ranga Lighting House",
    titleTag: null,
    description: "A family lighting house in Koramangala renting festival and wedding lighting by the floor, by the day or by the piece.",
    phone: "+919800011004",
    area: "Koramangala",
    serviceArea: "Within 30 km of Koramangala",
    clientsCount: 850,
    verified: true,
    palette: ["#3A0CA3", "#F72585"],
    policy: policy("Bookings need a 25% advance and should be made 2-3 days ahead.", {
      Booking: ["Book 2-3 days ahead of the event.", "A 25% advance confirms the booking."],
      Cancellation: ["100% refund if cancelled 48 hours or more before the event.", "No refund within 2 hours of the event."],
    }),
  },
  {
    key: "hoovu-kala",
    name: "Hoovu Kala Flower Decor",
    titleTag: null,
    description:
      "Flower decorators from HSR Layout doing marigold, jasmine and rose decor for poojas, housewarmings, weddings and festive entrances.",
    phone: "+919800011005",
    area: "HSR Layout",
    serviceArea: "Within 15 km of HSR Layout",
    clientsCount: 540,
    verified: true,
    palette: ["#E85D04", "#FFBA08"],
    policy: policy("Bookings need a 50% advance and should be made 3-4 days ahead.", {
      Booking: ["Book 3-4 days ahead of the event.", "A 50% advance confirms the booking."],
      Cancellation: [
        "100% refund if cancelled 48 hours or more before the event.",
        "80% refund if cancelled 24 hours or more before the event.",
      ],
    }),
  },
  {
    key: "shiva-flowers",
    name: "Shiva Flower Traders",
    titleTag: null,
    description:
      "Floral wholesaler and decorator from KR Puram supplying fresh flowers and doing stage, mandap and entrance decor at wholesale prices.",
    phone: "+919800011006",
    area: "KR Puram",
    serviceArea: "Within 20 km of KR Puram",
    clientsCount: 1200,
    verified: false,
    palette: ["#9D0208", "#FFB703"],
    policy: policy("Bookings need a 20% advance; small decor needs 3 days and large decor 6 days.", {
      Booking: ["Book 3 days ahead for small decor and 6 days ahead for large decor.", "A 20% advance confirms the booking."],
      Cancellation: ["80% refund if cancelled 48 hours or more before the event.", "No refund within 24 hours of the event."],
    }),
  },
  {
    key: "house-of-corporate-gifts",
    name: "House of Corporate Gifts",
    titleTag: "Curated by",
    description:
      "Corporate-gifting specialists with about 38 Diwali hampers for teams of every size, branded and delivered across Bangalore.",
    phone: "+919800011007",
    area: "Whitefield",
    serviceArea: "Bangalore only",
    clientsCount: 650,
    verified: true,
    palette: ["#6A040F", "#FAA307"],
    policy: policy("Corporate orders are made to order and confirmed one week ahead.", {
      Orders: ["Orders need 1 week of lead time.", "Minimum order of 10 units.", "GST and shipping are extra."],
      Cancellation: ["Orders cannot be cancelled after confirmation."],
    }),
  },
  {
    key: "mallige-florals",
    name: "Mallige Florals",
    titleTag: null,
    description: "A Bangalore florist doing corporate and festive decor for offices, lobbies and reception areas.",
    phone: "+919800011008",
    area: "MG Road",
    serviceArea: "Bangalore only",
    clientsCount: 180,
    verified: true,
    palette: ["#7209B7", "#F8F9FA"],
    policy: policy("Bookings need a 50% advance; small decor needs 2-3 days and large decor 3-5 days.", {
      Booking: [
        "Book 2-3 days ahead for small decor and 3-5 days ahead for large decor.",
        "A 50% advance confirms the booking.",
        "Prices exclude shipping and labour; GST and transport are extra.",
      ],
      Cancellation: ["10% refund if cancelled before the event date."],
    }),
  },
  {
    key: "highball-works",
    name: "Highball Works",
    titleTag: "Curated by",
    description:
      "Barware gifting company making bar gift sets with glassware and tools, boxed and branded for corporate gifting across India.",
    phone: "+919800011009",
    area: "HBR Layout",
    serviceArea: "Pan India",
    clientsCount: 410,
    verified: true,
    palette: ["#264653", "#E9C46A"],
    policy: policy("Bar gift sets ship Pan India; boxed orders take 10-15 days and unboxed orders 7 days.", {
      Orders: ["10-15 days with gift box, 7 days without.", "Minimum order of 50 sets; branding is available above 50 sets."],
      Cancellation: ["Cancel within 24 hours of placing the order.", "Refunds take 1-3 working days (5-7 for website orders)."],
    }),
  },
  {
    key: "jaya-studio",
    name: "Jaya Studio Spaces",
    titleTag: null,
    description:
      "Office-decor studio styling offices up to 1,500 sq ft for festivals and celebrations, with ready kits delivered within 1 day and cash on delivery.",
    phone: null,
    area: "HSR Layout",
    serviceArea: "Bangalore only",
    clientsCount: 120,
    verified: true,
    palette: ["#FF006E", "#8338EC"],
    policy: policy("Payment is cash on delivery.", {
      Payment: ["Cash on delivery.", "Kits are delivered within 1 day in Bangalore."],
    }),
  },
] as const satisfies readonly VendorSeed[];

export type VendorKey = (typeof VENDORS)[number]["key"];
