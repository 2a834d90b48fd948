import { refundTableRows, TERMS_COPY } from "@utsav/domain/client";
import type { RefundSchedule } from "@utsav/domain/client";
import styles from "./refund-table.module.css";

/**
 * A refund schedule as the shopper reads it (docs/decisions/0022): when the booking is cancelled, and how much comes
 * back. The offering page's terms and the vendor's Terms section preview (docs/decisions/0035) show the same table.
 */
export function RefundTable({ schedule }: { schedule: RefundSchedule }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{TERMS_COPY.ifYouCancel}</caption>
      <thead>
        <tr>
          <th scope="col">{TERMS_COPY.whenYouCancel}</th>
          <th scope="col">{TERMS_COPY.refund}</th>
        </tr>
      </thead>
      <tbody>
        {refundTableRows(schedule).map((row) => (
          <tr key={row.when}>
            <th scope="row">{row.when}</th>
            <td>{row.refund}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
