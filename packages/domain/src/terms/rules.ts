import { serviceAreaSummary } from "./service-area-summary.ts";
import type { ServiceArea } from "./service-areas.ts";
import { addDays, formatLongDate, indianDate, isIsoDate } from "../shared/dates.ts";
import { rupees } from "../shared/display.ts";
import { messageFor } from "../shared/messages.ts";
import { TERMS_COPY } from "./words.ts";

// What a vendor promises before a booking: where it serves, how far ahead it must be booked, the advance and the
// refunds (spec: catalogue §9 "Lead times, service radii, advances and refunds by vendor"). Vendors enter the same
// terms in their Service and Terms sections. docs/decisions/0022-vendor-terms-and-service-areas.md.

/** A refund by how long before the event the booking is cancelled: at least hoursBefore hours, percent back. */
export interface RefundStep {
  hoursBefore: number;
  percent: number;
}

/**
 * How cancellations are refunded: by notice before the event (steps, largest notice first; less notice than the
 * last step gets nothing), by time since the booking was placed, or not at all (no cancellation).
 */
export type RefundSchedule =
  | { kind: "before_event"; steps: readonly RefundStep[] }
  | { kind: "after_booking"; withinHours: number; percent: number }
  | { kind: "none" };

export interface VendorTerms {
  serviceArea: ServiceArea;
  /** Days of notice, the upper bound of a range ('3-4 days' is 4); null where the vendor states none. */
  leadTimeDays: number | null;
  /** The vendor's own words for it, e.g. '3-4 days'; null where not shown. */
  leadTimeText: string | null;
  /** Percent of the price paid to confirm; null where the vendor shows none. */
  advancePercent: number | null;
  /** null where the vendor's refund terms are not shown: nothing is invented in their place. */
  refunds: RefundSchedule | null;
}

/** A vendor's terms with those that differ for one of its categories (catalogue §9: decor Bangalore only, hampers Pan India). */
export interface VendorTermsByCategory extends VendorTerms {
  byCategory: Readonly<Partial<Record<string, Partial<VendorTerms>>>>;
}

/** The terms that apply to an offering of this category. */
export function termsForCategory(terms: VendorTermsByCategory, category: string): VendorTerms {
  const { byCategory, ...base } = terms;
  return { ...base, ...byCategory[category] };
}

/** The terms as an offering page shows them, with the sentence that says where the vendor serves. */
export function withServiceAreaSummary(terms: VendorTerms): VendorTerms & { serviceAreaSummary: string } {
  return { ...terms, serviceAreaSummary: serviceAreaSummary(terms.serviceArea) };
}

// --- lead time, counted in Asia/Kolkata ---

/** The earliest event date a vendor with this lead time can take, booked now: today in India plus the lead time. */
export function earliestEventDate(leadTimeDays: number | null, now: Date = new Date()): string {
  return addDays(indianDate(now), leadTimeDays ?? 0);
}

/** "Book at least N days ahead", beside the price; null for a vendor with no lead time. */
export function leadTimeLine(leadTimeDays: number | null): string | null {
  if (!leadTimeDays) return null;
  return `Book at least ${leadTimeDays} ${leadTimeDays === 1 ? "day" : "days"} ahead`;
}

// --- refunds ---

/** The first moment of a date in India: a booking holds a date, not a time, so notice is counted to it. */
export function startOfIndianDay(date: string): Date {
  return new Date(`${date}T00:00:00+05:30`);
}

export interface RefundQuote {
  percent: number;
  /** Rupees back, rounded down to the rupee. */
  refund: number;
  paid: number;
}

/**
 * What comes back when a booking is cancelled: the one rule both the policy sheet's calculator and a booking's
 * cancellation use. paid is what the consumer paid (the advance, or the price where no advance is stated).
 */
export function refundFor(
  schedule: RefundSchedule,
  { paid, eventDate, cancelAt, bookedAt }: { paid: number; eventDate: string; cancelAt: Date; bookedAt: Date },
): RefundQuote {
  let percent = 0;
  if (schedule.kind === "before_event") {
    const hoursLeft = (startOfIndianDay(eventDate).getTime() - cancelAt.getTime()) / 3_600_000;
    percent = schedule.steps.find((step) => hoursLeft >= step.hoursBefore)?.percent ?? 0;
  } else if (schedule.kind === "after_booking") {
    const hoursSince = (cancelAt.getTime() - bookedAt.getTime()) / 3_600_000;
    percent = hoursSince <= schedule.withinHours ? schedule.percent : 0;
  }
  return { percent, refund: Math.floor((paid * percent) / 100), paid };
}

/** What a consumer pays to book: the advance where the vendor states one, else the whole price. */
export function amountPaid(price: number, advancePercent: number | null): number {
  return advancePercent === null ? price : Math.round((price * advancePercent) / 100);
}

/** The rows of the policy sheet's refund table: when the booking is cancelled, and how much comes back. */
export function refundTableRows(schedule: RefundSchedule): { when: string; refund: string }[] {
  if (schedule.kind === "none") return [{ when: "Any time after booking", refund: "No cancellation" }];
  if (schedule.kind === "after_booking") {
    return [
      { when: `Within ${schedule.withinHours} hours of booking`, refund: `${schedule.percent}%` },
      { when: "Later", refund: "No refund" },
    ];
  }
  const rows = schedule.steps.map((step) => ({
    when: step.hoursBefore === 0 ? "Before the event date" : `${step.hoursBefore} hours or more before`,
    refund: `${step.percent}%`,
  }));
  const last = schedule.steps[schedule.steps.length - 1];
  const tail = last && last.hoursBefore > 0 ? `Less than ${last.hoursBefore} hours before` : "On the event date";
  return [...rows, { when: tail, refund: "No refund" }];
}

/** The advance beside the terms: "50% advance to confirm"; null where the vendor shows none. */
export function advanceLine(advancePercent: number | null): string | null {
  if (advancePercent === null) return null;
  return advancePercent === 0 ? "No advance: pay on the day" : `${advancePercent}% advance to confirm`;
}

/**
 * The policy sheet's calculator: what comes back when a booking made today for eventDate is cancelled on cancelOn.
 * Notice is counted from the first minute of the day of cancelling (now, when that day is today) to the first minute
 * of the event date, both in India; null where the vendor's refunds are not shown.
 */
export function refundOnDate(
  terms: { advancePercent: number | null; refunds: RefundSchedule | null },
  price: number,
  { eventDate, cancelOn, now = new Date() }: { eventDate: string; cancelOn: string; now?: Date },
): RefundQuote | null {
  if (!terms.refunds) return null;
  const cancelAt = cancelOn <= indianDate(now) ? now : startOfIndianDay(cancelOn);
  return refundFor(terms.refunds, { paid: amountPaid(price, terms.advancePercent), eventDate, cancelAt, bookedAt: now });
}

/** "Cancel on 12 March 2026: ₹1,500 back of ₹2,000" */
export function refundLine(cancelOn: string, quote: RefundQuote): string {
  return `Cancel on ${formatLongDate(cancelOn)}: ${rupees(quote.refund)} back of ${rupees(quote.paid)}`;
}

// --- messages ---

export const TERMS_MESSAGES = {
  unknownLocality: (text: string) => `We could not find "${text}" among Bengaluru's localities. Choose one from the list`,
  /** A booking dated before today plus the lead time; earliest is the date as shown ('14 March 2025'). */
  tooEarly: (leadTimeDays: number, earliest: string) =>
    leadTimeDays > 0
      ? `${leadTimeLine(leadTimeDays)}: the earliest event date is ${earliest}`
      : `The event date cannot be before ${earliest}`,
  eventDateInvalid: "Please choose the event date",
} as const;

export { TERMS_COPY };

export const termsCopyFor = {
  /** "50% advance to confirm: ₹750 on a price of ₹1,500" */
  advanceOnPrice: (advance: string, paid: number, price: number) => `${advance}: ${rupees(paid)} on a price of ${rupees(price)}`,
} as const;

/**
 * The booking form's check of the event date it asks for: given, a real YYYY-MM-DD date, and no earlier than today in
 * India plus the vendor's lead time (the API answers BOOKING_TOO_EARLY with the same words); null when it is fine.
 */
export function eventDateError(eventDate: string, leadTimeDays: number | null, now: Date = new Date()): string | null {
  if (!eventDate) return messageFor.fieldRequired(TERMS_COPY.eventDate);
  if (!isIsoDate(eventDate)) return TERMS_MESSAGES.eventDateInvalid;
  const earliest = earliestEventDate(leadTimeDays, now);
  return eventDate < earliest ? TERMS_MESSAGES.tooEarly(leadTimeDays ?? 0, formatLongDate(earliest)) : null;
}
