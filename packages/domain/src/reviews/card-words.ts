// The few words of reviews that lists and My bookings show in their first load (docs/decisions/0060): a module of
// their own, so that those pages do not carry all of REVIEW_COPY (the web's 130 KB budget per route). REVIEW_COPY names
// them too, and the app may use either.

/** The rating on an offering's card: "4.8 (8 reviews)", and what a screen reader says of it. */
export const REVIEW_CARD_COPY = {
  rating: (rating: string, count: number) => `${rating} (${count} review${count === 1 ? "" : "s"})`,
  ratingLabel: (rating: string, count: number) => `Rated ${rating} out of 5 from ${count} review${count === 1 ? "" : "s"}`,
} as const;

/** The link from a completed booking to its review: the invitation, then the review written. */
export const REVIEW_LINK_COPY = {
  rateYourVendor: "Rate your vendor",
  yourReview: "Your review",
} as const;
