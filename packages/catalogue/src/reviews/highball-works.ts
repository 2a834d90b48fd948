import type { ReviewSeed } from "../types.ts";

// Reviews for Highball Works, the barware gifting company (catalogue §3 Review, §9 reviews and display).

export const HIGHBALL_REVIEWS: ReviewSeed[] = [
  {
    id: "rev-highball-works-1",
    rating: 5,
    comment:
      "We ordered 120 of the premium crystal sets for our Diwali leadership offsite and every single tumbler arrived without a chip. The logo engraving was crisp and the magnetic boxes looked far more expensive than the price. Delivery to our Whitefield and Pune offices both landed inside the 15 days they promised.",
    userName: "Karthik S.",
    userTitle: "Admin Lead, SaaS company",
    date: "2025-10-14",
  },
  {
    id: "rev-highball-works-2",
    rating: 5,
    comment: "The whisky stones sets were a hit with the whole sales team. Simple, useful and nicely boxed.",
    userName: "Ananya P.",
    userTitle: "HR Manager, fintech startup",
    date: "2025-11-03",
  },
  {
    id: "rev-highball-works-3",
    rating: 4,
    comment:
      "Good quality shaker kits and the recipe booklet was a nice touch. We went without gift boxes to make our 7-day deadline, so the packaging was plain, but everything reached our remote employees safely.",
    userName: "Rohan M.",
    userTitle: "People Operations, e-commerce firm",
    date: "2025-09-22",
  },
  {
    id: "rev-highball-works-4",
    rating: 5,
    comment:
      "I changed the quantity a few hours after placing the order and they updated it without any fuss. The sand-etched highball glasses look classy and our client gifts went out on time.",
    userName: "Meera K.",
    userTitle: "Office Manager, architecture studio",
    date: "",
  },
  {
    id: "rev-highball-works-5",
    rating: 5,
    comment:
      "Third year ordering from Highball Works for our year-end gifts. They send a mock-up of the branding before production, answer quickly on call and the sets always feel premium in hand. Our employees across Bangalore, Hyderabad and Chennai have started asking what this year's bar set will be!",
    userName: "Suresh N.",
    userTitle: "Facilities Head, IT services company",
    date: "2025-12-08",
  },
  {
    id: "rev-highball-works-6",
    rating: 5,
    comment: "Lovely walnut coasters and heavy tumblers. Perfect farewell gift for our retiring directors.",
    userName: "Divya R.",
    userTitle: "Executive Assistant, manufacturing firm",
    date: "",
  },
  {
    id: "rev-highball-works-7",
    rating: 4,
    comment:
      "Glassware quality is excellent and the team was helpful with the address list for individual deliveries. Would have liked a few more colour options for the gift box, but overall very happy with the order.",
    userName: "Vikram J.",
    userTitle: "Verified buyer",
    date: "2025-08-30",
  },
  {
    id: "rev-highball-works-8",
    rating: 5,
    comment:
      "We gifted the jigger and highball duo to 80 partners at our Koramangala launch event. The gunmetal finish looked stunning with our logo, and not one set was damaged in transit.",
    userName: "Nikhil B.",
    userTitle: "Marketing Manager, D2C brand",
    date: "2025-07-19",
  },
];
