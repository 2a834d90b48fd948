import { Link } from "react-router";
import { BOOKING_ACTOR_NAMES, BOOKING_COPY, detailsBesideEvent, formatDayTime, rupees } from "@utsav/domain/client";
import type { ConsumerBookingDetail } from "@utsav/domain";
import { paths } from "../../lib/paths";
import { BookingHistory } from "../../shared/ui/booking-history";
import { BookingStatusBadge } from "../../shared/ui/booking-status-badge";
import page from "../../shared/ui/content-page.module.css";
import type { CancelActionResult } from "./cancel-booking";
import { CancelSection } from "./cancel-section";
import { EventSummary } from "./event-summary";
import { PaymentSection } from "./payment-section";
import styles from "./my-bookings.module.css";

/**
 * /account/bookings/:id: what was booked, for when and where and at what price, the status timeline, the advance paid
 * online with its refunds and receipts (docs/decisions/0048), and while it may be cancelled the vendor's cancellation
 * terms and the cancel action, else what became of it. Its content sits in the
 * layout's one main landmark (root.tsx).
 * The booking is the route's data, read again once it is cancelled; `result` is what the route's action answered.
 */
export function MyBookingPage({ booking, result }: { booking: ConsumerBookingDetail; result: CancelActionResult }) {
  return (
    <div className={`container ${page.page}`}>
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
          {booking.price !== null ? (
            <p className={styles.event}>
              {BOOKING_COPY.price}: {rupees(booking.price)}
            </p>
          ) : null}
          {/* The date the form's picker chose is not among the fields on a catalogue offering: it shows here (docs/decisions/0034),
              and the answers below leave out the address and the picked date it says already. */}
          <EventSummary booking={booking} />
          <dl className={styles.fields}>
            {detailsBesideEvent(booking).map((detail) => (
              <div key={detail.label}>
                <dt>{detail.label}</dt>
                <dd>{detail.value}</dd>
              </div>
            ))}
          </dl>
          {booking.offeringSlug ? <Link to={paths.offering(booking.offeringSlug)}>{BOOKING_COPY.offering}</Link> : null}
        </section>
        <PaymentSection booking={booking} />
        <CancelSection booking={booking} result={result} />
      </div>
    </div>
  );
}
