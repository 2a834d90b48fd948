import type { ReviewSeed } from "../types.ts";

export const JAYA_REVIEWS: ReviewSeed[] = [
  {
    id: "rev-jaya-studio-1",
    rating: 5,
    comment:
      "Ordered the festive decor kit on a Tuesday and it was at our office the next day. Five of us put it up in under an hour using their guide, and the LED diyas and rangoli mat made our small office look properly Diwali-ready. Paying cash on delivery made it easy to get approved without a purchase order.",
    userName: "Sahana M.",
    userTitle: "Office Manager, 40-person startup",
    date: "2025-10-14",
  },
  {
    id: "rev-jaya-studio-2",
    rating: 5,
    comment: "The full office setup transformed our 1,400 sq ft space. The photo corner was a hit.",
    userName: "Rahul D.",
    userTitle: "Founder, product studio",
    date: "2025-10-23",
  },
  {
    id: "rev-jaya-studio-3",
    rating: 5,
    comment:
      "We went with the modern pastel theme and it looked classy rather than loud. The stylists worked after office hours so nobody was disturbed.",
    userName: "Ishita B.",
    userTitle: "HR Business Partner, fintech",
    date: "2025-10-09",
  },
  {
    id: "rev-jaya-studio-4",
    rating: 4,
    comment:
      "Good kit for the price and quick delivery. I wish it had a couple more lanterns for our longer corridor, but the torans and bunting were great quality.",
    userName: "Kiran P.",
    userTitle: "Admin Executive",
    date: "",
  },
  {
    id: "rev-jaya-studio-5",
    rating: 5,
    comment: "Reusable kit, so we used it again for Dussehra. Great value for a small team.",
    userName: "Pallavi S.",
    userTitle: "Operations Lead, D2C brand",
    date: "2025-10-02",
  },
  {
    id: "rev-jaya-studio-6",
    rating: 5,
    comment:
      "Booked the full office decor for about 55 people across one floor in HSR. Entrance, reception backdrop, pantry and meeting rooms were all done with the classic marigold-and-gold theme, and the team cleared everything away neatly once the celebrations were over. Our CEO asked us to book them again for the annual day.",
    userName: "Anand R.",
    userTitle: "HR Manager, SaaS company",
    date: "2025-11-04",
  },
  {
    id: "rev-jaya-studio-7",
    rating: 5,
    comment: "Booking took two minutes and the kit arrived the next morning. Simple and reliable.",
    userName: "Meera V.",
    userTitle: "Verified buyer",
    date: "",
  },
  {
    id: "rev-jaya-studio-8",
    rating: 5,
    comment:
      "The Dussehra traditional theme with brass and banana leaf felt very Bengaluru. Our team loved it and the client visit that week went off beautifully.",
    userName: "Siddharth N.",
    userTitle: "Studio Manager, architecture firm",
    date: "2025-09-30",
  },
];
