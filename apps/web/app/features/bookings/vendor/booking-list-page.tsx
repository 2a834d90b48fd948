import { Link } from "react-router";
import {
  BOOKING_COPY,
  BOOKING_EVENT_COPY,
  bookingEventLine,
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
  nextCursor: string | null;
}

/** /vendor/bookings: every booking, newest first, with a status filter, search, "Load more" and CSV export. */
export function BookingListPage({ filter, bookings, nextCursor }: BookingListProps) {
  const { loadMore, loading } = useLoadMore(nextCursor);
  return (
    <>
      <BookingListHeader filter={filter} />
      {bookings.length === 0 ? (
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
  return (
    <li className={styles.row}>
      <div className={styles.rowHead}>
        <Link to={workPaths.vendorBooking(booking.id)} className={styles.rowTitle}>
          {booking.consumerName ?? "A customer"} · {booking.offeringName}
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
      </p>
    </li>
  );
}
