import { Link } from "react-router";
import { BOOKING_COPY, BOOKING_EVENT_COPY, bookingEventLine, CATALOGUE_COPY, formatDayTime } from "@utsav/domain/client";
import type { ConsumerBookingList } from "@utsav/domain";
import { paths } from "../../lib/paths";
import { BookingStatusBadge } from "../../shared/ui/booking-status-badge";
import page from "../../shared/ui/content-page.module.css";
import styles from "./my-bookings.module.css";

/** /account/bookings: the consumer's bookings, newest first; each opens its timeline. */
export function MyBookingsPage({ list, nextPage }: { list: ConsumerBookingList; nextPage: string | null }) {
  return (
    <main id="main" className={`container ${page.page}`}>
      <header className={page.hero}>
        <h1>{BOOKING_COPY.myBookingsTitle}</h1>
        <p className={page.lead}>{BOOKING_COPY.myBookingsLead}</p>
      </header>
      {list.bookings.length === 0 ? (
        <p className={styles.empty}>{BOOKING_COPY.noBookings}</p>
      ) : (
        <ul className={styles.list} aria-label={BOOKING_COPY.myBookingsTitle}>
          {list.bookings.map((booking) => (
            <li key={booking.id} className={styles.row}>
              <div className={styles.rowHead}>
                <Link to={paths.myBooking(booking.id)} className={styles.rowTitle}>
                  {booking.offeringName}
                </Link>
                <BookingStatusBadge status={booking.status} />
              </div>
              <p className={styles.meta}>
                <span>{booking.vendorName}</span>
                <span>{booking.reference}</span>
                {booking.eventDate || booking.locality ? (
                  <span>
                    {BOOKING_EVENT_COPY.event}: {bookingEventLine({ ...booking, address: null })}
                  </span>
                ) : null}
                <time dateTime={booking.createdAt}>{formatDayTime(booking.createdAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      {nextPage ? (
        <Link to={nextPage} className={`btn btn-outline ${styles.more}`}>
          {CATALOGUE_COPY.loadMore}
        </Link>
      ) : null}
    </main>
  );
}
