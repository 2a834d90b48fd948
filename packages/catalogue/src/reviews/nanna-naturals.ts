import type { ReviewSeed } from "../types.ts";

// Reviews for Nanna Naturals (natural-foods hampers and sweets).

export const NANNA_REVIEWS: ReviewSeed[] = [
  {
    id: "rev-nanna-naturals-1",
    rating: 5,
    comment:
      "Ordered 120 of the corporate festive hampers for our Bengaluru office and the quote came with a bulk discount without us even asking twice. The Medjool dates and palm jaggery kaju katli were the first things to go, and several colleagues asked where the cold-pressed oil was from. Every box had our printed card tucked in neatly, and delivery came well within the 2-4 working days promised.",
    userName: "Ananya K.",
    userTitle: "HR Manager, fintech startup",
    date: "2025-10-16",
  },
  {
    id: "rev-nanna-naturals-2",
    rating: 5,
    comment: "The millet Mysore pak is unbelievably good. My father is diabetic and could finally enjoy a piece this Diwali.",
    userName: "Karthik S.",
    userTitle: "Verified buyer",
    date: "2025-10-22",
  },
  {
    id: "rev-nanna-naturals-3",
    rating: 4,
    comment:
      "Lovely Dates and Dry Fruits box and the palm-leaf tray is now on our dining table. One packet of raisins was torn in transit; I sent a photo the same evening and they sent a replacement within the week.",
    userName: "Meera V.",
    userTitle: "Verified buyer",
    date: "2025-10-28",
  },
  {
    id: "rev-nanna-naturals-4",
    rating: 5,
    comment:
      "Gifted the Jaggery Treats Mini Hamper to our apartment security staff and housekeeping team. Small, sensible and everyone loved the chikki.",
    userName: "Rohit N.",
    userTitle: "Association secretary, Jayanagar apartment",
    date: "",
  },
  {
    id: "rev-nanna-naturals-5",
    rating: 5,
    comment:
      "I have tried a lot of no-sugar sweets and most taste like cardboard, but the dry fruit laddoos and the date rolls from the Date Delight pack are genuinely delicious. The pack of 8 lasted exactly two days at home. I added a handwritten gift note for my in-laws and they kept the card on the fridge.",
    userName: "Divya P.",
    userTitle: "Verified buyer",
    date: "2025-09-30",
  },
  {
    id: "rev-nanna-naturals-6",
    rating: 5,
    comment:
      "The Herbal Tea and Millet Wellness Hamper was the nicest thank-you gift I have received this year. Hibiscus-rose tea is my new evening ritual.",
    userName: "Sowmya R.",
    userTitle: "Product designer, Koramangala",
    date: "2025-11-04",
  },
  {
    id: "rev-nanna-naturals-7",
    rating: 4,
    comment:
      "Wood-pressed groundnut oil smells exactly like the ghani oil my grandmother used to buy in Mysuru. The besan laddoos were a bit crumbly after the ride across town, but the taste more than made up for it.",
    userName: "Prakash H.",
    userTitle: "Verified buyer",
    date: "",
  },
  {
    id: "rev-nanna-naturals-8",
    rating: 5,
    comment:
      "We sent the Grand Natural Diwali Hamper to fifteen of our key clients. Beautiful cane trays, generous portions and the hand-painted diyas made it feel personal rather than corporate.",
    userName: "Farhan M.",
    userTitle: "Founder, design agency in Indiranagar",
    date: "2025-10-18",
  },
];
