import { Link } from "react-router";
import {
  BOOKING_COPY,
  BOOKING_EVENT_COPY,
  BOOKING_TIMING_WORDS,
  bookingEventLine,
  bookingRowTime,
  CATALOGUE_COPY,
  formatDayTime,
  formatPhoneDisplay,
} from "@utsav/domain/client";
import type { VendorBookingSummary } from "@utsav/domain";
import { useLoadMore } from "../../../shared/lib/cursor-pages";
import { BookingStatusBadge } from "../../../shared/ui/booking-status-badge";
import styles from "../../../shared/ui/vendor-area/records.module.css";
import { workPaths } from "../../../lib/work-paths";
import type { BookingFilter } from "./booking-filter";
import { BookingListHeader } from "./booking-headers";

export interface BookingListProps {
  /** The filter the address names (booking-filter.ts), read by the route's loader. */
  filter: BookingFilter;
  /** Every page read so far, from the newest: "Load more" adds the next (shared/lib/cursor-pages.ts). */
  bookings: VendorBookingSummary[];
  /** Received bookings, the soonest answer deadline first, shown above the rest (docs/decisions/0054). */
  needsAnswer?: VendorBookingSummary[];
  nextCursor: string | null;
}

/**
 * /vendor/bookings: what needs an answer first, the soonest deadline first; then every other booking, newest first,
 * with a status filter, search, "Load more" and CSV export.
 */
export function BookingListPage({ filter, bookings, needsAnswer = [], nextCursor }: BookingListProps) {
  const { loadMore, loading } = useLoadMore(nextCursor);
  return (
    <>
      <BookingListHeader filter={filter} />
      {needsAnswer.length > 0 ? (
        <section aria-labelledby="needs-answer-title">
          <h2 id="needs-answer-title" className="section-title">
            {BOOKING_TIMING_WORDS.needsAnswer}
          </h2>
          <ul className={styles.list} aria-label={BOOKING_TIMING_WORDS.needsAnswer}>
            {needsAnswer.map((booking) => (
              <BookingRow key={booking.id} booking={booking} />
            ))}
          </ul>
        </section>
      ) : null}
      {bookings.length === 0 && needsAnswer.length > 0 ? null : bookings.length === 0 ? (
        <p className={styles.empty}>{filter.status || filter.q ? BOOKING_COPY.noBookingsMatch : BOOKING_COPY.noBookings}</p>
      ) : (
        <>
          <ul className={styles.list} aria-label={BOOKING_COPY.vendorBookingsTitle}>
            {bookings.map((booking) => (
              <BookingRow key={booking.id} booking={booking} />
            ))}
          </ul>
          {loadMore ? (
            <button type="button" className={`btn btn-outline ${styles.more}`} disabled={loading} onClick={loadMore}>
              {CATALOGUE_COPY.loadMore}
            </button>
          ) : null}
        </>
      )}
    </>
  );
}

function BookingRow({ booking }: { booking: VendorBookingSummary }) {
  // The event's date and locality, so the vendor sees when and where before opening it (docs/decisions/0034).
  const event = bookingEventLine({ ...booking, address: null });
  // While it waits for the answer, when that is due; while it is open, how far off the event is (docs/decisions/0054).
  const time = bookingRowTime(booking, new Date());
  return (
    <li className={styles.row}>
      <div className={styles.rowHead}>
        <Link to={workPaths.vendorBooking(booking.id)} className={styles.rowTitle}>
          {booking.consumerName ?? BOOKING_COPY.someCustomer} · {booking.offeringName}
        </Link>
        <BookingStatusBadge status={booking.status} />
      </div>
      <p className={styles.rowMeta}>
        <span>{booking.reference}</span>
        {event ? (
          <span>
            {BOOKING_EVENT_COPY.event}: {event}
          </span>
        ) : null}
        <time dateTime={booking.createdAt}>{formatDayTime(booking.createdAt)}</time>
        {booking.consumerPhone ? <a href={`tel:${booking.consumerPhone}`}>{formatPhoneDisplay(booking.consumerPhone)}</a> : null}
        {time.countdown ? <span suppressHydrationWarning>{time.countdown}</span> : null}
      </p>
      {time.answerDue ? <p className={styles.answerDue}>{time.answerDue}</p> : null}
    </li>
  );
}
