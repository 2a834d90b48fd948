import { Link } from "react-router";
import { BOOKING_ACTOR_NAMES, BOOKING_COPY, bookingTimeLines, detailsBesideEvent, formatDayTime, rupees } from "@utsav/domain/client";
import type { ConsumerBookingDetail } from "@utsav/domain";
import { paths } from "../../lib/paths";
import { BookingHistory } from "../../shared/ui/booking-history";
import { BookingStatusBadge } from "../../shared/ui/booking-status-badge";
import page from "../../shared/ui/content-page.module.css";
import type { CancelActionResult } from "./cancel-booking";
import { CancelSection } from "./cancel-section";
import { EventSummary } from "./event-summary";
import { PaymentSection } from "./payment-section";
import type { ProblemActionResult } from "./problem-act";
import { ProblemSection } from "./problem-section";
import { TimeNotice } from "./booking-time";
import { ReviewInvite } from "./review-invite";
import styles from "./my-bookings.module.css";

/** What the page's action answered to its last act: a cancel, or a problem reported. */
export type MyBookingActionResult = CancelActionResult | ProblemActionResult;

/** The page's cards: a section labelled by its title. */
function BookingCard(props: { "aria-labelledby": string; children: React.ReactNode }) {
  return <section {...props} className={styles.card} />;
}

/**
 * /account/bookings/:id: what was booked, for when and where and at what price, the status timeline, the advance paid
 * online with its refunds and receipts (docs/decisions/0048), and while it may be cancelled the vendor's cancellation
 * terms and the cancel action, else what became of it. Its content sits in the
 * layout's one main landmark (root.tsx). Time (docs/decisions/0054): until when the vendor may answer and what follows
 * if they do not, how far off the event is, when a confirmed booking completes by itself, and a problem to report.
 * Once it completed, "Rate your vendor" or "Your review" (docs/decisions/0060).
 * The booking is the route's data, read again after each act; `result` is what the route's action answered.
 */
export function MyBookingPage({ booking, result }: { booking: ConsumerBookingDetail; result: MyBookingActionResult }) {
  const time = bookingTimeLines(booking, { viewer: "consumer", advancePaid: booking.payment?.status === "paid", now: new Date() });
  const cancelResult = result && ("cancelled" in result || "error" in result) ? result : undefined;
  const problemResult = result && ("problemSent" in result || "problemError" in result) ? result : undefined;
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
        <TimeNotice line={time.answerBy} more={time.ifUnanswered} />
        <TimeNotice line={time.completesOn} />
        <ReviewInvite booking={booking} className={styles.invite} />
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
          <EventSummary booking={booking} countdown={time.countdown} />
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
        <ProblemSection timing={booking.timing} result={problemResult} names={BOOKING_ACTOR_NAMES.forConsumer} frame={BookingCard} />
        <CancelSection booking={booking} result={cancelResult} />
      </div>
    </div>
  );
}
