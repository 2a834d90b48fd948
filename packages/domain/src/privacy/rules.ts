import type { BookingStatus } from "../bookings/lifecycle.ts";
import { addDays } from "../shared/dates.ts";
import { ACCOUNT_DELETION_WORD, REGISTRATION_RETENTION_DAYS } from "./constants.ts";
import type { OpenWork } from "./words.ts";
import { PRIVACY_COPY } from "./words.ts";

// The rules of deleting an account (docs/decisions/0031), used by the screens and the API alike.

/** Whether the text typed to confirm a deletion is the word (any case, spaces around ignored). */
export function isDeletionConfirmed(text: string | null | undefined): boolean {
  return (text ?? "").trim().toUpperCase() === ACCOUNT_DELETION_WORD;
}

/**
 * A booking that is still under way, which holds up its consumer's or its vendor's account deletion: received (the
 * vendor has not answered), or confirmed for an event still to come. A confirmed booking with no date is open too:
 * nothing says it is over. `today` is the day in India (YYYY-MM-DD).
 */
export function isOpenBooking(status: BookingStatus, eventDate: string | null, today: string): boolean {
  if (status === "received") return true;
  return status === "confirmed" && (eventDate === null || eventDate >= today);
}

/** True when nothing holds up the deletion. */
export function isNothingOpen(open: OpenWork): boolean {
  return open.bookings === 0 && open.requests === 0 && open.quotes === 0;
}

/** A booking field as the offering declares it: only its identifier and its kind matter here. */
export interface AnsweredField {
  field: string;
  inputType: "text" | "tel" | "number" | "email";
}

/**
 * A booking's answers once its consumer's account is deleted: a count (a field the offering declares a number) is
 * kept, and so is an answer named in `keptKeys` (a booking from a quote: the vendor's price and what the brief asked
 * for); every other answer, a name, a phone number, an address, an e-mail or a note, is replaced by the words that
 * say it was removed. The keys stay, so the vendor still sees which fields the booking had.
 */
export function erasedBookingAnswers(
  answers: Record<string, string>,
  fields: readonly AnsweredField[],
  keptKeys: readonly string[] = [],
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(answers).map(([key, value]) => {
      const field = fields.find((f) => f.field === key);
      const keep = field ? field.inputType === "number" : keptKeys.includes(key);
      return [key, keep ? value : PRIVACY_COPY.erasedAnswer];
    }),
  );
}

/** The day (in India) until which a deletion made on `today` keeps the registration details sealed. */
export function registrationKeptUntil(today: string): string {
  return addDays(today, REGISTRATION_RETENTION_DAYS);
}
