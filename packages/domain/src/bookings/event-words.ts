import { TERMS_COPY } from "../terms/words.ts";

// The words around the booked event (docs/decisions/0034), apart from its rules: the offering editor's default
// questions use them without loading the formatters.

/** The words around the event. "Event date" is the booking form's own label (TERMS_COPY), said once. */
export const BOOKING_EVENT_COPY = {
  eventDate: TERMS_COPY.eventDate,
  place: "Place",
  locality: "Locality",
  address: "Address",
  event: "Event",
  /** On a page, where the booking holds no date or place (one placed before they were asked). */
  notGiven: "Not given",
  /** The booking form's locality box, on the web and in the app, and what it suggests typing. */
  localityField: "Locality or pincode",
  localityPlaceholder: "e.g. HSR Layout or 560102",
  /** The app's list of localities under the box, as the shopper types (the list the locality's error names). */
  localitySuggestions: "Localities that match",
  localitySuggestionHint: "Fills in this locality",
} as const;
