import type { ReviewSeed } from "../types.ts";

export const SRI_RANGA_REVIEWS: ReviewSeed[] = [
  {
    id: "rev-sri-ranga-lights-1",
    rating: 5,
    comment:
      "Our building in Koramangala had serial lights down all six floors for Diwali, and the per-floor pricing made it easy to split among residents. Installed in one afternoon, switched on with a timer every evening.",
    userName: "Srinivas M.",
    userTitle: "Association treasurer, Koramangala",
    date: "2025-10-19",
  },
  {
    id: "rev-sri-ranga-lights-2",
    rating: 5,
    comment: "Balcony lighting with hanging stars for just ₹2,000. Simple, pretty and done in an hour.",
    userName: "Nisha P.",
    userTitle: "Verified buyer",
    date: "2025-10-22",
  },
  {
    id: "rev-sri-ranga-lights-3",
    rating: 5,
    comment:
      "We kept the wedding house lit for five days at the day rate. The lineman came every evening to check the gate arch and the shamiana lanterns, and when one chaser string failed during rain he replaced it within the hour. Old-school, dependable people.",
    userName: "Raghavendra S.",
    userTitle: "Father of the groom",
    date: "2025-05-04",
  },
  {
    id: "rev-sri-ranga-lights-4",
    rating: 4,
    comment:
      "Pandal lighting for our Ganesha was bright and the par cans on the idol looked great. Setup started a little late, but they finished before the evening aarti.",
    userName: "Chetan R.",
    userTitle: "Youth association, Jayanagar",
    date: "2025-08-28",
  },
  {
    id: "rev-sri-ranga-lights-5",
    rating: 5,
    comment: "Hired extra rice-light curtains by the piece for our terrace party. Very reasonable rates.",
    userName: "Aishwarya G.",
    userTitle: "Verified buyer",
    date: "",
  },
  {
    id: "rev-sri-ranga-lights-6",
    rating: 5,
    comment:
      "Stage lighting for our sangeet in a clubhouse at Sarjapur Road. The warm wash on the backdrop made every photo look professional, and the rice-light canopy over the dance floor was the favourite spot of the night. They were flexible when we changed the stage position on the day.",
    userName: "Tanvi B.",
    userTitle: "Bride",
    date: "2025-12-06",
  },
  {
    id: "rev-sri-ranga-lights-7",
    rating: 5,
    comment: "Booked only two days before Dussehra and they still managed our villa front. Grateful!",
    userName: "Mahesh C.",
    userTitle: "Homeowner, Electronic City",
    date: "",
  },
  {
    id: "rev-sri-ranga-lights-8",
    rating: 5,
    comment:
      "Family-run and honest. They suggested fewer but brighter pieces for our small building, which saved us money and looked better.",
    userName: "Usha N.",
    userTitle: "Verified buyer",
    date: "2025-11-01",
  },
];
