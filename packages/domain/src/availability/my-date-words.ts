// "Free on my date" (docs/decisions/0058): the event date a shopper plans for, kept like the chosen locality, and the
// filter of lists and search that keeps the offerings whose vendor can take a booking that day. Apart from words.ts,
// which only the calendar screens load. A card's line is shared/serves-words.ts's, so a card loads none of these
// (my-date-label.ts has the tick's words, which format a date).

import { NOT_FREE_LINE } from "../shared/serves-words.ts";

export const MY_DATE_COPY = {
  /** The date field of lists and search. */
  label: "Your event date",
  hint: "Lists can then keep the vendors free that day",
  /** The filter's name in the search filters. */
  freeOnMyDate: "Free on my date",
  clear: "Clear the date",
  /** What a card says quietly when its vendor cannot take the chosen date. */
  notFree: NOT_FREE_LINE,
  saveFailed: "Your event date could not be saved. Please try again.",
} as const;
