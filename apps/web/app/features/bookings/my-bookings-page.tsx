import { useId } from "react";
import { Link } from "react-router";
import {
  BOOKING_COPY,
  BOOKING_EVENT_COPY,
  bookingRowTime,
  CATALOGUE_COPY,
  formatDay,
  listedEventLine,
  PAYMENT_COPY,
  rupees,
} from "@utsav/domain/client";
import type { ConsumerBookingList, ConsumerBookingSummary } from "@utsav/domain";
import { paths } from "../../lib/paths";
import { BookingStatusBadge } from "../../shared/ui/booking-status-badge";
import page from "../../shared/ui/content-page.module.css";
import { ReviewInvite } from "./review-invite";
import styles from "./my-bookings.module.css";

/**
 * One booking: the offering and its status, then what a shopper looks for first, when the event is and what it costs
 * (issue 38), then the vendor, and when it was placed with its reference, quieter. A booking waiting for its advance
 * offers its checkout (`payNow`) while the order is open (docs/decisions/0048). While it is open, how far off the event
 * is, and while it waits for the vendor, when their answer is due (docs/decisions/0054). Once it completed, the
 * invitation to review it, or the review written (docs/decisions/0060).
 */
function BookingRow({ booking, payNow }: { booking: ConsumerBookingSummary; payNow: string | undefined }) {
  const time = bookingRowTime(booking, new Date());
  const titleId = useId();
  return (
    <li className={styles.row}>
      <div className={styles.rowHead}>
        <Link id={titleId} to={paths.myBooking(booking.id)} className={styles.rowTitle}>
          {booking.offeringName}
        </Link>
        <BookingStatusBadge status={booking.status} />
      </div>
      <p className={styles.event}>
        <span>
          {BOOKING_EVENT_COPY.event}: {listedEventLine(booking) ?? BOOKING_EVENT_COPY.notGiven}
        </span>
        {booking.price !== null ? (
          <span>
            {BOOKING_COPY.price}: {rupees(booking.price)}
          </span>
        ) : null}
        {/* Today's date decides it: a page drawn just before midnight may hydrate just after (India's day). */}
        {time.countdown ? <span suppressHydrationWarning>{time.countdown}</span> : null}
      </p>
      {time.answerDue ? <p className={styles.due}>{time.answerDue}</p> : null}
      <p className={styles.meta}>
        <span>{booking.vendorName}</span>
        <span>
          {BOOKING_COPY.placedOn} <time dateTime={booking.createdAt}>{formatDay(booking.createdAt)}</time>
        </span>
        <span>{booking.reference}</span>
      </p>
      {payNow ? (
        <Link to={payNow} className={`btn btn-primary ${styles.payNow}`}>
          {PAYMENT_COPY.payNow}
        </Link>
      ) : null}
      <ReviewInvite booking={booking} className={styles.invite} aria-describedby={titleId} />
    </li>
  );
}

/**
 * /account/bookings: the consumer's bookings, newest first; each opens its timeline. The page's content sits in the
 * layout's one main landmark (root.tsx), so it is a plain container.
 */
export function MyBookingsPage({
  list,
  nextPage,
  payNow = {},
}: {
  list: ConsumerBookingList;
  nextPage: string | null;
  /** The checkout of each booking waiting for its advance, by the booking's id. */
  payNow?: Readonly<Record<string, string>>;
}) {
  return (
    <div className={`container ${page.page}`}>
      <header className={page.hero}>
        <h1>{BOOKING_COPY.myBookingsTitle}</h1>
        <p className={page.lead}>{BOOKING_COPY.myBookingsLead}</p>
      </header>
      {list.bookings.length === 0 ? (
        <p className={styles.empty}>{BOOKING_COPY.noBookings}</p>
      ) : (
        <ul className={styles.list} aria-label={BOOKING_COPY.myBookingsTitle}>
          {list.bookings.map((booking) => (
            <BookingRow
              key={booking.id}
              booking={booking}
              payNow={booking.status === "awaiting_payment" ? payNow[booking.id] : undefined}
            />
          ))}
        </ul>
      )}
      {nextPage ? (
        <Link to={nextPage} className={`btn btn-outline ${styles.more}`}>
          {CATALOGUE_COPY.loadMore}
        </Link>
      ) : null}
    </div>
  );
}
