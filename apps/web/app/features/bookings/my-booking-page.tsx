import { Link } from "react-router";
import { BOOKING_ACTOR_NAMES, BOOKING_COPY, BOOKING_REASON_MAX, bookingReasonProblem, formatDayTime } from "@utsav/domain/client";
import type { ConsumerBookingDetail } from "@utsav/domain";
import { paths } from "../../lib/paths";
import type { DomainCheck } from "../../shared/lib/forms/domain-resolver";
import { useSubmitJson } from "../../shared/lib/forms/json-action";
import { useDomainForm } from "../../shared/lib/forms/use-domain-form";
import { errorIdOf } from "../../shared/ui/field";
import { FieldError } from "../../shared/ui/field-error";
import { BookingHistory } from "../../shared/ui/booking-history";
import { BookingStatusBadge } from "../../shared/ui/booking-status-badge";
import page from "../../shared/ui/content-page.module.css";
import type { CancelActionResult, CancelSubmission } from "./cancel-booking";
import styles from "./my-bookings.module.css";

/** The reason is optional; the domain's rule holds it to the length the API takes. */
const checkCancel: DomainCheck<CancelSubmission> = ({ reason }) => ({ reason: bookingReasonProblem(reason) });

/**
 * /account/bookings/:id: what was booked, the status timeline, the vendor's cancellation terms and the cancel action.
 * The booking is the route's data, read again once it is cancelled; `result` is what the route's action answered.
 */
export function MyBookingPage({ booking, result }: { booking: ConsumerBookingDetail; result: CancelActionResult }) {
  return (
    <main id="main" className={`container ${page.page}`}>
      <Link to={paths.myBookings()} className={styles.back}>
        <span aria-hidden="true">←</span> {BOOKING_COPY.myBookingsTitle}
      </Link>
      <header className={page.hero}>
        <h1>{booking.offeringName}</h1>
        <p className={styles.meta}>
          <span>{booking.vendorName}</span>
          <span>{booking.reference}</span>
          <BookingStatusBadge status={booking.status} />
        </p>
      </header>
      <div className={styles.columns}>
        <section aria-labelledby="timeline-title" className={styles.card}>
          <h2 id="timeline-title">{BOOKING_COPY.history}</h2>
          <BookingHistory events={booking.events} actorNames={BOOKING_ACTOR_NAMES.forConsumer} />
        </section>
        <section aria-labelledby="details-title" className={styles.card}>
          <h2 id="details-title">{BOOKING_COPY.bookingDetails}</h2>
          <p className={styles.meta}>
            {BOOKING_COPY.placedOn} <time dateTime={booking.createdAt}>{formatDayTime(booking.createdAt)}</time>
          </p>
          <dl className={styles.fields}>
            {booking.details.map((detail) => (
              <div key={detail.label}>
                <dt>{detail.label}</dt>
                <dd>{detail.value}</dd>
              </div>
            ))}
          </dl>
          {booking.offeringSlug ? <Link to={paths.offering(booking.offeringSlug)}>{BOOKING_COPY.offering}</Link> : null}
        </section>
        <CancelSection booking={booking} result={result} />
      </div>
    </main>
  );
}

/** The vendor's cancellation terms, and while the booking may still be cancelled, the way to do it. */
function CancelSection({ booking, result }: { booking: ConsumerBookingDetail; result: CancelActionResult }) {
  const form = useDomainForm<CancelSubmission>({ defaultValues: { reason: "" }, check: checkCancel });
  const submitJson = useSubmitJson();
  const pending = form.formState.isSubmitting;
  const reasonError = form.errorOf("reason");
  // A refusal stays until the next try, as the form keeps what was typed.
  const error = !pending && result && "error" in result ? result.error : null;
  const terms = booking.cancellationTerms;
  const cancel = form.handleSubmit(({ reason }) => submitJson({ reason }));
  return (
    <section aria-labelledby="terms-title" className={styles.card}>
      <h2 id="terms-title">{BOOKING_COPY.cancellationTerms}</h2>
      {terms ? (
        <ul className={styles.terms}>
          {terms.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p>{BOOKING_COPY.noCancellationTerms}</p>
      )}
      {booking.refundIfCancelled ? <p className={styles.refund}>{booking.refundIfCancelled.line}</p> : null}
      {booking.canCancel ? (
        <form onSubmit={(e) => void cancel(e)} className={styles.cancel}>
          <label className={styles.field}>
            <span>{BOOKING_COPY.cancelReasonLabel}</span>
            <textarea {...form.control("reason")} maxLength={BOOKING_REASON_MAX} rows={3} />
          </label>
          {reasonError ? <FieldError id={errorIdOf(form.fieldId("reason"))} message={reasonError} /> : null}
          {error ? (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          ) : null}
          <button type="submit" className="btn btn-outline" disabled={pending}>
            {BOOKING_COPY.cancelBooking}
          </button>
        </form>
      ) : null}
    </section>
  );
}
