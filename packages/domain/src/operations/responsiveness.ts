import { BOOKING_TIMING } from "../bookings/timing-periods.ts";

// How responsive each vendor is (issue 40; docs/decisions/0055): the median time to its first answer and the share of
// what reached it that it answered, for bookings and for requests (briefs) apart, over a recent window. Operators read
// it on the vendors list and on a vendor's review, to chase slow vendors before shoppers give up. Browser-safe: the API
// computes the figures with these rules, and the console says them in these words.

/** The window measured: what reached the vendor in the last 90 days, so an old slow season fades out. */
export const RESPONSIVENESS_WINDOW_DAYS = 90;

/**
 * How long a vendor has to answer before an unanswered booking or request counts against it, and within which a
 * shopper's cancellation (or a brief booked with another vendor) is the shopper's change of mind, not the vendor's miss:
 * the time a booking has to be answered before it expires (docs/decisions/0054).
 */
export const RESPONSIVENESS_ANSWER_HOURS: number = BOOKING_TIMING.answerWithinHours;

/** One pair of figures: bookings, or requests. */
export interface ResponsivenessFigures {
  /** What reached the vendor in the window. */
  reached: number;
  /** Answered by the vendor (confirmed or declined; a request quoted or declined). */
  answered: number;
  /** Left unanswered past the answer period, or ended by someone else before the vendor answered. */
  missed: number;
  /** Unanswered and still within the answer period: counted neither way yet. */
  waiting: number;
  /** The median time from reaching the vendor to its first answer, in whole seconds; null with nothing answered. */
  medianSeconds: number | null;
  /** answered / (answered + missed) as a whole percent; null when nothing is counted yet. */
  answerRate: number | null;
}

export interface VendorResponsiveness {
  windowDays: number;
  bookings: ResponsivenessFigures;
  briefs: ResponsivenessFigures;
}

/** The middle value (the mean of the two middle ones for an even count), or null for none. */
export function median(values: readonly number[]): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle];
  const lower = sorted.length % 2 === 1 ? upper : sorted[middle - 1];
  return upper === undefined || lower === undefined ? null : (lower + upper) / 2;
}

/**
 * answered / (answered + missed) as a whole percent, or null when nothing counts yet. Rounded, except that 100% means
 * nothing was missed and 0% that nothing was answered (199 of 200 reads 99%, 1 of 200 reads 1%).
 */
export function answerRate(answered: number, missed: number): number | null {
  const counted = answered + missed;
  if (counted === 0) return null;
  const percent = Math.round((answered * 100) / counted);
  if (missed > 0 && percent === 100) return 99;
  if (answered > 0 && percent === 0) return 1;
  return percent;
}

/** The figures from the counts and the times to the first answer (seconds), as the API answers them. */
export function responsivenessFigures(counts: {
  answered: number;
  missed: number;
  waiting: number;
  reached: number;
  answerSeconds: readonly number[];
}): ResponsivenessFigures {
  const middle = median(counts.answerSeconds);
  return {
    reached: counts.reached,
    answered: counts.answered,
    missed: counts.missed,
    waiting: counts.waiting,
    medianSeconds: middle === null ? null : Math.round(middle),
    answerRate: answerRate(counts.answered, counts.missed),
  };
}

/** The figures of a vendor nothing has reached. */
export const NO_RESPONSES: ResponsivenessFigures = {
  reached: 0,
  answered: 0,
  missed: 0,
  waiting: 0,
  medianSeconds: null,
  answerRate: null,
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** A response time, short: "under 1 min", "20 min", "3 h 20 min", "1 day 4 h", "2 days" (minutes and hours round down). */
export function formatResponseTime(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  if (minutes < 1) return "under 1 min";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return days >= 3 || hours % 24 === 0 ? plural(days, "day") : `${plural(days, "day")} ${hours % 24} h`;
}

/** The console's words for responsiveness: the vendor review's card and the vendors list's column. */
export const RESPONSIVENESS_COPY = {
  title: "Responsiveness",
  lead: (days: number) =>
    `What reached this vendor in the last ${days} days. Response time is the median time to the vendor's first answer.`,
  rule: (hours: number) =>
    `Left unanswered for ${hours} hours, or ended by anyone else before the vendor answered, counts as missed; a customer's cancellation within ${hours} hours does not count.`,
  bookings: "Bookings",
  briefs: "Requests",
  responseTime: "Response time",
  answerRate: "Answer rate",
  noBookings: "No bookings to answer yet",
  noBriefs: "No requests to answer yet",
  /** Something reached the vendor, yet nothing was answered. */
  noAnswer: "No answer yet",
  /** Everything that reached the vendor is still within its answer period. */
  notCounted: "Not counted yet",
  rateDetail: (answered: number, counted: number) => `${answered} of ${counted} answered`,
  waiting: (n: number) => `${n} waiting`,
  /** The vendors list's column. */
  column: "Responsiveness",
  /** The list's short line: "Bookings: 3 h 20 min · 90%". */
  listLine: (kind: string, time: string, rate: string) => `${kind}: ${time} · ${rate}`,
} as const;

/** A rate as the console shows it: "90%", or the words for nothing counted yet. */
export function answerRateText(figures: ResponsivenessFigures): string {
  return figures.answerRate === null ? RESPONSIVENESS_COPY.notCounted : `${figures.answerRate}%`;
}

/** A response time as the console shows it, or the words for nothing answered yet. */
export function responseTimeText(figures: ResponsivenessFigures): string {
  return figures.medianSeconds === null ? RESPONSIVENESS_COPY.noAnswer : formatResponseTime(figures.medianSeconds);
}
