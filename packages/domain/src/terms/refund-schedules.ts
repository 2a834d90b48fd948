import { rupees } from "../shared/display.ts";
import { fieldMessageFor, typedWholeNumber, wholeNumberProblem } from "../shared/fields.ts";
import { refundFor, startOfIndianDay } from "./rules.ts";
import type { RefundQuote, RefundSchedule, RefundStep } from "./rules.ts";

// Refund schedules as data (docs/decisions/0035-refund-schedules-and-lifecycle-rules.md): the tiers a vendor writes in
// the Terms section ("from N hours before the event, X% back"), the rule that checks them, and the rule that picks,
// of the schedule kept when a booking was placed and the vendor's current one, the kinder for the shopper.

/** A tier's bounds: hours up to a year before the event, percent 0 to 100, at most six tiers. */
export const REFUND_TIER_LIMITS = {
  hoursBefore: { min: 0, max: 8760 },
  percent: { min: 0, max: 100 },
  tiers: { max: 6 },
} as const;

/** The words of the Terms section's refund tiers. */
export const REFUND_TIER_COPY = {
  legend: "Refund schedule",
  hint: "What a customer who cancels gets back, by how long before the event they cancel. Customers see this table on your offerings and when they cancel.",
  hoursBefore: "Hours before the event",
  withinHours: "Hours after booking",
  percent: "Refund (%)",
  addTier: "Add a row",
  orderByNotice: "Put rows in order of notice",
  noRefunds: "No refunds: a customer who cancels gets nothing back",
  notStated: "No schedule yet: customers see only your written policy, and no refund is worked out for them.",
  previewTitle: "What customers see",
  policyExplains: "Your written policy below explains the table in your own words.",
} as const;

export const REFUND_TIER_MESSAGES = {
  tooMany: `Add at most ${REFUND_TIER_LIMITS.tiers.max} refund rows`,
} as const;

export const refundTierMessageFor = {
  removeTier: (row: number) => `Remove row ${row}`,
  tierLabel: (row: number) => `Row ${row}`,
  sameHours: (hours: number) => `Two rows start at ${hours} hours before the event: keep one`,
  rising: (hours: number, percent: number, moreHours: number, morePercent: number) =>
    `A refund cannot grow as the event gets closer: ${percent}% at ${hours} hours is more than ${morePercent}% at ${moreHours} hours`,
} as const;

/** What is wrong with a list of tiers: the row (index as given) and field it belongs to, or the list as a whole. */
export interface RefundTierProblem {
  index: number | null;
  field: keyof RefundStep | null;
  message: string;
}

const hoursProblem = (n: number) =>
  Number.isInteger(n) && n >= REFUND_TIER_LIMITS.hoursBefore.min && n <= REFUND_TIER_LIMITS.hoursBefore.max
    ? null
    : fieldMessageFor.outOfRange(REFUND_TIER_COPY.hoursBefore, REFUND_TIER_LIMITS.hoursBefore.min, REFUND_TIER_LIMITS.hoursBefore.max);
const percentProblem = (n: number) =>
  Number.isInteger(n) && n >= REFUND_TIER_LIMITS.percent.min && n <= REFUND_TIER_LIMITS.percent.max
    ? null
    : fieldMessageFor.outOfRange(REFUND_TIER_COPY.percent, REFUND_TIER_LIMITS.percent.min, REFUND_TIER_LIMITS.percent.max);

/**
 * Every problem of a list of tiers, in any order: each hours a whole number of 0 to 8760, each percent 0 to 100, no
 * two with the same hours, at most six, and a percent that does not rise as notice shrinks (the tier with fewer hours
 * gives at most what the tier with more hours gives). Empty when the tiers are fine.
 */
export function refundTierProblems(tiers: readonly RefundStep[]): RefundTierProblem[] {
  const problems: RefundTierProblem[] = [];
  if (tiers.length > REFUND_TIER_LIMITS.tiers.max) problems.push({ index: null, field: null, message: REFUND_TIER_MESSAGES.tooMany });
  tiers.forEach((tier, index) => {
    const hours = hoursProblem(tier.hoursBefore);
    if (hours) problems.push({ index, field: "hoursBefore", message: hours });
    const percent = percentProblem(tier.percent);
    if (percent) problems.push({ index, field: "percent", message: percent });
  });
  if (problems.length > 0) return problems;
  const ordered = tiers.map((tier, index) => ({ ...tier, index })).sort((a, b) => b.hoursBefore - a.hoursBefore);
  for (let i = 1; i < ordered.length; i++) {
    const [more, fewer] = [ordered[i - 1], ordered[i]];
    if (!more || !fewer) continue;
    if (more.hoursBefore === fewer.hoursBefore) {
      problems.push({
        index: Math.max(more.index, fewer.index),
        field: "hoursBefore",
        message: refundTierMessageFor.sameHours(fewer.hoursBefore),
      });
    } else if (fewer.percent > more.percent) {
      const message = refundTierMessageFor.rising(fewer.hoursBefore, fewer.percent, more.hoursBefore, more.percent);
      problems.push({ index: fewer.index, field: "percent", message });
    }
  }
  return problems;
}

/** A tier as typed in the Terms section: two text boxes. */
export interface RefundTierEntry {
  hoursBefore: string;
  percent: string;
}

/** The form's check of typed tiers: each box a whole number in bounds, then the list's own rules (refundTierProblems). */
export function refundTierEntryProblems(entries: readonly RefundTierEntry[]): RefundTierProblem[] {
  const problems: RefundTierProblem[] = [];
  entries.forEach((entry, index) => {
    const hours = wholeNumberProblem(entry.hoursBefore, REFUND_TIER_COPY.hoursBefore, REFUND_TIER_LIMITS.hoursBefore);
    if (hours) problems.push({ index, field: "hoursBefore", message: hours });
    const percent = wholeNumberProblem(entry.percent, REFUND_TIER_COPY.percent, REFUND_TIER_LIMITS.percent);
    if (percent) problems.push({ index, field: "percent", message: percent });
  });
  if (entries.length > REFUND_TIER_LIMITS.tiers.max) problems.push({ index: null, field: null, message: REFUND_TIER_MESSAGES.tooMany });
  return problems.length > 0 ? problems : refundTierProblems(refundTiersOf(entries));
}

/** Typed tiers as numbers (a box that is not a whole number counts as 0; check with refundTierEntryProblems first). */
export function refundTiersOf(entries: readonly RefundTierEntry[]): RefundStep[] {
  return entries.map((e) => ({ hoursBefore: typedWholeNumber(e.hoursBefore) ?? 0, percent: typedWholeNumber(e.percent) ?? 0 }));
}

/** Tiers in the order a schedule holds them: most notice first. */
export function sortRefundTiers(tiers: readonly RefundStep[]): RefundStep[] {
  return [...tiers].sort((a, b) => b.hoursBefore - a.hoursBefore);
}

/**
 * The schedule the Terms section gives: "no refunds" (kind none), the tiers by notice before the event, or null
 * (not shown: nothing is invented) when there are no tiers.
 */
export function refundScheduleOf(tiers: readonly RefundStep[], noRefunds: boolean): RefundSchedule | null {
  if (noRefunds) return { kind: "none" };
  return tiers.length > 0 ? { kind: "before_event", steps: sortRefundTiers(tiers) } : null;
}

/** A schedule as the Terms section edits it: the tiers and the "no refunds" box (another kind opens with neither). */
export function refundTiersOfSchedule(schedule: RefundSchedule | null | undefined): { tiers: RefundStep[]; noRefunds: boolean } {
  if (schedule?.kind === "none") return { tiers: [], noRefunds: true };
  return { tiers: schedule?.kind === "before_event" ? [...schedule.steps] : [], noRefunds: false };
}

/** The sample of the Terms section's preview: a booking of this price, cancelled this many hours before the event. */
export const REFUND_SAMPLE = { price: 10_000, hoursBefore: 72 } as const;

/** "Cancelled 72 hours before the event, a ₹10,000 booking (₹5,000 paid) gets ₹2,500 back" */
export function refundSampleLine(schedule: RefundSchedule, paid: number): string {
  const eventDate = "2026-01-10";
  const cancelAt = new Date(startOfIndianDay(eventDate).getTime() - REFUND_SAMPLE.hoursBefore * 3_600_000);
  const quote = refundFor(schedule, { paid, eventDate, cancelAt, bookedAt: cancelAt });
  const booking = paid === REFUND_SAMPLE.price ? rupees(REFUND_SAMPLE.price) : `${rupees(REFUND_SAMPLE.price)} (${rupees(paid)} paid)`;
  return `Cancelled ${REFUND_SAMPLE.hoursBefore} hours before the event, a ${booking} booking gets ${rupees(quote.refund)} back`;
}

/**
 * What a shopper's cancellation gives back (docs/decisions/0035): of the schedule kept when the booking was placed and
 * the vendor's current one, the one that gives more now, so a vendor may make terms kinder for bookings already made,
 * never harsher. A schedule counted by notice before the event says nothing for a booking without an event date. Null
 * when no schedule says anything: no amount is promised.
 */
export function kinderRefund(
  schedules: { kept: RefundSchedule | null; current: RefundSchedule | null },
  { paid, eventDate, cancelAt, bookedAt }: { paid: number; eventDate: string | null; cancelAt: Date; bookedAt: Date },
): RefundQuote | null {
  let best: RefundQuote | null = null;
  for (const schedule of [schedules.kept, schedules.current]) {
    if (!schedule || (schedule.kind === "before_event" && !eventDate)) continue;
    const quote = refundFor(schedule, { paid, eventDate: eventDate ?? "", cancelAt, bookedAt });
    if (!best || quote.refund > best.refund || (quote.refund === best.refund && quote.percent > best.percent)) best = quote;
  }
  return best;
}

/** Everything paid comes back: a vendor or an operator cancelling, which the shopper did not choose. */
export const fullRefund = (paid: number): RefundQuote => ({ percent: 100, refund: paid, paid });
