// A brief's and a quote's limits, in a file that imports nothing, so the words that name them (messages.ts,
// quote-messages.ts) read them rather than repeat their numbers.

export const BRIEF_LIMITS = {
  /** Open briefs a consumer may have at once: booked and past briefs do not count. */
  openPerConsumer: 3,
  photos: 5,
  guestsMax: 5000,
  /** The most rupees a budget or a quote may name. */
  rupeesMax: 10_000_000,
  notesMax: 1000,
  includedMax: 1000,
  localityMax: 80,
  reasonMax: 500,
  /** How far ahead a brief may be dated. */
  daysAhead: 365,
  /** Briefs a list shows, newest first. */
  listMax: 50,
} as const;
