import { addDays, formatLongDate } from "../shared/dates.ts";

// Availability (docs/decisions/0056): a vendor blocks days (one or a range, with an optional note) and says how many
// events it takes on one day, per vendor and per offering where that differs. A day is unavailable when it is blocked,
// or when the bookings that hold it (awaiting payment, received, confirmed) reach the capacity. Booking refuses such a
// day, the date pickers grey it out, and brief matching leaves out a vendor not free on the brief's date.

export const AVAILABILITY = {
  /** The most events a vendor (or an offering) can take on one day. */
  capacityMax: 50,
  /** The longest note on a blocked range. */
  noteMax: 200,
  /** The longest range blocked at once, in days. */
  rangeMaxDays: 366,
  /** How far ahead a block may start, in days. */
  aheadMaxDays: 730,
  /** The days one calendar read covers unless it asks otherwise: six weeks, a month's grid. */
  calendarDaysDefault: 42,
  /** The most days one calendar read covers. */
  calendarDaysMax: 62,
  /** The most days a date picker asks about at once. */
  pickerDaysMax: 400,
  /** The most blocked ranges a vendor keeps that have not ended yet. */
  blocksMax: 200,
  /** How far back the calendar feed reaches, in days (a phone keeps what it has already fetched). */
  feedPastDays: 90,
} as const;

/** The booking statuses that hold a day: an unpaid order for a while, a booking waiting for its answer, a confirmed one. */
export const DAY_HOLDING_STATUSES = ["awaiting_payment", "received", "confirmed"] as const;

export type DayUnavailable = "blocked" | "full";

/** Every date of an inclusive range, YYYY-MM-DD. */
export function datesBetween(startsOn: string, endsOn: string): string[] {
  const dates: string[] = [];
  for (let d = startsOn; d <= endsOn && dates.length <= AVAILABILITY.rangeMaxDays; d = addDays(d, 1)) dates.push(d);
  return dates;
}

/** The capacity that applies to an offering: its own where it differs, else its vendor's; null for no limit. */
export function capacityFor(vendorCapacity: number | null, offeringCapacity: number | null): number | null {
  return offeringCapacity ?? vendorCapacity;
}

export const AVAILABILITY_MESSAGES = {
  blockNotFound: "Blocked dates not found",
  dateInvalid: "Please give the date as YYYY-MM-DD",
  blockInPast: "Please choose dates from today onwards",
  blockTooFar: "Please choose dates within the next two years",
  blockOrder: "The last day cannot be before the first",
  blockTooLong: "You can block at most a year at once",
  noteTooLong: `A note can hold at most ${AVAILABILITY.noteMax} characters`,
  capacityInvalid: `Please enter a number of events from 1 to ${AVAILABILITY.capacityMax}, or leave it empty for no limit`,
  blocksLimit: `You can keep at most ${AVAILABILITY.blocksMax} blocked ranges. Please remove some first`,
  feedNotFound: "Calendar not found",
  rangeTooLong: `Please ask for at most ${AVAILABILITY.pickerDaysMax} days at once`,
  calendarRangeTooLong: `Please ask for at most ${AVAILABILITY.calendarDaysMax} days at once`,
  /** The shopper's chosen event date ("Free on my date"), kept like the locality. */
  eventDatePast: "Please choose an event date from today onwards",
  eventDateTooFar: "Please choose an event date within the next two years",
} as const;

/** The words of the calendar feed (iCalendar) a vendor subscribes to from a phone's calendar. */
export const AVAILABILITY_FEED_WORDS = {
  calendarName: (vendorName: string) => `Utsav bookings: ${vendorName}`,
  /** A booking's event: the offering and the booking's reference, never the shopper's name or number (the feed may be shared). */
  bookingSummary: (offeringName: string, reference: string, confirmed: boolean) =>
    `${confirmed ? "" : "Awaiting your answer: "}${offeringName} ${reference}`,
  bookingPlace: (locality: string) => `Place: ${locality}`,
  bookingLink: (url: string) => `Booking: ${url}`,
  blockedSummary: "Not taking bookings",
} as const;

export const availabilityMessageFor = {
  /** Booking a blocked day (409). */
  dayBlocked: (date: string) => `This vendor does not take bookings on ${formatLongDate(date)}. Please choose another date.`,
  /** Booking a full day, or the last place taken meanwhile (409). */
  dayFull: (date: string) => `This vendor is fully booked on ${formatLongDate(date)}. Please choose another date.`,
};
