import type { ReviewSeed } from "../types.ts";

export const MALLIGE_REVIEWS: ReviewSeed[] = [
  {
    id: "rev-mallige-florals-1",
    rating: 5,
    comment:
      "Mallige did our lobby for Diwali and the reception looked festive without feeling cluttered. The big brass urli with floating flowers and diyas became the spot everyone took selfies at. They set up before 8 am, so the team walked into a finished space.",
    userName: "Nandini S.",
    userTitle: "HR Manager, fintech startup",
    date: "2025-10-17",
  },
  {
    id: "rev-mallige-florals-2",
    rating: 5,
    comment: "Elegant Ayudha Pooja decor for our office, with a beautifully dressed pooja corner.",
    userName: "Prakash H.",
    userTitle: "Admin lead, manufacturing firm",
    date: "2025-10-01",
  },
  {
    id: "rev-mallige-florals-3",
    rating: 5,
    comment:
      "We booked the full workspace package for a client visit that coincided with Dussehra. Flowers on every meeting-room door, rose centrepieces in the cafeteria and a marigold backdrop at reception. Our visitors from Germany could not stop photographing it.",
    userName: "Sowmya R.",
    userTitle: "Office Manager, IT services company",
    date: "2025-10-06",
  },
  {
    id: "rev-mallige-florals-4",
    rating: 4,
    comment:
      "Lovely flowers and a professional team. Do factor in GST and transport when budgeting, as those are added on top of the listed price.",
    userName: "Aditya M.",
    userTitle: "Facilities, SaaS company",
    date: "",
  },
  {
    id: "rev-mallige-florals-5",
    rating: 5,
    comment: "Fresh jasmine at the entrance made the whole office smell wonderful for days.",
    userName: "Bhavana K.",
    userTitle: "People & Culture, design agency",
    date: "2025-11-03",
  },
  {
    id: "rev-mallige-florals-6",
    rating: 5,
    comment:
      "Second Diwali with Mallige Florals. They remembered our lobby layout, suggested a different colour palette this year and coordinated smoothly with our building security for early access.",
    userName: "Farhan A.",
    userTitle: "Workplace Experience Manager",
    date: "2025-10-28",
  },
  {
    id: "rev-mallige-florals-7",
    rating: 5,
    comment:
      "Booked a week ahead for our office anniversary and the setup was flawless. The orchid arrangement on the reception desk lasted the whole week.",
    userName: "Rekha J.",
    userTitle: "Executive Assistant, consulting firm",
    date: "",
  },
  {
    id: "rev-mallige-florals-8",
    rating: 5,
    comment: "Tasteful, traditional and on time. Exactly what a corporate lobby needs for the festive season.",
    userName: "Vivek T.",
    userTitle: "Admin Manager, bank branch",
    date: "2025-11-10",
  },
];
