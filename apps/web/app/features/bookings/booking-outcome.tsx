import { Link } from "react-router";
import {
  BOOKING_ANSWER_COPY,
  BOOKING_OUTCOME_COPY,
  BOOKING_TIMING_WORDS,
  bookingAnswerCopyFor,
  bookingOutcome,
  expiredUnanswered,
} from "@utsav/domain/client";
import type { ConsumerBookingDetail } from "@utsav/domain";
import { paths } from "../../lib/paths";
import styles from "./my-bookings.module.css";

/**
 * What became of a booking that can no longer be cancelled (issue 38): completed, declined, cancelled or expired unpaid,
 * by whom, when and why, and for a cancelled one what the vendor owes back, as it was fixed then. Its cancellation terms no longer
 * apply, so they are not shown. One the vendor never answered offers the search for another (docs/decisions/0054):
 * the page does not know the offering's category, so the search starts open.
 */
export function BookingOutcome({ booking }: { booking: ConsumerBookingDetail }) {
  const outcome = bookingOutcome(booking);
  return (
    <section aria-labelledby="outcome-title" className={styles.card}>
      <h2 id="outcome-title">{BOOKING_OUTCOME_COPY.title}</h2>
      {outcome ? <p>{outcome.line}</p> : null}
      {outcome?.reason ? (
        <p>
          {BOOKING_OUTCOME_COPY.reason}: “{outcome.reason}”
        </p>
      ) : null}
      {/* An advance paid online comes back online: its refunds are in the Payment section, not owed by the vendor in cash. */}
      {booking.refund && booking.payment?.status !== "paid" ? (
        <>
          <p className={styles.refund}>{bookingAnswerCopyFor.refundForConsumer(booking.refund)}</p>
          {booking.refund.of > 0 ? <p>{BOOKING_ANSWER_COPY.cashOnDelivery}</p> : null}
        </>
      ) : null}
      {expiredUnanswered(booking) ? (
        <Link to={paths.search()} className={`btn btn-primary ${styles.findAnother}`}>
          {BOOKING_TIMING_WORDS.findAnotherVendor}
        </Link>
      ) : null}
    </section>
  );
}
