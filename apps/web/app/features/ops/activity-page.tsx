import { Form } from "react-router";
import { formatDayTime } from "@utsav/domain/client";
import type { AdminBooking, AdminLead } from "@utsav/domain";
import styles from "./ops.module.css";

export interface ActivityFilterValues {
  vendorId: string;
  status: string;
  from: string;
  to: string;
}

interface ActivityPageProps {
  filter: ActivityFilterValues;
  bookings: { bookings: AdminBooking[]; totalCount: number };
  leads: { leads: AdminLead[]; totalCount: number };
  /** The CSV downloads of the same filter. */
  exports: { bookings: string; leads: string };
}

/**
 * /ops/activity: bookings and call leads across vendors, filtered by vendor, status and dates, with CSV exports.
 * The booking columns are the ones bookings have today; their statuses are whatever bookings record.
 */
export function ActivityPage({ filter, bookings, leads, exports }: ActivityPageProps) {
  return (
    <section className={styles.stack} aria-labelledby="activity-title">
      <h1 id="activity-title" className="page-title">
        Bookings and leads
      </h1>
      <Form method="get" className={`${styles.card} ${styles.fields}`} aria-label="Filter bookings and leads">
        <label className={styles.field}>
          Vendor id
          <input name="vendorId" defaultValue={filter.vendorId} />
        </label>
        <label className={styles.field}>
          Booking status
          <input name="status" defaultValue={filter.status} />
        </label>
        <label className={styles.field}>
          From
          <input type="date" name="from" defaultValue={filter.from} />
        </label>
        <label className={styles.field}>
          To
          <input type="date" name="to" defaultValue={filter.to} />
        </label>
        <button type="submit" className="btn btn-primary">
          Filter
        </button>
      </Form>

      <section className={styles.card} aria-labelledby="bookings-title">
        <div className={styles.bar}>
          <h2 id="bookings-title" className="section-title">
            Bookings ({bookings.totalCount})
          </h2>
          <a className="btn btn-outline" href={exports.bookings} download>
            Export bookings (CSV)
          </a>
        </div>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">Offering</th>
                <th scope="col">Vendor</th>
                <th scope="col">Status</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {bookings.bookings.map((b) => (
                <tr key={b.id}>
                  <td>{formatDayTime(b.createdAt)}</td>
                  <th scope="row">
                    {b.offeringName} <span className="muted">({b.offeringId})</span>
                  </th>
                  <td>{b.vendorName}</td>
                  <td>{b.status}</td>
                  <td>
                    {Object.entries(b.bookingData)
                      .map(([key, value]) => `${key}: ${value}`)
                      .join("; ")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className={styles.card} aria-labelledby="leads-title">
        <div className={styles.bar}>
          <h2 id="leads-title" className="section-title">
            Call leads ({leads.totalCount})
          </h2>
          <a className="btn btn-outline" href={exports.leads} download>
            Export leads (CSV)
          </a>
        </div>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">Offering</th>
                <th scope="col">Vendor</th>
                <th scope="col">Shopper</th>
              </tr>
            </thead>
            <tbody>
              {leads.leads.map((l) => (
                <tr key={l.id}>
                  <td>{formatDayTime(l.createdAt)}</td>
                  <th scope="row">{l.offeringName}</th>
                  <td>{l.vendorName}</td>
                  <td>{l.shopperName ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </section>
  );
}
