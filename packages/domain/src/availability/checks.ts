import { addDays, indianDate, isIsoDate } from "../shared/dates.ts";
import { messageFor } from "../shared/messages.ts";
import { AVAILABILITY, AVAILABILITY_MESSAGES, availabilityMessageFor } from "./rules.ts";
import type { DayUnavailable } from "./rules.ts";
import { AVAILABILITY_COPY } from "./words.ts";

// The forms' checks of availability without zod (docs/decisions/0030: the browser does not load the schemas), worded as
// schemas.ts and the API word them, and what a date picker reads of an offering's availability. The web and the app
// use them; the API checks everything again.

/** A capacity as typed: empty for no limit, else a whole number of events from 1 to the most. */
export function capacityProblem(typed: string): string | null {
  const text = typed.trim();
  if (text === "") return null;
  const value = Number(text);
  return /^\d+$/.test(text) && value >= 1 && value <= AVAILABILITY.capacityMax ? null : AVAILABILITY_MESSAGES.capacityInvalid;
}

/** The capacity a checked entry sends: null for no limit. */
export const capacityValue = (typed: string): number | null => (typed.trim() === "" ? null : Number(typed.trim()));

/** What the block form holds: the first day, the last (empty for one day) and a note. */
export interface BlockEntry {
  startsOn: string;
  endsOn: string;
  note: string;
}

/** A message for each field of the block form that is wrong, as the API would answer (dates in India). */
export function blockProblems({ startsOn, endsOn, note }: BlockEntry, now: Date = new Date()): Partial<Record<keyof BlockEntry, string>> {
  const problems: Partial<Record<keyof BlockEntry, string>> = {};
  const today = indianDate(now);
  if (!startsOn) problems.startsOn = messageFor.fieldRequired(AVAILABILITY_COPY.startsOn);
  else if (!isIsoDate(startsOn)) problems.startsOn = AVAILABILITY_MESSAGES.dateInvalid;
  else if (startsOn < today) problems.startsOn = AVAILABILITY_MESSAGES.blockInPast;
  else if (startsOn > addDays(today, AVAILABILITY.aheadMaxDays)) problems.startsOn = AVAILABILITY_MESSAGES.blockTooFar;
  if (endsOn && !isIsoDate(endsOn)) problems.endsOn = AVAILABILITY_MESSAGES.dateInvalid;
  else if (endsOn && isIsoDate(startsOn) && endsOn < startsOn) problems.endsOn = AVAILABILITY_MESSAGES.blockOrder;
  else if (endsOn && isIsoDate(startsOn) && endsOn > addDays(startsOn, AVAILABILITY.rangeMaxDays - 1))
    problems.endsOn = AVAILABILITY_MESSAGES.blockTooLong;
  if (note.trim().length > AVAILABILITY.noteMax) problems.note = AVAILABILITY_MESSAGES.noteTooLong;
  return problems;
}

/** What a date picker knows of an offering: the days it cannot take (a read of offeringAvailabilitySchema). */
export interface PickerAvailability {
  from: string;
  to: string;
  unavailable: readonly { date: string; reason: DayUnavailable }[];
  firstFree: string | null;
}

/** The days a date picker asks about: a year from the first day the vendor's lead time allows (within pickerDaysMax). */
export const pickerRange = (earliest: string): { from: string; to: string } => ({ from: earliest, to: addDays(earliest, 365) });

/** Why the vendor cannot take a day, or null when it can (or the picker does not know: the API checks again). */
export function unavailableReason(availability: PickerAvailability | null | undefined, date: string): DayUnavailable | null {
  return availability?.unavailable.find((day) => day.date === date)?.reason ?? null;
}

/** The day a picker opens at: the vendor's first free day from the earliest, else the earliest. */
export const pickerStart = (availability: PickerAvailability | null | undefined, earliest: string): string =>
  availability?.firstFree && availability.firstFree > earliest ? availability.firstFree : earliest;

/** The booking form's message for a day the vendor cannot take, in the API's words (409 DATE_UNAVAILABLE); else null. */
export function dateUnavailableError(availability: PickerAvailability | null | undefined, date: string): string | null {
  const reason = unavailableReason(availability, date);
  if (reason === "blocked") return availabilityMessageFor.dayBlocked(date);
  if (reason === "full") return availabilityMessageFor.dayFull(date);
  return null;
}

/**
 * Why a date cannot be kept as the shopper's event date ("Free on my date", docs/decisions/0058): null when it can. The
 * API's rule (AvailabilityService.chosenDate), said before asking; the native app also keeps a signed-out shopper's
 * date on the phone, where no API checks it.
 */
export function myDateProblem(date: string, now: Date = new Date()): string | null {
  if (!isIsoDate(date)) return AVAILABILITY_MESSAGES.dateInvalid;
  const today = indianDate(now);
  if (date < today) return AVAILABILITY_MESSAGES.eventDatePast;
  if (date > addDays(today, AVAILABILITY.aheadMaxDays)) return AVAILABILITY_MESSAGES.eventDateTooFar;
  return null;
}
