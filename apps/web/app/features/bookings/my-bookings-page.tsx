import { Link } from "react-router";
import { BOOKING_COPY, BOOKING_EVENT_COPY, CATALOGUE_COPY, formatDay, listedEventLine, rupees } from "@utsav/domain/client";
import type { ConsumerBookingList, ConsumerBookingSummary } from "@utsav/domain";
import { paths } from "../../lib/paths";
import { BookingStatusBadge } from "../../shared/ui/booking-status-badge";
import page from "../../shared/ui/content-page.module.css";
import styles from "./my-bookings.module.css";

/**
 * One booking: the offering and its status, then what a shopper looks for first, when the event is and what it costs
 * (issue 38), then the vendor, and when it was placed with its reference, quieter.
 */
function BookingRow({ booking }: { booking: ConsumerBookingSummary }) {
  return (
    <li className={styles.row}>
      <div className={styles.rowHead}>
        <Link to={paths.myBooking(booking.id)} className={styles.rowTitle}>
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
      </p>
      <p className={styles.meta}>
        <span>{booking.vendorName}</span>
        <span>
          {BOOKING_COPY.placedOn} <time dateTime={booking.createdAt}>{formatDay(booking.createdAt)}</time>
        </span>
        <span>{booking.reference}</span>
      </p>
    </li>
  );
}

/**
 * /account/bookings: the consumer's bookings, newest first; each opens its timeline. The page's content sits in the
 * layout's one main landmark (root.tsx), so it is a plain container.
 */
export function MyBookingsPage({ list, nextPage }: { list: ConsumerBookingList; nextPage: string | null }) {
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
            <BookingRow key={booking.id} booking={booking} />
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
