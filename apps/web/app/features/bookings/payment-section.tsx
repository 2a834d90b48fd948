import { Link } from "react-router";
import {
  formatDayTime,
  money,
  PAYMENT_COPY,
  paymentMethodLabel,
  REFUND_REASON_LABELS,
  REFUND_STATUS_LABELS,
  rupees,
  SHOPPER_PAYMENT_COPY,
} from "@utsav/domain/client";
import type { BookingPayment, ConsumerBookingDetail, Receipt, RefundView } from "@utsav/domain";
import { paths } from "../../lib/paths";
import card from "./my-bookings.module.css";
import styles from "./payment-section.module.css";

/**
 * The booking page's Payment section (docs/decisions/0048), for a booking whose advance is paid online: the advance to
 * pay and until when, or paid with what is left in cash on the day, or expired unpaid; then each refund with its
 * state, and a receipt for each payment and refund. A booking without an advance online has none.
 */
export function PaymentSection({ booking }: { booking: ConsumerBookingDetail }) {
  const { payment, receipts } = booking;
  if (!payment) return null;
  const waiting = payment.status === "created" && booking.status === "awaiting_payment";
  // An order cancelled before it was paid says nothing of paying: there is nothing to pay, and nothing was taken.
  if (!waiting && payment.status === "created" && payment.refunds.length === 0 && receipts.length === 0) return null;
  return (
    <section aria-labelledby="payment-title" className={`${card.card} ${styles.section}`}>
      <h2 id="payment-title">{PAYMENT_COPY.paymentTitle}</h2>
      {waiting ? <AdvanceToPay payment={payment} /> : null}
      {payment.status === "paid" ? <AdvancePaid payment={payment} /> : null}
      {payment.status === "expired" ? <p>{PAYMENT_COPY.expired}</p> : null}
      {payment.refunds.length > 0 ? <Refunds refunds={payment.refunds} /> : null}
      {receipts.length > 0 ? <Receipts bookingId={booking.id} receipts={receipts} /> : null}
    </section>
  );
}

function CashRest({ payment }: { payment: BookingPayment }) {
  return payment.cashOnTheDay > 0 ? <p>{PAYMENT_COPY.cashRest(rupees(payment.cashOnTheDay))}</p> : null;
}

function AdvanceToPay({ payment }: { payment: BookingPayment }) {
  return (
    <>
      <p className={styles.amount}>{SHOPPER_PAYMENT_COPY.toPay(money(payment.advancePaise))}</p>
      <CashRest payment={payment} />
      <p>{PAYMENT_COPY.heldUntil(formatDayTime(payment.expiresAt))}</p>
      <Link to={paths.checkout(payment.orderId)} className={`btn btn-primary ${styles.action}`}>
        {PAYMENT_COPY.payNow}
      </Link>
    </>
  );
}

function AdvancePaid({ payment }: { payment: BookingPayment }) {
  return (
    <>
      <p className={styles.amount}>{PAYMENT_COPY.paid(money(payment.advancePaise))}</p>
      <CashRest payment={payment} />
      {payment.paidAt ? (
        <p>
          <time dateTime={payment.paidAt}>{PAYMENT_COPY.paidOn(formatDayTime(payment.paidAt))}</time>
        </p>
      ) : null}
      {payment.method ? (
        <p>
          {PAYMENT_COPY.method}: {paymentMethodLabel(payment.method)}
        </p>
      ) : null}
    </>
  );
}

/** Each refund: how much comes back and why, then its state (REFUND_STATUS_LABELS) and when it was asked or made. */
function Refunds({ refunds }: { refunds: RefundView[] }) {
  return (
    <>
      <h3 id="refunds-title">{PAYMENT_COPY.refundsTitle}</h3>
      <ul className={styles.list} aria-labelledby="refunds-title">
        {refunds.map((refund) => (
          <li key={refund.id} className={styles.item}>
            <span className={styles.amount}>
              {SHOPPER_PAYMENT_COPY.refundLine(money(refund.amountPaise), REFUND_REASON_LABELS[refund.reason])}
            </span>
            <span className={styles.state} data-status={refund.status}>
              {REFUND_STATUS_LABELS[refund.status]}
            </span>
            <time className={styles.when} dateTime={refund.processedAt ?? refund.createdAt}>
              {formatDayTime(refund.processedAt ?? refund.createdAt)}
            </time>
          </li>
        ))}
      </ul>
    </>
  );
}

/** A link to the printable receipt of each payment and refund, named in full: what, how much, when. */
function Receipts({ bookingId, receipts }: { bookingId: string; receipts: Receipt[] }) {
  return (
    <>
      <h3 id="receipts-title">{PAYMENT_COPY.receiptsTitle}</h3>
      <ul className={styles.list} aria-labelledby="receipts-title">
        {receipts.map((receipt) => (
          <li key={receipt.id}>
            <Link to={paths.myReceipt(bookingId, receipt.id)} className={styles.receiptLink}>
              {SHOPPER_PAYMENT_COPY.receiptLink(
                receipt.kind === "payment" ? PAYMENT_COPY.receiptOfPayment : PAYMENT_COPY.receiptOfRefund,
                money(receipt.amountPaise),
                formatDayTime(receipt.at),
              )}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
