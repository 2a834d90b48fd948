import type { ReviewSeed } from "../types.ts";

export const HOOVU_REVIEWS: ReviewSeed[] = [
  {
    id: "rev-hoovu-kala-1",
    rating: 5,
    comment:
      "They did our pooja mandir for Lakshmi pooja and the jasmine was so fresh that the whole flat smelled of mallige till the next evening. The team came at 6 am sharp, finished in an hour and even swept up the petals before leaving. My mother-in-law, who is very particular about these things, was thrilled.",
    userName: "Priya R.",
    userTitle: "Verified buyer",
    date: "2025-10-21",
  },
  {
    id: "rev-hoovu-kala-2",
    rating: 5,
    comment: "Beautiful mango-leaf toran for our Dussehra, neatly tied and sized exactly to our door.",
    userName: "Karthik S.",
    userTitle: "Verified buyer",
    date: "2025-10-02",
  },
  {
    id: "rev-hoovu-kala-3",
    rating: 5,
    comment:
      "Booked the housewarming package for our gruhapravesha in HSR. They set up the night before because our muhurtham was at 5:30 am, and everything from the entrance rangoli to the homa corner looked lovely in the photos.",
    userName: "Deepa N.",
    userTitle: "Homeowner, HSR Layout",
    date: "2025-06-14",
  },
  {
    id: "rev-hoovu-kala-4",
    rating: 4,
    comment:
      "The marigold curtain backdrop was gorgeous and guests kept taking photos in front of it. Setup ran about half an hour late, but they stayed back to fix a couple of strings that had slipped.",
    userName: "Ananya K.",
    userTitle: "Verified buyer",
    date: "",
  },
  {
    id: "rev-hoovu-kala-5",
    rating: 5,
    comment:
      "For my wife's seemantham they did the jasmine and blush-pink theme, and the flower cradle was the highlight. Very gentle fragrance, which mattered because she was sensitive to strong smells in the last trimester. Polite team, fair price and zero fuss.",
    userName: "Rohan M.",
    userTitle: "Verified buyer",
    date: "2025-03-09",
  },
  {
    id: "rev-hoovu-kala-6",
    rating: 5,
    comment: "Haldi backdrop was bright, cheerful and held up well through a very warm afternoon on our terrace.",
    userName: "Shwetha P.",
    userTitle: "Bride's sister",
    date: "2025-02-16",
  },
  {
    id: "rev-hoovu-kala-7",
    rating: 5,
    comment:
      "Third year in a row we have booked them for Diwali. They remember how we like the pooja room done and always bring extra marigold for the balcony.",
    userName: "Lakshmi V.",
    userTitle: "Repeat customer, Koramangala",
    date: "",
  },
  {
    id: "rev-hoovu-kala-8",
    rating: 5,
    comment:
      "Rose and orchid decor for Varamahalakshmi looked elegant and very different from the usual. Worth booking a few days early as they get busy in festival season.",
    userName: "Meghana H.",
    userTitle: "Verified buyer",
    date: "2025-08-08",
  },
];
