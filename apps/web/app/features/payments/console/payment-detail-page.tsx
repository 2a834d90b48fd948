import { lazy, Suspense, useRef, useState } from "react";
import { Link } from "react-router";
import { formatDayTime, money, OPERATOR_PAYMENT_COPY, ORDER_STATUS_LABELS } from "@utsav/domain/client";
import type { OperatorPaymentDetail } from "@utsav/domain";
import { workPaths } from "../../../lib/work-paths";
import { useOpenedOnce } from "../../../shared/ui/lazy-overlay";
import styles from "./console.module.css";
import { LedgerCard, PaymentsCard, RefundsCard, TransferCard } from "./payment-money";

// The dialog and the form helper behind it load the first time a refund is asked for (docs/decisions/0030).
const RefundDialog = lazy(() => import("./refund-dialog"));

/** The order: what it asks, its state, and when it was made and paid. */
function OrderCard({ payment }: { payment: OperatorPaymentDetail }) {
  const { order } = payment;
  return (
    <section className={styles.card} aria-labelledby="order-title">
      <h2 id="order-title" className="section-title">
        {OPERATOR_PAYMENT_COPY.orderTitle}
      </h2>
      <dl className={styles.facts}>
        <dt>{OPERATOR_PAYMENT_COPY.advance}</dt>
        <dd>{money(order.amountPaise)}</dd>
        <dt>{OPERATOR_PAYMENT_COPY.status}</dt>
        <dd>{ORDER_STATUS_LABELS[order.status]}</dd>
        <dt>{OPERATOR_PAYMENT_COPY.orderTitle}</dt>
        <dd>{OPERATOR_PAYMENT_COPY.orderLine(order.provider, order.providerOrderId)}</dd>
      </dl>
      <p className={styles.muted}>
        {OPERATOR_PAYMENT_COPY.placedOn(formatDayTime(order.createdAt))}
        {order.paidAt ? ` · ${OPERATOR_PAYMENT_COPY.paidOn(formatDayTime(order.paidAt))}` : null}
      </p>
    </section>
  );
}

/**
 * /ops/payments/:bookingId (docs/decisions/0052): a booking's money whole, and "Refund", which asks for an amount (all
 * that is left when none is typed) and a reason in a dialog that states the amount before anything is sent.
 */
export function PaymentDetailPage({ payment }: { payment: OperatorPaymentDetail }) {
  const [refunding, setRefunding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const opened = useOpenedOnce(refunding);
  return (
    <section className={styles.stack} aria-labelledby="payment-title">
      <p>
        <Link className={styles.back} to={workPaths.opsPayments()}>
          {OPERATOR_PAYMENT_COPY.allPayments}
        </Link>
      </p>
      <h1 id="payment-title" className="page-title">
        {OPERATOR_PAYMENT_COPY.detailTitle(payment.reference)}
      </h1>
      <p>
        {payment.offeringName} · {payment.vendorName}
      </p>
      <p ref={noticeRef} role="status" tabIndex={-1} className={styles.ok}>
        {notice ?? ""}
      </p>
      <div className={styles.bar}>
        <p>{OPERATOR_PAYMENT_COPY.refundable(payment.refundablePaise)}</p>
        {payment.refundablePaise > 0 ? (
          <button type="button" className="btn btn-primary" onClick={() => setRefunding(true)}>
            {OPERATOR_PAYMENT_COPY.refund}
          </button>
        ) : null}
      </div>
      <OrderCard payment={payment} />
      <PaymentsCard payments={payment.payments} />
      <RefundsCard refunds={payment.refunds} />
      <TransferCard transfer={payment.transfer} />
      <LedgerCard ledger={payment.ledger} />
      {opened ? (
        <Suspense fallback={null}>
          <RefundDialog
            open={refunding}
            bookingId={payment.bookingId}
            reference={payment.reference}
            refundablePaise={payment.refundablePaise}
            action={workPaths.opsPayment(payment.bookingId)}
            onClose={() => setRefunding(false)}
            onRefunded={setNotice}
            focusNotice={() => noticeRef.current?.focus()}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
