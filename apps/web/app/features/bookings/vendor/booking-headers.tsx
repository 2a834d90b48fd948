import { Link } from "react-router";
import { BOOKING_COPY, BOOKING_STATUS_LABELS, BOOKING_STATUSES } from "@utsav/domain/client";
import { vendorApiPaths } from "@utsav/api-client/vendor/paths";
import { PageHeader } from "../../../shared/ui/vendor-area/page-header";
import styles from "../../../shared/ui/vendor-area/records.module.css";
import { workPaths } from "../../../lib/work-paths";
import type { BookingFilter } from "./booking-filter";

// The tops of the vendor's booking pages, apart from the pages so that a page whose loader failed shows them too (the
// routes' error boundaries), without loading the page's own chunk.

/** The list's title, its links (leads, the CSV of what is shown) and its filter, a plain GET form: the URL is the state. */
export function BookingListHeader({ filter }: { filter: BookingFilter }) {
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
    </>
  );
}

/** A booking's title (with its reference once read) and the way back to the list. */
export function BookingDetailHeader({ reference }: { reference?: string }) {
  return (
    <PageHeader
      title={reference ? `${BOOKING_COPY.bookingDetails} ${reference}` : BOOKING_COPY.bookingDetails}
      back={{ to: workPaths.vendorBookings(), label: BOOKING_COPY.vendorBookingsTitle }}
    />
  );
}
