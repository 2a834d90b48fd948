import { formatDay, formatWeekdayDay, TIME_ZONE } from "../shared/dates.ts";
import { AVAILABILITY } from "./rules.ts";
import type { DayUnavailable } from "./rules.ts";

// The words of availability (docs/decisions/0056): the vendor's Calendar page, and what a date picker says of a day
// the vendor cannot take. The web and the app show them from here.

/** The error code of a booking refused for its day (409), blocked or full: the form shows it at the date. */
export const DATE_UNAVAILABLE = "DATE_UNAVAILABLE";

export const AVAILABILITY_COPY = {
  title: "Calendar",
  lead: "Block the days you cannot work and say how many events you take on one day. Shoppers cannot book a blocked or full day.",
  months: "Months",
  previousMonth: "Previous month",
  nextMonth: "Next month",
  /** The grid's columns, Monday first, and their full names for a screen reader. */
  weekdays: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
  weekdayNames: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
  markBlocked: "Blocked",
  markFull: "Full",
  /** The booking form's month of the vendor's days, under the date field. */
  pickerTitle: "The vendor's free days",
  pickHint: "Choose a day to block it; choose a later day to block the days between.",
  legend: "Numbers show events booked of the most you take that day.",

  blockTitle: "Block dates",
  blockLead: "Block one day, or a range such as a family wedding. Shoppers cannot book these days.",
  startsOn: "First day",
  endsOn: "Last day",
  endsOnHint: "Leave empty to block one day",
  note: "Note",
  noteHint: "Only you see it, for example Diwali at home",
  blockButton: "Block dates",
  blocking: "Blocking…",

  blockedTitle: "Blocked dates",
  noBlocks: "No dates are blocked.",
  unblock: "Unblock",

  capacityTitle: "How many events you take",
  capacityLabel: "Events you take on one day",
  capacityHint: `From 1 to ${AVAILABILITY.capacityMax}. Leave empty for no limit`,
  offeringsTitle: "Offerings that differ",
  offeringsLead: "Where an offering takes a different number of events on one day, set it here. Leave it empty to use the number above.",
  offeringHint: "Empty: the number above",
  save: "Save",
  saving: "Saving the number…",

  feedTitle: "Subscribe from your phone's calendar",
  feedLead: "Your bookings and blocked days in your phone's calendar, kept up to date.",
  feedMake: "Make the link",
  feedMaking: "Making the link…",
  feedLinkLabel: "Your calendar link",
  feedShownOnce: "Copy this link now: it is shown only once.",
  feedHowTo:
    "On an iPhone, tap Add to my calendar, or in Settings choose Calendar, Accounts, Add Account, Other, Add Subscribed Calendar and paste the link. On Android, open Google Calendar on a computer, choose Other calendars, From URL, and paste the link.",
  feedOpen: "Add to my calendar",
  copy: "Copy",
  copied: "Copied",
  copyFailed: "Select the link and copy it.",
  feedOn: "Your calendar link is on. It was shown once, when you made it: to add another phone, renew it.",
  renew: "Renew the link",
  renewTitle: "Renew the calendar link?",
  renewQuestion: "You get a new link. The old link stops working: calendars subscribed to it stop updating until you add the new one.",
  renewing: "Renewing…",
  stop: "Stop the link",
  stopTitle: "Stop the calendar link?",
  stopQuestion: "The link stops working: calendars subscribed to it stop updating. You can make a new one later.",
  stopping: "Stopping…",
  keepLink: "Keep the link",
  feedMade: "Your calendar link is made.",
  feedStopped: "The calendar link is stopped.",

  failed: "That did not work. Please try again.",
} as const;

const monthTitle = new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: TIME_ZONE });

/** The events booked of the most taken, as a day's cell shows them: "2/3", or "2" where there is no limit. */
const bookedMark = (booked: number, capacity: number | null) => (capacity === null ? String(booked) : `${booked}/${capacity}`);

export const availabilityCopyFor = {
  /** "December 2026", a month written YYYY-MM. */
  month: (month: string) => monthTitle.format(new Date(`${month}-15T12:00:00+05:30`)),
  /**
   * A day of the vendor's calendar, for a screen reader: "Sat, 12 Dec: 2 of 3 booked", "Sat, 12 Dec: blocked (Diwali
   * at home)", "Sat, 12 Dec: full, 3 of 3 booked", "Sat, 12 Dec: free".
   */
  vendorDay: (day: { date: string; booked: number; capacity: number | null; blocked: boolean; full: boolean }, note?: string | null) => {
    const name = formatWeekdayDay(day.date);
    const booked = day.capacity === null ? `${day.booked} booked` : `${day.booked} of ${day.capacity} booked`;
    if (day.blocked) return `${name}: blocked${note ? ` (${note})` : ""}${day.booked > 0 ? `, ${booked}` : ""}`;
    if (day.full) return `${name}: full, ${booked}`;
    return day.booked > 0 ? `${name}: ${booked}` : `${name}: free`;
  },
  /** What a day's cell shows under its number: Blocked, Full, or the events booked of the most taken. */
  vendorMark: (day: { booked: number; capacity: number | null; blocked: boolean; full: boolean }) => {
    if (day.blocked) return AVAILABILITY_COPY.markBlocked;
    if (day.full) return AVAILABILITY_COPY.markFull;
    return day.booked > 0 ? bookedMark(day.booked, day.capacity) : "";
  },
  /** A day of a shopper's date picker the vendor cannot take: "Sat, 12 Dec: fully booked". */
  pickerDay: (date: string, reason: DayUnavailable | null) => {
    const name = formatWeekdayDay(date);
    if (reason === "full") return `${name}: fully booked`;
    if (reason === "blocked") return `${name}: not available`;
    return name;
  },
  /** A blocked range as the list names it: "12 Dec 2026", or "10 Dec 2026 to 14 Dec 2026". */
  range: (startsOn: string, endsOn: string) =>
    startsOn === endsOn ? formatDay(startsOn) : `${formatDay(startsOn)} to ${formatDay(endsOn)}`,
  unblockLabel: (range: string) => `Unblock ${range}`,
  blocked: (range: string) => `${range} blocked.`,
  unblocked: (range: string) => `${range} unblocked: shoppers can book it again.`,
  capacitySaved: (capacity: number | null) =>
    capacity === null
      ? "Saved: no limit on events a day."
      : `Saved: you take up to ${capacity} ${capacity === 1 ? "event" : "events"} a day.`,
  offeringCapacityLabel: (title: string) => `Events a day for ${title}`,
  offeringCapacitySaved: (title: string, capacity: number | null) =>
    capacity === null
      ? `Saved: ${title} takes the number above.`
      : `Saved: ${title} takes up to ${capacity} ${capacity === 1 ? "event" : "events"} a day.`,
} as const;
