import { formatLongDate } from "../shared/dates.ts";
import { rupees } from "../shared/display.ts";

// Where and when the booked event is (docs/decisions/0034-the-event-reaches-the-vendor.md): the date the form's picker
// chose (bookings.event_date), the locality checked against the vendor's area (bookings.locality) and the address the
// shopper wrote where the offering asks for one. Every page, message and export says them with these words and
// functions, so the vendor, the shopper and the console read the same date and place.

export { BOOKING_EVENT_COPY } from "./event-words.ts";

/** The same, inside a message's sentence ("Event: date to be agreed, place not given."). */
export const BOOKING_EVENT_MESSAGE_WORDS = {
  dateToAgree: "date to be agreed",
  placeNotGiven: "place not given",
} as const;

/**
 * A booking field that asks for the address: a text answer whose label or name says "address" ("Address", "Event
 * address"), and not an e-mail address.
 */
export function isAddressField(attribute: { label: string; field: string; inputType?: string }): boolean {
  if (attribute.inputType !== undefined && attribute.inputType !== "text") return false;
  if (/e-?mail/i.test(`${attribute.label} ${attribute.field}`)) return false;
  return /\baddress\b/i.test(attribute.label) || /address/i.test(attribute.field);
}

/** The address the shopper wrote, from the offering's first address field; null where it asks none or it was left empty. */
export function bookingAddress(
  fields: readonly { label: string; field: string; inputType?: string }[],
  data: Readonly<Record<string, string>>,
): string | null {
  const field = fields.find(isAddressField);
  if (!field || !Object.hasOwn(data, field.field)) return null;
  return data[field.field]?.trim() || null;
}

/** Where the event is: the locality checked against the vendor's area, and the address written, either may be missing. */
export interface BookingPlace {
  locality: string | null;
  address: string | null;
}

/** Lines of an address as one line, separated by commas. */
const oneLine = (text: string) =>
  text
    .split(/\s*[\r\n]+\s*/)
    .map((line) => line.trim().replace(/,$/, ""))
    .filter(Boolean)
    .join(", ");

const words = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, " ");

/**
 * The place in one line: the address as written, followed by its locality where the address does not already name it
 * ("14 Rose Lane, 5th Block, Koramangala"); the locality alone, or null, where there is no address.
 */
export function bookingPlace({ locality, address }: BookingPlace): string | null {
  const line = address ? oneLine(address) : "";
  if (!line) return locality || null;
  if (!locality || words(line).includes(words(locality).trim())) return line;
  return `${line}, ${locality}`;
}

/**
 * The place as an SMS says it, where a value holds 30 characters (templates.ts): the locality, which fits and which
 * the vendor knows at once, else the start of the address (the message cuts it with an ellipsis).
 */
export function bookingPlaceShort({ locality, address }: BookingPlace): string | null {
  return locality || (address ? oneLine(address) : "") || null;
}

/** The event's date as pages and messages say it ('12 March 2026'); null where the booking holds none. */
export function eventDateText(eventDate: string | null): string | null {
  return eventDate ? formatLongDate(eventDate) : null;
}

/** The event in one line, for a list's row: "12 March 2026 · Koramangala"; null where neither is known. */
export function bookingEventLine(event: { eventDate: string | null } & BookingPlace, short = false): string | null {
  const place = short ? bookingPlaceShort(event) : bookingPlace(event);
  return [eventDateText(event.eventDate), place].filter(Boolean).join(" · ") || null;
}

/** What a cancelled booking gives back, as the refund line says it (refundLine): "₹1,500 back of ₹2,000". */
export function refundText(refund: { amount: number; of: number }): string {
  return `${rupees(refund.amount)} back of ${rupees(refund.of)}`;
}
