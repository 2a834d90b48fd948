import type { ReviewSeed } from "../types.ts";

export const SHIVA_REVIEWS: ReviewSeed[] = [
  {
    id: "rev-shiva-flowers-1",
    rating: 5,
    comment:
      "The mandap for my daughter's wedding was exactly the traditional look we wanted, with kanakambara and jasmine hanging from the ceiling and banana stems at every corner. Because they are wholesalers, the flowers were abundant and the price was far better than the hall's in-house decorator. They worked through the night and everything was ready well before the 6 am muhurtham.",
    userName: "Venkatesh R.",
    userTitle: "Father of the bride",
    date: "2025-02-10",
  },
  {
    id: "rev-shiva-flowers-2",
    rating: 5,
    comment: "Ordered loose marigold and jasmine in bulk for our temple utsava. Fresh, on time and generous quantities.",
    userName: "Suresh G.",
    userTitle: "Temple committee member, KR Puram",
    date: "2025-04-12",
  },
  {
    id: "rev-shiva-flowers-3",
    rating: 5,
    comment: "Wedding car decoration was lovely, the roses stayed fresh all day and nothing scratched the paint.",
    userName: "Naveen T.",
    userTitle: "Groom",
    date: "2025-01-26",
  },
  {
    id: "rev-shiva-flowers-4",
    rating: 4,
    comment:
      "Reception stage looked rich and full on camera. The team needed a few reminders about the colour palette, but the final result matched our sample photo.",
    userName: "Divya S.",
    userTitle: "Verified buyer",
    date: "",
  },
  {
    id: "rev-shiva-flowers-5",
    rating: 5,
    comment:
      "We booked the entrance arch for our reception at a hall in Hennur. Guests loved the urlis with floating petals and diyas at the gate.",
    userName: "Harish B.",
    userTitle: "Verified buyer",
    date: "2025-05-18",
  },
  {
    id: "rev-shiva-flowers-6",
    rating: 5,
    comment:
      "Our apartment association orders flowers from them every Ganesha Chaturthi and Dussehra. Loose petals for the rangoli competition, strings for the pandal and garlands for the idol all arrive early in the morning, packed in wet gunny so nothing wilts. Rates are honest and they never short the quantity.",
    userName: "Ramesh K.",
    userTitle: "Association secretary, Whitefield",
    date: "2025-09-30",
  },
  {
    id: "rev-shiva-flowers-7",
    rating: 4,
    comment: "Engagement stage was pretty and good value. I would have liked one more flower stand near the sofa, but overall very happy.",
    userName: "Pooja D.",
    userTitle: "Verified buyer",
    date: "",
  },
  {
    id: "rev-shiva-flowers-8",
    rating: 5,
    comment: "Red rose and orchid backdrop for our reception was stunning. Everyone asked who did the flowers.",
    userName: "Sandeep N.",
    userTitle: "Verified buyer",
    date: "2025-11-23",
  },
];
