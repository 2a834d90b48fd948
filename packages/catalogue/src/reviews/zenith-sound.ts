import type { ReviewSeed } from "../types.ts";

export const ZENITH_REVIEWS: ReviewSeed[] = [
  {
    id: "rev-zenith-sound-1",
    rating: 5,
    comment:
      "Zenith lit up all four floors of our apartment block for Diwali and the building looked stunning from the main road. Serial lights on every balcony line, RGB belt on the terrace and focus lights on the name board. Their technician came by each evening to check the connections.",
    userName: "Arjun V.",
    userTitle: "Association president, HSR Layout",
    date: "2025-10-24",
  },
  {
    id: "rev-zenith-sound-2",
    rating: 5,
    comment: "Villa lighting for my sister's wedding was perfect. The compound wall and gate looked grand.",
    userName: "Sneha J.",
    userTitle: "Verified buyer",
    date: "2025-01-19",
  },
  {
    id: "rev-zenith-sound-3",
    rating: 5,
    comment:
      "We added two sharpy beams for the society Diwali night and the kids went crazy. Clear item-wise pricing, so there were no surprises on the final bill.",
    userName: "Manoj P.",
    userTitle: "Cultural committee, Bellandur society",
    date: "2025-10-20",
  },
  {
    id: "rev-zenith-sound-4",
    rating: 4,
    comment:
      "Good quality lights and tidy wiring along the facade. Do book early though, they were fully booked for the week before Diwali when our neighbours tried to call.",
    userName: "Kavya L.",
    userTitle: "Verified buyer",
    date: "",
  },
  {
    id: "rev-zenith-sound-5",
    rating: 5,
    comment:
      "Our housewarming was in the evening, so we wanted the house to glow when guests arrived. They did warm-white serial drops on the front, flashers on the gate pillars and a focus light on the coconut tree in the garden. It looked like a wedding house, and the crew took everything down the next morning without leaving a single clip behind.",
    userName: "Girish A.",
    userTitle: "Homeowner, Agara",
    date: "2025-04-06",
  },
  {
    id: "rev-zenith-sound-6",
    rating: 5,
    comment: "Reliable team, punctual installation and the RGB belts looked brilliant from the street.",
    userName: "Rakesh S.",
    userTitle: "Facility manager, apartment complex",
    date: "2025-11-02",
  },
  {
    id: "rev-zenith-sound-7",
    rating: 5,
    comment:
      "Booked them for Christmas lighting on our row house. The multicolour serial lights and the disco light on the terrace made the party.",
    userName: "Joanna F.",
    userTitle: "Verified buyer",
    date: "",
  },
  {
    id: "rev-zenith-sound-8",
    rating: 5,
    comment:
      "Second year with Zenith for our Koramangala building. Same crew, same care, and they remembered where the power points were from last year.",
    userName: "Vinay K.",
    userTitle: "Repeat customer",
    date: "2025-10-15",
  },
];
