import { Form } from "react-router";
import { BOOKING_EVENT_COPY, bookingEventLine, formatDayTime, OPS_NAV_COPY } from "@utsav/domain/client";
import type { OperatorBooking, OperatorLead } from "@utsav/domain";
import type { ExportAct } from "./export-acts";
import { ExportTable } from "./export-table";
import styles from "./ops.module.css";

export interface ActivityFilterValues {
  vendorId: string;
  status: string;
  from: string;
  to: string;
}

interface ActivityPageProps {
  filter: ActivityFilterValues;
  bookings: { bookings: OperatorBooking[]; totalCount: number };
  leads: { leads: OperatorLead[]; totalCount: number };
}

/**
 * /ops/activity: bookings and call leads across vendors, filtered by vendor, status and dates, with CSV exports.
 * The booking columns are the ones bookings have today; their statuses are whatever bookings record.
 */
export function ActivityPage({ filter, bookings, leads }: ActivityPageProps) {
  // The exports hold what the lists show: the filter in the address, not what is typed and not yet applied.
  const { vendorId, status, from, to } = filter;
  const exports: Record<"bookings" | "leads", ExportAct> = {
    bookings: { intent: "export-bookings", vendorId, status, from, to },
    leads: { intent: "export-leads", vendorId, from, to },
  };
  return (
    <section className={styles.stack} aria-labelledby="activity-title">
      <h1 id="activity-title" className="page-title">
        {OPS_NAV_COPY.activity}
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

      <ExportTable
        id="bookings"
        title="Bookings"
        count={bookings.totalCount}
        exportAct={exports.bookings}
        exportLabel="Export bookings (CSV)"
        columns={["Offering", "Received", "Vendor", "Status", BOOKING_EVENT_COPY.event, "Details"]}
        rows={bookings.bookings.map((b) => ({
          key: b.id,
          cells: [
            <>
              {b.offeringName} <span className="muted">({b.offeringId})</span>
            </>,
            formatDayTime(b.createdAt),
            b.vendorName,
            b.status,
            // The event's date and locality (docs/decisions/0034); the address is among the details.
            bookingEventLine({ eventDate: b.eventDate, locality: b.locality, address: null }) ?? "—",
            Object.entries(b.bookingData)
              .map(([key, value]) => `${key}: ${value}`)
              .join("; "),
          ],
        }))}
      />
      <ExportTable
        id="leads"
        title="Call leads"
        count={leads.totalCount}
        exportAct={exports.leads}
        exportLabel="Export leads (CSV)"
        columns={["Offering", "Received", "Vendor", "Shopper"]}
        rows={leads.leads.map((l) => ({
          key: l.id,
          cells: [l.offeringName, formatDayTime(l.createdAt), l.vendorName, l.consumerName ?? "—"],
        }))}
      />
    </section>
  );
}
