import { formatWeekdayDay } from "../shared/dates.ts";

// The "Free on my date" tick's words (docs/decisions/0058), apart from my-date-words.ts: they format a date, and only
// the date field and the filters load them.

export const myDateCopyFor = {
  /** The filter's tick: "Free on Sat, 12 Dec". */
  freeOn: (date: string) => `Free on ${formatWeekdayDay(date)}`,
} as const;
