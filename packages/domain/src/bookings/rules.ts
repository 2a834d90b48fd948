import { messageFor, MESSAGES } from "../shared/messages.ts";
import { isValidEmail } from "../shared/email.ts";
import { isValidPhoneEntry } from "../shared/phone-entry.ts";

// spec: application §5 "Booking form: every attribute marked required must be non-empty after trimming, else
// '{label} is required'"; the keypad follows inputType, and so do these checks (tel, number, email).

/** The longest answer a booking field takes (the API's bookingRequestSchema): the form's controls stop there too. */
export const BOOKING_ANSWER_MAX = 2000;

export interface BookingField {
  label: string;
  field: string;
  inputType: "text" | "tel" | "number" | "email";
  required: boolean;
}

export interface BookingCheck {
  /** The offering's fields that were filled in, trimmed. */
  values: Record<string, string>;
  /** A message for each field in error, by field name. */
  errors: Record<string, string>;
  /** Names sent that are not fields of this offering: the booking is refused with messageFor.unknownBookingFields. */
  unknownFields: string[];
}

/** The value of a field the record holds itself: a name such as "constructor" never reaches Object.prototype. */
export function ownValue(record: Readonly<Record<string, string>>, field: string): string | undefined {
  return Object.hasOwn(record, field) ? record[field] : undefined;
}

/**
 * Checks a booking against the offering's own fields: the values trimmed, a message for each field in error, and
 * the names sent that the offering does not ask for. Field names are the vendor's words, so "constructor" or
 * "toString" are ordinary names: only the booking's own entries are read, and the records answered are built from
 * entries (Object.fromEntries defines each name as an own property, whatever it is), never by assignment.
 */
export function validateBookingData(fields: readonly BookingField[], data: Readonly<Record<string, string>>): BookingCheck {
  const values: [string, string][] = [];
  const errors: [string, string][] = [];
  const asked = new Set(fields.map((f) => f.field));
  const unknownFields = Object.keys(data).filter((name) => !asked.has(name));
  for (const { label, field, inputType, required } of fields) {
    const value = (ownValue(data, field) ?? "").trim();
    if (!value) {
      if (required) errors.push([field, messageFor.fieldRequired(label)]);
      continue;
    }
    if (value.length > BOOKING_ANSWER_MAX) errors.push([field, messageFor.bookingAnswerTooLong(label, BOOKING_ANSWER_MAX)]);
    else if (inputType === "tel" && !isValidPhoneEntry(value)) errors.push([field, MESSAGES.phoneInvalid]);
    else if (inputType === "email" && !isValidEmail(value)) errors.push([field, MESSAGES.emailInvalid]);
    else if (inputType === "number" && !/^\d+(\.\d+)?$/.test(value)) errors.push([field, `${label} must be a number`]);
    values.push([field, value]);
  }
  return { values: Object.fromEntries(values), errors: Object.fromEntries(errors), unknownFields };
}

/** One booking attempt: the values it sends (as JSON) and the idempotency key that names it. */
export interface BookingAttempt {
  values: string;
  key: string;
}

/**
 * The attempt that sends these values: the last one again when they are unchanged, so pressing Submit again after a
 * lost answer is a retry that the server records once; changed values are a new booking with a new key.
 */
export function bookingAttempt(
  values: Readonly<Record<string, string>>,
  last: BookingAttempt | null,
  newKey: () => string,
): BookingAttempt {
  const json = JSON.stringify(values);
  return last?.values === json ? last : { values: json, key: newKey() };
}

/**
 * A vendor's own booking field that asks for the event's date ("Event date", "Date of event", "Date"). Where the form
 * asks the date itself, with a date picker that knows the vendor's lead time (docs/decisions/0022), such a field is
 * not asked twice: it takes the picked date.
 */
export function isEventDateField(attribute: { label: string; field: string }): boolean {
  const words = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z]+/g, " ")
      .trim();
  return /^(event date|date of (the )?event|date)$/.test(words(attribute.label)) || /^event ?date$/.test(words(attribute.field));
}
