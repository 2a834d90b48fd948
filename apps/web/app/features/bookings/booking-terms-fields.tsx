import { useWatch } from "react-hook-form";
import { getServiceability } from "@utsav/api-client/localities/get-serviceability";
import {
  BOOKING_EVENT_COPY,
  dateUnavailableError,
  earliestEventDate,
  formatLongDate,
  messageFor,
  pickerStart,
  TERMS_COPY,
  TERMS_MESSAGES,
} from "@utsav/domain/client";
import type { PickerAvailability } from "@utsav/domain/client";
import { browserApi } from "../../lib/api-client";
import type { DomainForm } from "../../shared/lib/forms/use-domain-form";
import { FormField } from "../../shared/ui/form-field";
import { LocalityField } from "../../shared/ui/locality-field";
import type { BookingValues } from "./booking-values";
import { EventDatePicker } from "./event-date-picker";
import styles from "./booking-form.module.css";

// The booking form's own fields for the vendor's terms (decision 0022): the event date, no earlier than today in
// India plus the vendor's lead time and on a day the vendor is free (docs/decisions/0056), and the address's locality,
// inside the vendor's area. The server checks both again; these say so before the booking is sent.

export interface BookingTermsValues {
  eventDate: string;
  locality: string;
}

export const EVENT_DATE_LABEL = TERMS_COPY.eventDate;
export const LOCALITY_LABEL = BOOKING_EVENT_COPY.localityField;

/** The date picker's first day: today in India plus the lead time. */
export const firstEventDate = (leadTimeDays: number | null) => earliestEventDate(leadTimeDays);

/**
 * Checks the two fields, asking the API whether the vendor serves the locality; a message by field name. A day the
 * vendor cannot take (blocked or full, as far as the form knows) is refused in the API's words.
 */
export async function checkBookingTerms(
  offeringId: string,
  leadTimeDays: number | null,
  { eventDate, locality }: BookingTermsValues,
  availability: PickerAvailability | null = null,
): Promise<Partial<Record<keyof BookingTermsValues, string>>> {
  const errors: Partial<Record<keyof BookingTermsValues, string>> = {};
  const earliest = firstEventDate(leadTimeDays);
  const taken = eventDate ? dateUnavailableError(availability, eventDate) : null;
  if (!eventDate) errors.eventDate = messageFor.fieldRequired(EVENT_DATE_LABEL);
  else if (eventDate < earliest) errors.eventDate = TERMS_MESSAGES.tooEarly(leadTimeDays ?? 0, formatLongDate(earliest));
  else if (taken) errors.eventDate = taken;
  const place = locality.trim();
  if (place) {
    try {
      const answer = await getServiceability(browserApi, offeringId, place);
      if (!answer.ok) errors.locality = answer.errorMessage ?? TERMS_MESSAGES.unknownLocality(place);
      else if (!answer.data.serves) errors.locality = answer.data.line;
    } catch {
      // Offline: the server checks the locality with the booking.
    }
  }
  return errors;
}

interface BookingTermsFieldsProps {
  form: DomainForm<BookingValues>;
  leadTimeDays: number | null;
  /** The vendor's unavailable days, when they could be read: the picker greys them out. */
  availability: PickerAvailability | null;
}

/**
 * The two fields, bound to the booking form (the form helper ties each to its label and error). The date is typed or
 * chosen in the browser's own picker, from the vendor's first free day; under it, where the vendor's days are known, a
 * month of them with the unavailable ones greyed out.
 */
export function BookingTermsFields({ form, leadTimeDays, availability }: BookingTermsFieldsProps) {
  const [typed, eventDate] = useWatch({ control: form.formControl, name: ["locality", "eventDate"] });
  const earliest = firstEventDate(leadTimeDays);
  const choose = (date: string) => {
    form.setValue("eventDate", date);
    form.clearErrors("eventDate");
  };
  return (
    <>
      <FormField form={form} name="eventDate" label={EVENT_DATE_LABEL} required>
        {(control) => <input {...control} className={styles.input} type="date" required min={pickerStart(availability, earliest)} />}
      </FormField>
      {availability ? <EventDatePicker availability={availability} earliest={earliest} value={eventDate} onChoose={choose} /> : null}
      <FormField form={form} name="locality" label={LOCALITY_LABEL}>
        {(control) => (
          // Suggestions from Bengaluru's localities as the shopper types, the list its error names (issue 38). The
          // server's HTML shows the locality chosen in the header too, before the form's script sets its value.
          <LocalityField
            {...control}
            query={typed}
            defaultValue={form.formState.defaultValues?.locality}
            className={styles.input}
            placeholder={BOOKING_EVENT_COPY.localityPlaceholder}
          />
        )}
      </FormField>
    </>
  );
}
