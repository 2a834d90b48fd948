import { Link } from "react-router";
import {
  money,
  OPERATOR_PAYMENT_COPY,
  OPERATOR_REFUND_STATUS_LABELS,
  OPERATOR_TRANSFER_STATUS_LABELS,
  ORDER_STATUS_LABELS,
} from "@utsav/domain/client";
import type { OperatorPaymentRow } from "@utsav/domain";
import { workPaths } from "../../../lib/work-paths";
import styles from "./console.module.css";

const TITLE_ID = "payments-list-title";

const COLUMNS = [
  OPERATOR_PAYMENT_COPY.booking,
  OPERATOR_PAYMENT_COPY.offering,
  OPERATOR_PAYMENT_COPY.vendor,
  OPERATOR_PAYMENT_COPY.status,
  OPERATOR_PAYMENT_COPY.paid,
  OPERATOR_PAYMENT_COPY.refunded,
  OPERATOR_PAYMENT_COPY.share,
  OPERATOR_PAYMENT_COPY.fee,
];
const AMOUNTS = new Set([4, 5, 7]);

/** One booking's row: its reference opens its money; amounts in rupees; a refund with the latest's state. */
function PaymentRow({ row }: { row: OperatorPaymentRow }) {
  return (
    <tr>
      <th scope="row">
        <Link to={workPaths.opsPayment(row.bookingId)} aria-label={OPERATOR_PAYMENT_COPY.detailTitle(row.reference)}>
          {row.reference}
        </Link>
      </th>
      <td>{row.offeringName}</td>
      <td>{row.vendorName}</td>
      <td>{ORDER_STATUS_LABELS[row.orderStatus]}</td>
      <td className={styles.amount}>{row.paidPaise > 0 ? money(row.paidPaise) : OPERATOR_PAYMENT_COPY.none}</td>
      <td className={styles.amount}>
        {row.refundStatus ? `${money(row.refundedPaise)} · ${OPERATOR_REFUND_STATUS_LABELS[row.refundStatus]}` : OPERATOR_PAYMENT_COPY.none}
      </td>
      <td>{row.transferStatus ? OPERATOR_TRANSFER_STATUS_LABELS[row.transferStatus] : OPERATOR_PAYMENT_COPY.none}</td>
      <td className={styles.amount}>{row.feePaise === null ? OPERATOR_PAYMENT_COPY.none : money(row.feePaise)}</td>
    </tr>
  );
}

interface PaymentsListProps {
  rows: OperatorPaymentRow[];
  loadMore: (() => void) | null;
  loading: boolean;
  /** The export of the same rows (a button of the page's). */
  exportButton: React.ReactNode;
}

/** The bookings with an advance, newest first, with "Show more" while the API has more. */
export function PaymentsList({ rows, loadMore, loading, exportButton }: PaymentsListProps) {
  return (
    <section className={styles.card} aria-labelledby={TITLE_ID}>
      <div className={styles.bar}>
        <h2 id={TITLE_ID} className="section-title">
          {OPERATOR_PAYMENT_COPY.listTitle}
        </h2>
        {exportButton}
      </div>
      {rows.length === 0 ? (
        <p>{OPERATOR_PAYMENT_COPY.empty}</p>
      ) : (
        <div
          className={styles.scroll}
          role="region"
          aria-label={OPERATOR_PAYMENT_COPY.tableOf(OPERATOR_PAYMENT_COPY.listTitle)}
          tabIndex={0}
        >
          <table className={styles.table}>
            <thead>
              <tr>
                {COLUMNS.map((column, i) => (
                  <th key={column} scope="col" className={AMOUNTS.has(i) ? styles.amount : undefined}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <PaymentRow key={row.bookingId} row={row} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {loadMore ? (
        <p>
          <button type="button" className="btn btn-outline" onClick={loadMore} aria-busy={loading || undefined}>
            {OPERATOR_PAYMENT_COPY.more}
          </button>
        </p>
      ) : null}
    </section>
  );
}
