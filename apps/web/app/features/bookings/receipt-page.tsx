import { Link } from "react-router";
import { formatReceiptTime, money, PAYMENT_COPY, paymentMethodLabel, receiptStatusLabel, SHOPPER_PAYMENT_COPY } from "@utsav/domain/client";
import type { Receipt } from "@utsav/domain";
import { paths } from "../../lib/paths";
import page from "../../shared/ui/content-page.module.css";
import styles from "./receipt.module.css";

/**
 * /account/bookings/:id/receipts/:receiptId (docs/decisions/0048): the receipt of one payment or one refund of the
 * shopper's booking, as the booking's data holds it, laid out to print on its own (the site's header and footer, the
 * way back and the Print button are left off paper). Times are India's, named so.
 */
export function ReceiptPage({ receipt }: { receipt: Receipt }) {
  const payment = receipt.kind === "payment";
  const rows: { label: string; value: React.ReactNode }[] = [
    { label: SHOPPER_PAYMENT_COPY.offering, value: receipt.offeringName },
    { label: SHOPPER_PAYMENT_COPY.vendor, value: receipt.vendorName },
    ...(payment ? [{ label: PAYMENT_COPY.method, value: paymentMethodLabel(receipt.method) ?? "—" }] : []),
    { label: payment ? PAYMENT_COPY.paymentId : PAYMENT_COPY.refundId, value: receipt.providerRef },
    { label: PAYMENT_COPY.status, value: receiptStatusLabel(receipt) },
    { label: SHOPPER_PAYMENT_COPY.date, value: <time dateTime={receipt.at}>{formatReceiptTime(receipt.at)}</time> },
  ];
  return (
    <div className={`container ${page.page} ${styles.page}`}>
      <Link to={paths.myBooking(receipt.bookingId)} className={`${styles.back} ${styles.screenOnly}`}>
        <span aria-hidden="true">←</span> {SHOPPER_PAYMENT_COPY.backToBooking}
      </Link>
      <article className={styles.receipt} aria-labelledby="receipt-title">
        <header className={styles.head}>
          <h1 id="receipt-title">{PAYMENT_COPY.receipt}</h1>
          <p className={styles.kind}>{payment ? PAYMENT_COPY.receiptOfPayment : PAYMENT_COPY.receiptOfRefund}</p>
          <p className={styles.amount}>{money(receipt.amountPaise)}</p>
          <p>{PAYMENT_COPY.receiptFor(receipt.bookingReference)}</p>
        </header>
        <dl className={styles.rows}>
          {rows.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.lead}>{payment ? SHOPPER_PAYMENT_COPY.receiptLead : SHOPPER_PAYMENT_COPY.refundReceiptLead}</p>
      </article>
      <button type="button" className={`btn btn-outline ${styles.screenOnly}`} onClick={() => window.print()}>
        {PAYMENT_COPY.printReceipt}
      </button>
    </div>
  );
}
