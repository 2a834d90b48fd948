import { useState } from "react";
import { Link } from "react-router";
import { BOOKING_ACTOR_NAMES, BOOKING_COPY, BOOKING_MESSAGES, BOOKING_REASON_MAX, formatDayTime } from "@utsav/domain/client";
import type { ConsumerBookingDetail } from "@utsav/domain";
import { cancelMyBooking } from "@utsav/api-client/consumer/cancel-my-booking";
import { browserApi } from "../../lib/api-client";
import { paths } from "../../lib/paths";
import { BookingHistory } from "../../shared/ui/booking-history";
import { BookingStatusBadge } from "../../shared/ui/booking-status-badge";
import page from "../../shared/ui/content-page.module.css";
import styles from "./my-bookings.module.css";

/** /account/bookings/:id: what was booked, the status timeline, the vendor's cancellation terms and the cancel action. */
export function MyBookingPage({ booking: loaded }: { booking: ConsumerBookingDetail }) {
  const [booking, setBooking] = useState(loaded);
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
        <CancelSection booking={booking} onCancelled={setBooking} />
      </div>
    </main>
  );
}

/** The vendor's cancellation terms, and while the booking may still be cancelled, the way to do it. */
function CancelSection({ booking, onCancelled }: { booking: ConsumerBookingDetail; onCancelled: (b: ConsumerBookingDetail) => void }) {
  const [reason, setReason] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const terms = booking.cancellationTerms;
  const cancel = async (event: React.FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    const result = await cancelMyBooking(browserApi, booking.id, { reason: reason.trim() || undefined });
    setPending(false);
    if (result.ok) onCancelled(result.data);
    else setError(result.errorMessage ?? BOOKING_MESSAGES.bookingUpdateFailed);
  };
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
            <textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={BOOKING_REASON_MAX} rows={3} />
          </label>
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
