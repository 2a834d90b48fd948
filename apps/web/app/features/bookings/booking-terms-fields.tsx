import { getServiceability } from "@utsav/api-client/localities/get-serviceability";
import { earliestEventDate, formatLongDate, messageFor, TERMS_COPY, TERMS_MESSAGES } from "@utsav/domain/client";
import { browserApi } from "../../lib/api-client";
import { Field, fieldAria } from "../../shared/ui/field";
import styles from "./booking-form.module.css";

// The booking form's own fields for the vendor's terms (decision 0022): the event date, no earlier than today in
// India plus the vendor's lead time, and the address's locality, inside the vendor's area. The server checks both
// again; these say so before the booking is sent.

export interface BookingTermsValues {
  eventDate: string;
  locality: string;
}

export const EVENT_DATE_LABEL = TERMS_COPY.eventDate;
export const LOCALITY_LABEL = "Locality or pincode";

/** The date picker's first day: today in India plus the lead time. */
export const firstEventDate = (leadTimeDays: number | null) => earliestEventDate(leadTimeDays);

/** Checks the two fields, asking the API whether the vendor serves the locality; a message by field name. */
export async function checkBookingTerms(
  offeringId: string,
  leadTimeDays: number | null,
  { eventDate, locality }: BookingTermsValues,
): Promise<Partial<Record<keyof BookingTermsValues, string>>> {
  const errors: Partial<Record<keyof BookingTermsValues, string>> = {};
  const earliest = firstEventDate(leadTimeDays);
  if (!eventDate) errors.eventDate = messageFor.fieldRequired(EVENT_DATE_LABEL);
  else if (eventDate < earliest) errors.eventDate = TERMS_MESSAGES.tooEarly(leadTimeDays ?? 0, formatLongDate(earliest));
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
  idPrefix: string;
  leadTimeDays: number | null;
  values: BookingTermsValues;
  errors: Partial<Record<keyof BookingTermsValues, string>>;
  onEdit: (field: keyof BookingTermsValues, value: string) => void;
}

export function BookingTermsFields({ idPrefix, leadTimeDays, values, errors, onEdit }: BookingTermsFieldsProps) {
  const dateId = `${idPrefix}-event-date`;
  const localityId = `${idPrefix}-locality`;
  return (
    <>
      <Field label={EVENT_DATE_LABEL} htmlFor={dateId} required error={errors.eventDate}>
        <input
          {...fieldAria(dateId, errors.eventDate)}
          className={styles.input}
          type="date"
          name="eventDate"
          required
          min={firstEventDate(leadTimeDays)}
          value={values.eventDate}
          onChange={(e) => onEdit("eventDate", e.target.value)}
        />
      </Field>
      <Field label={LOCALITY_LABEL} htmlFor={localityId} error={errors.locality}>
        <input
          {...fieldAria(localityId, errors.locality)}
          className={styles.input}
          type="text"
          name="locality"
          autoComplete="address-level3"
          placeholder="e.g. HSR Layout or 560102"
          value={values.locality}
          onChange={(e) => onEdit("locality", e.target.value)}
        />
      </Field>
    </>
  );
}
