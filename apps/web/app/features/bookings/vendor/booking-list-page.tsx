import { Link, useSearchParams } from "react-router";
import {
  BOOKING_COPY,
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  CATALOGUE_COPY,
  formatDayTime,
  formatPhoneDisplay,
  isBookingStatus,
} from "@utsav/domain/client";
import type { VendorBookingSummary } from "@utsav/domain";
import { vendorApiPaths } from "@utsav/api-client/vendor/paths";
import { thrownMessage } from "../../../lib/api-client";
import { BookingStatusBadge } from "../../../shared/ui/booking-status-badge";
import { Skeleton } from "../../../shared/ui/skeleton";
import { useVendorBookings } from "./api/bookings";
import type { BookingFilter } from "./api/bookings";
import { LoadError, PageHeader } from "../../../shared/ui/vendor-area/page-header";
import styles from "../../../shared/ui/vendor-area/records.module.css";
import { workPaths } from "../../../lib/work-paths";

/** The list's filter, read from the address (the URL is the state: a filtered list can be shared and reloaded). */
function useBookingFilter(): BookingFilter {
  const [params] = useSearchParams();
  const status = params.get("status") ?? "";
  const q = params.get("q")?.trim() ?? "";
  return { status: isBookingStatus(status) ? status : undefined, q: q || undefined };
}

/** /vendor/bookings: every booking, newest first, with a status filter, search, "Load more" and CSV export. */
export function BookingListPage() {
  const filter = useBookingFilter();
  const query = useVendorBookings(filter);
  const bookings = query.data?.pages.flatMap((page) => page.bookings) ?? [];
  return (
    <>
      <PageHeader
        title={BOOKING_COPY.vendorBookingsTitle}
        lead="Confirm or decline new bookings, and keep each customer up to date. Customers get an SMS at every change."
        actions={
          <>
            <Link to={workPaths.vendorLeads()} className="btn btn-outline">
              {BOOKING_COPY.viewLeads}
            </Link>
            <a href={vendorApiPaths.bookings.export(filter)} className="btn btn-outline" download>
              {BOOKING_COPY.exportCsv}
            </a>
          </>
        }
      />
      <form className={styles.filters} method="get" role="search" aria-label="Filter bookings">
        <label className={styles.filterField}>
          <span>{BOOKING_COPY.statusFilter}</span>
          <select name="status" defaultValue={filter.status ?? ""} onChange={(e) => e.currentTarget.form?.requestSubmit()}>
            <option value="">{BOOKING_COPY.allStatuses}</option>
            {BOOKING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {BOOKING_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filterField}>
          <span>{BOOKING_COPY.searchBookings}</span>
          <input type="search" name="q" defaultValue={filter.q ?? ""} maxLength={100} autoComplete="off" />
        </label>
        <button type="submit" className="btn btn-outline">
          Search
        </button>
      </form>
      {query.isPending ? (
        <div role="status" aria-label="Loading bookings" className={styles.list}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={88} radius={14} />
          ))}
        </div>
      ) : query.isError ? (
        <LoadError message={thrownMessage(query.error, "")} onRetry={() => void query.refetch()} />
      ) : bookings.length === 0 ? (
        <p className={styles.empty}>{filter.status || filter.q ? BOOKING_COPY.noBookingsMatch : BOOKING_COPY.noBookings}</p>
      ) : (
        <>
          <ul className={styles.list} aria-label={BOOKING_COPY.vendorBookingsTitle}>
            {bookings.map((booking) => (
              <BookingRow key={booking.id} booking={booking} />
            ))}
          </ul>
          {query.hasNextPage ? (
            <button
              type="button"
              className={`btn btn-outline ${styles.more}`}
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {CATALOGUE_COPY.loadMore}
            </button>
          ) : null}
        </>
      )}
    </>
  );
}

function BookingRow({ booking }: { booking: VendorBookingSummary }) {
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
        <time dateTime={booking.createdAt}>{formatDayTime(booking.createdAt)}</time>
        {booking.consumerPhone ? <a href={`tel:${booking.consumerPhone}`}>{formatPhoneDisplay(booking.consumerPhone)}</a> : null}
      </p>
    </li>
  );
}
