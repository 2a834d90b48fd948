import { useEffect, useRef, useState } from "react";
import { useFetcher, useRouteLoaderData } from "react-router";
import {
  advanceDue,
  BOOKING_ANSWER_MAX,
  BOOKING_FORM_COPY,
  bookingAttempt,
  cashOnTheDay,
  messageFor,
  PAYMENT_COPY,
  phoneAnswerValue,
} from "@utsav/domain/client";
import type { BookingAttempt, DayUnavailable, PickerAvailability } from "@utsav/domain/client";
import type { BookingAttribute } from "@utsav/domain";
import { paths } from "../../lib/paths";
import type { BookingLink } from "../../shared/lib/booking-link";
import { phoneInput } from "../../shared/lib/forms/phone-input";
import { useDomainForm } from "../../shared/lib/forms/use-domain-form";
import { FormField } from "../../shared/ui/form-field";
import type { BookingAdvance } from "./booking-advance";
import { refusedReason, useBookingAvailability, withRefused } from "./booking-availability";
import { BookingSuccess } from "./booking-success";
import { BookingTermsFields } from "./booking-terms-fields";
import { asksTerms, bookingDefaults, checkBooking, checkedBooking, isAsked } from "./booking-values";
import type { BookingValues } from "./booking-values";
import type { BookingActionResult, BookingSubmission } from "./place-booking";
import { useShopperPrefill } from "./shopper-prefill";
import styles from "./booking-form.module.css";

export interface BookingFormProps {
  booking: BookingLink;
  /** Page mode (the phone's /booking route) offers 'Go back to the Offering' after success (application §2). */
  mode: "page" | "modal";
  /** The offering's price and its vendor's advance, read from the API (booking-advance.ts); none: no advance is said. */
  advance?: BookingAdvance | null;
  /**
   * The vendor's unavailable days, read by the /booking page's loader (null: they could not be read); undefined (the
   * offering page's dialog): the form reads them as it opens (booking-availability.ts).
   */
  availability?: PickerAvailability | null;
}

/** The keypad of each inputType (application §5); a phone field is the site's phone input (shared/lib/forms/phone-input.ts). */
const KEYPADS: Record<
  Exclude<BookingAttribute["inputType"], "tel">,
  { type: string; inputMode: React.HTMLAttributes<HTMLInputElement>["inputMode"] }
> = {
  text: { type: "text", inputMode: "text" },
  number: { type: "text", inputMode: "numeric" },
  email: { type: "email", inputMode: "email" },
};

/**
 * The 'Book Offering' form (application §2 Booking screen, §4 Booking form, §5, §8): editing, submitting, then the
 * success view or an error above the submit button with the form kept. Checked with the domain's booking rule, then
 * sent to the /booking route's action through a fetcher (docs/decisions/0030), so that in the offering page's dialog
 * the page under it stays as it is.
 */
export default function BookingForm({ booking, mode, advance = null, availability }: BookingFormProps) {
  const chosen = useRouteLoaderData<{ locality?: string | null; eventDate?: string | null }>("root");
  const chosenLocality = chosen?.locality ?? "";
  // The days the API refused since the form opened are greyed out and refused too, as the ones it was told of.
  const [refused, setRefused] = useState<{ date: string; reason: DayUnavailable }[]>([]);
  const known = withRefused(useBookingAvailability(booking, availability), refused);
  const form = useDomainForm<BookingValues>({
    defaultValues: bookingDefaults(booking, chosenLocality, chosen?.eventDate ?? ""),
    check: (values) => checkBooking(booking, values, known),
  });
  // A signed-in shopper's name, phone and e-mail are filled in from their profile, still theirs to change.
  const signedIn = useShopperPrefill(form, booking);
  const fetcher = useFetcher<BookingActionResult>();
  // One key per attempt: pressing submit again on the same values is a retry of the same booking.
  const attempt = useRef<BookingAttempt | null>(null);
  const busy = form.formState.isSubmitting || fetcher.state !== "idle";
  const refusal = !busy && fetcher.data && "error" in fetcher.data && !fetcher.data.field ? fetcher.data.error : null;
  // A day the vendor cannot take (409 DATE_UNAVAILABLE): its message at the date, the day greyed out from now on.
  const refusedDay = fetcher.data && "error" in fetcher.data && fetcher.data.field === "eventDate" ? fetcher.data.error : null;
  const told = useRef<unknown>(null);
  useEffect(() => {
    // Once for each answer: the form helper's object is new at every render.
    if (!refusedDay || told.current === fetcher.data) return;
    told.current = fetcher.data;
    const date = form.getValues("eventDate");
    setRefused((days) => [...days, { date, reason: refusedReason(date, refusedDay) }]);
    form.setError("eventDate", { type: "server", message: refusedDay }, { shouldFocus: true });
  }, [refusedDay, fetcher.data, form]);

  const send = form.handleSubmit(async (values) => {
    const { checked, chosen } = checkedBooking(booking, values);
    attempt.current = bookingAttempt({ ...checked.values, ...chosen }, attempt.current, () => crypto.randomUUID());
    const { offeringId, vendorName, offeringName } = booking;
    const submission: BookingSubmission = {
      offeringId,
      vendorName,
      offeringName,
      fields: Object.keys(checked.values),
      answers: Object.values(checked.values),
      ...chosen,
      idempotencyKey: attempt.current.key,
    };
    await fetcher.submit({ ...submission }, { method: "post", encType: "application/json", action: paths.bookingAction() });
  });

  if (fetcher.data && "booked" in fetcher.data) return <BookingSuccess booking={booking} mode={mode} signedIn={signedIn} />;

  return (
    <form className={styles.form} onSubmit={(event) => void send(event)} noValidate aria-busy={busy}>
      <p className={styles.subtitle}>{BOOKING_FORM_COPY.bookingSubtitle}</p>
      {booking.bookingAttributes.map((attribute, index) =>
        isAsked(booking, index) ? (
          <FormField key={attribute.field} form={form} name={`answers.${index}`} label={attribute.label} required={attribute.required}>
            {(control) => {
              const common = {
                ...control,
                placeholder: messageFor.fieldPlaceholder(attribute.label),
                required: attribute.required,
                className: styles.input,
              };
              // Each answer stops at what the API takes (BOOKING_ANSWER_MAX); a phone number at its 10 digits.
              if (attribute.type === "textarea") return <textarea {...common} rows={3} maxLength={BOOKING_ANSWER_MAX} />;
              if (attribute.inputType === "tel")
                return <input {...common} {...phoneInput(control.onChange, phoneAnswerValue)} autoComplete="tel-national" />;
              return <input {...common} {...KEYPADS[attribute.inputType]} maxLength={BOOKING_ANSWER_MAX} />;
            }}
          </FormField>
        ) : null,
      )}
      {asksTerms(booking) ? <BookingTermsFields form={form} leadTimeDays={booking.leadTimeDays ?? null} availability={known} /> : null}
      <p className={styles.note}>{BOOKING_FORM_COPY.bookingPaymentNote}</p>
      <AdvanceNote advance={advance} />
      {refusal ? (
        <p className={styles.formError} role="alert">
          {refusal}
        </p>
      ) : null}
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={busy}>
        {busy ? (
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

/**
 * Under the spec's 'Payment will be COD.', which stays exact: where the vendor asks an advance, that it is paid online
 * after submitting, and that the rest is still paid in cash on the day (docs/decisions/0048).
 */
function AdvanceNote({ advance }: { advance: BookingAdvance | null }) {
  const due = advance ? advanceDue(advance.price, advance.percent) : null;
  if (!advance || due === null || advance.percent === null) return null;
  return <p className={styles.note}>{PAYMENT_COPY.formNote(due, advance.percent, cashOnTheDay(advance.price, due))}</p>;
}
