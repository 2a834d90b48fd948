import { useId, useRef, useState } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { formOutcome } from "@utsav/api-client/core/form-outcome";
import {
  BOOKING_COPY,
  BOOKING_FORM_COPY,
  bookingAttempt,
  chatLink,
  formatLongDate,
  isEventDateField,
  messageFor,
  MESSAGES,
  ownValue,
  SUPPORT,
  validateBookingData,
} from "@utsav/domain/client";
import type { BookingAttempt } from "@utsav/domain/client";
import type { BookingAttribute } from "@utsav/domain";
import { paths } from "../../lib/paths";
import { Field, fieldAria } from "../../shared/ui/field";
import { submitBooking } from "./api/submit-booking";
import type { BookingLink } from "../../shared/lib/booking-link";
import { BookingTermsFields, checkBookingTerms } from "./booking-terms-fields";
import type { BookingTermsValues } from "./booking-terms-fields";
import styles from "./booking-form.module.css";

export interface BookingFormProps {
  booking: BookingLink;
  /** Page mode (the phone's /booking route) offers 'Go back to the Offering' after success (application §2). */
  mode: "page" | "modal";
}

type Status = "editing" | "submitting" | "success";

const KEYPADS: Record<BookingAttribute["inputType"], { type: string; inputMode: React.HTMLAttributes<HTMLInputElement>["inputMode"] }> = {
  text: { type: "text", inputMode: "text" },
  tel: { type: "tel", inputMode: "tel" },
  number: { type: "text", inputMode: "numeric" },
  email: { type: "email", inputMode: "email" },
};

/**
 * The 'Book Offering' form (application §2 Booking screen, §4 Booking form, §5, §8): editing, submitting, then the
 * success view or an error above the submit button with the form kept.
 */
export default function BookingForm({ booking, mode }: BookingFormProps) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A link that carries the vendor's lead time asks for the event date and the locality (decision 0022).
  const asksTerms = booking.leadTimeDays !== undefined;
  const dateFields = asksTerms ? booking.bookingAttributes.filter(isEventDateField) : [];
  const asked = booking.bookingAttributes.filter((attribute) => !dateFields.includes(attribute));
  const chosenLocality = (useRouteLoaderData("root") as { locality?: string | null } | undefined)?.locality ?? "";
  const [terms, setTerms] = useState<BookingTermsValues>({ eventDate: "", locality: chosenLocality });
  const [termsErrors, setTermsErrors] = useState<Partial<Record<keyof BookingTermsValues, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>("editing");
  // One key per attempt: pressing submit again on the same values is a retry of the same booking.
  const attempt = useRef<BookingAttempt | null>(null);
  const idPrefix = useId();

  if (status === "success") return <BookingSuccess booking={booking} mode={mode} />;

  function edit(field: string, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  function editTerms(field: keyof BookingTermsValues, value: string) {
    setTerms((current) => ({ ...current, [field]: value }));
    setTermsErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "submitting") return;
    // The vendor's own date field takes the date picked in the form's date picker (decision 0022).
    const pickedDate = asksTerms && terms.eventDate ? formatLongDate(terms.eventDate) : "";
    const dated = Object.fromEntries(dateFields.map((f) => [f.field, pickedDate]));
    const checked = validateBookingData(booking.bookingAttributes, { ...values, ...dated });
    setErrors(checked.errors);
    setFormError(null);
    const termsChecked = asksTerms ? await checkBookingTerms(booking.offeringId, booking.leadTimeDays ?? null, terms) : {};
    setTermsErrors(termsChecked);
    if (Object.keys(checked.errors).length > 0 || Object.keys(termsChecked).length > 0) return;
    const chosen = asksTerms ? { eventDate: terms.eventDate, ...(terms.locality.trim() ? { locality: terms.locality.trim() } : {}) } : {};
    attempt.current = bookingAttempt({ ...checked.values, ...chosen }, attempt.current, () => crypto.randomUUID());
    setStatus("submitting");
    const { offeringId, vendorName, offeringName } = booking;
    const outcome = await formOutcome(
      submitBooking({ offeringId, vendorName, offeringName, bookingData: checked.values, ...chosen }, attempt.current.key),
      MESSAGES.bookingFailed,
      MESSAGES.bookingThrown,
    );
    if (outcome.ok) {
      setStatus("success");
      return;
    }
    setFormError(outcome.message);
    setStatus("editing");
  }

  const submitting = status === "submitting";
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={submitting}>
      <p className={styles.subtitle}>{BOOKING_FORM_COPY.bookingSubtitle}</p>
      {asked.map((attribute) => {
        const id = `${idPrefix}-${attribute.field}`;
        // A vendor may name a field "constructor": only the form's own entries are read.
        const error = ownValue(errors, attribute.field);
        const common = {
          ...fieldAria(id, error),
          name: attribute.field,
          value: ownValue(values, attribute.field) ?? "",
          placeholder: messageFor.fieldPlaceholder(attribute.label),
          required: attribute.required,
          className: styles.input,
        };
        return (
          <Field key={attribute.field} label={attribute.label} htmlFor={id} required={attribute.required} error={error}>
            {attribute.type === "textarea" ? (
              <textarea {...common} rows={3} onChange={(e) => edit(attribute.field, e.target.value)} />
            ) : (
              <input {...common} {...KEYPADS[attribute.inputType]} onChange={(e) => edit(attribute.field, e.target.value)} />
            )}
          </Field>
        );
      })}
      {asksTerms ? (
        <BookingTermsFields
          idPrefix={idPrefix}
          leadTimeDays={booking.leadTimeDays ?? null}
          values={terms}
          errors={termsErrors}
          onEdit={editTerms}
        />
      ) : null}
      <p className={styles.note}>{BOOKING_FORM_COPY.bookingPaymentNote}</p>
      {formError ? (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={submitting}>
        {submitting ? (
          <>
            <span className={styles.spinner} aria-hidden="true" /> Submitting…
          </>
        ) : (
          BOOKING_FORM_COPY.submit
        )}
      </button>
    </form>
  );
}

function BookingSuccess({ booking, mode }: BookingFormProps) {
  return (
    <div className={styles.success} role="status">
      <svg className={styles.check} viewBox="0 0 52 52" aria-hidden="true">
        <circle className={styles.checkCircle} cx="26" cy="26" r="24" />
        <path className={styles.checkMark} d="M15 27l7 7 15-15" />
      </svg>
      <p className={styles.successText}>{MESSAGES.bookingSuccess}</p>
      <p className={styles.question}>{BOOKING_FORM_COPY.bookingQuestion}</p>
      <a
        className="btn btn-outline"
        href={chatLink(SUPPORT.phone, messageFor.bookingChat(booking.offeringName))}
        target="_blank"
        rel="noopener noreferrer"
      >
        {BOOKING_FORM_COPY.bookingChat}
      </a>
      {/* Following the booking: sign in with the number it was made with (a signed-in consumer goes straight there). */}
      <p className={styles.question}>{BOOKING_COPY.trackBookingLead}</p>
      <Link className="btn btn-outline" to={paths.login(paths.myBookings())}>
        {BOOKING_COPY.trackBooking}
      </Link>
      {mode === "page" ? (
        <Link className="btn btn-primary" to={paths.offering(booking.offeringSlug)}>
          {BOOKING_FORM_COPY.backToOffering}
        </Link>
      ) : null}
    </div>
  );
}
