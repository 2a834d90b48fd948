import { formatDay, money, PAYOUT_COPY, TRANSFER_STATUS_LABELS } from "@utsav/domain/client";
import type { VendorPaymentRow, VendorPaymentTotals } from "@utsav/domain";
import { Card } from "../../../shared/ui/vendor-area/page-header";
import styles from "./payments.module.css";

const TABLE_TITLE_ID = "payments-table-title";

/** The vendor's shares in total: held until events are completed, released to its bank, and refunded to shoppers. */
export function PaymentTotals({ totals }: { totals: VendorPaymentTotals }) {
  const tiles = [
    { label: PAYOUT_COPY.held, hint: PAYOUT_COPY.heldHint, paise: totals.heldPaise },
    { label: PAYOUT_COPY.released, hint: PAYOUT_COPY.releasedHint, paise: totals.releasedPaise },
    { label: PAYOUT_COPY.refunded, hint: PAYOUT_COPY.refundedHint, paise: totals.refundedPaise },
  ];
  return (
    <Card aria-labelledby="payments-totals-title">
      <h2 id="payments-totals-title" className="section-title">
        {PAYOUT_COPY.totalsTitle}
      </h2>
      <dl className={styles.totals}>
        {tiles.map((tile) => (
          <div key={tile.label} className={styles.total}>
            <dt>{tile.label}</dt>
            <dd className={styles.amount}>{money(tile.paise)}</dd>
            <dd className={styles.hint}>{tile.hint}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/**
 * Each booking's advance: what the shopper paid, our fee, the vendor's share, what refunds gave back, and where the
 * share is. Wide on a phone, so it scrolls sideways in a region the keyboard can reach.
 */
export function PaymentsTable({ rows }: { rows: VendorPaymentRow[] }) {
  return (
    <Card aria-labelledby={TABLE_TITLE_ID}>
      <h2 id={TABLE_TITLE_ID} className="section-title">
        {PAYOUT_COPY.tableTitle}
      </h2>
      {rows.length === 0 ? (
        <p className={styles.note}>{PAYOUT_COPY.empty}</p>
      ) : (
        // A region that scrolls is focusable, so a keyboard can scroll it (WCAG 2.1.1).
        <div className={styles.scroll} role="region" aria-labelledby={TABLE_TITLE_ID} tabIndex={0}>
          <table className={styles.table}>
            <caption className="visually-hidden">{PAYOUT_COPY.tableTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{PAYOUT_COPY.booking}</th>
                <th scope="col">{PAYOUT_COPY.advance}</th>
                <th scope="col">{PAYOUT_COPY.fee}</th>
                <th scope="col">{PAYOUT_COPY.share}</th>
                <th scope="col">{PAYOUT_COPY.refundedColumn}</th>
                <th scope="col">{PAYOUT_COPY.transferStatus}</th>
                <th scope="col">{PAYOUT_COPY.releasedOn}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.bookingId}>
                  <th scope="row">
                    <span className={styles.reference}>{row.reference}</span>
                    <span className={styles.hint}>{row.offeringName}</span>
                    {row.eventDate ? <span className={styles.hint}>{formatDay(row.eventDate)}</span> : null}
                  </th>
                  <td>{money(row.advancePaise)}</td>
                  <td>
                    {money(row.feePaise)}
                    <span className={styles.hint}>{PAYOUT_COPY.feeLine(row.commissionPercent)}</span>
                  </td>
                  <td>{money(row.sharePaise)}</td>
                  <td>{money(row.refundedPaise)}</td>
                  <td>{TRANSFER_STATUS_LABELS[row.status]}</td>
                  <td>{row.releasedAt ? formatDay(row.releasedAt) : PAYOUT_COPY.notReleased}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
