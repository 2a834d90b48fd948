import { formatLongDate, isEventDateField, ownValue, validateBookingData } from "@utsav/domain/client";
import type { BookingCheck, PickerAvailability } from "@utsav/domain/client";
import type { BookingLink } from "../../shared/lib/booking-link";
import type { Problems } from "../../shared/lib/forms/domain-resolver";
import { checkBookingTerms } from "./booking-terms-fields";

// The booking form's values, its check and what it sends (application §4, §5; decision 0022), apart from its markup.

/**
 * What the form holds. The offering's own fields are answers by their place in the link, not by their names: a
 * vendor names its fields, and a name such as "constructor" or "a.b" is no path for the form library to follow.
 */
export interface BookingValues {
  answers: string[];
  /** The vendor's terms (decision 0022), asked when the link carries a lead time. */
  eventDate: string;
  locality: string;
}

/** A link that carries the vendor's lead time asks for the event date and the locality (decision 0022). */
export const asksTerms = (booking: BookingLink) => booking.leadTimeDays !== undefined;

/** Whether the form asks this field itself: a vendor's own date field takes the date picked in the form instead. */
export const isAsked = (booking: BookingLink, index: number) => {
  const attribute = booking.bookingAttributes[index];
  return attribute !== undefined && !(asksTerms(booking) && isEventDateField(attribute));
};

/** Nothing typed yet; the locality starts from the one chosen in the header. */
/** The form's first values: the locality and the event date the shopper chose for lists (decisions 0022, 0058). */
export const bookingDefaults = (booking: BookingLink, locality: string, eventDate = ""): BookingValues => ({
  answers: booking.bookingAttributes.map(() => ""),
  eventDate,
  locality,
});

/** The offering's fields checked by the domain's rule, and the terms chosen, as the booking sends them. */
export function checkedBooking(
  booking: BookingLink,
  values: BookingValues,
): { checked: BookingCheck; chosen: { eventDate?: string; locality?: string } } {
  const terms = asksTerms(booking);
  const pickedDate = terms && values.eventDate ? formatLongDate(values.eventDate) : "";
  const data = Object.fromEntries(
    booking.bookingAttributes.map((attribute, index) => [
      attribute.field,
      isAsked(booking, index) ? (values.answers[index] ?? "") : pickedDate,
    ]),
  );
  const locality = values.locality.trim();
  const chosen = terms ? { eventDate: values.eventDate, ...(locality ? { locality } : {}) } : {};
  return { checked: validateBookingData(booking.bookingAttributes, data), chosen };
}

/**
 * The form's check: the domain's booking rule (validateBookingData) under each answer, and for a link with the
 * vendor's terms, the date against the lead time and the vendor's unavailable days, and the locality against the
 * vendor's area (which asks the API).
 */
export async function checkBooking(
  booking: BookingLink,
  values: BookingValues,
  availability: PickerAvailability | null = null,
): Promise<Problems<BookingValues>> {
  const { errors } = checkedBooking(booking, values).checked;
  const problems: Problems<BookingValues> = Object.fromEntries(
    booking.bookingAttributes.map((attribute, index) => [`answers.${index}`, ownValue(errors, attribute.field)]),
  );
  if (!asksTerms(booking)) return problems;
  return { ...problems, ...(await checkBookingTerms(booking.offeringId, booking.leadTimeDays ?? null, values, availability)) };
}
