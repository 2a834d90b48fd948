import {
  formatDayTime,
  LEDGER_KIND_LABELS,
  money,
  OPERATOR_PAYMENT_COPY,
  OPERATOR_REFUND_REASON_LABELS,
  OPERATOR_REFUND_STATUS_LABELS,
  OPERATOR_TRANSFER_STATUS_LABELS,
} from "@utsav/domain/client";
import type { OperatorPaymentDetail } from "@utsav/domain";
import styles from "./console.module.css";

// The parts of a booking's money (docs/decisions/0052): its payments, refunds, the vendor's share and the ledger.

/** A titled card. */
function Card({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A table that scrolls sideways on a phone, named after its card. */
function Table({ title, columns, children }: { title: string; columns: string[]; children: React.ReactNode }) {
  return (
    <div className={styles.scroll} role="region" aria-label={OPERATOR_PAYMENT_COPY.tableOf(title)} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export function PaymentsCard({ payments }: Pick<OperatorPaymentDetail, "payments">) {
  return (
    <Card id="payments-made-title" title={OPERATOR_PAYMENT_COPY.paymentsTitle}>
      {payments.length === 0 ? (
        <p>{OPERATOR_PAYMENT_COPY.noPayments}</p>
      ) : (
        <ul>
          {payments.map((p) => (
            <li key={p.id}>
              {money(p.amountPaise)} · {p.method ?? OPERATOR_PAYMENT_COPY.none} · <code>{p.id}</code> · {formatDayTime(p.createdAt)}
              {p.status === "failed" ? ` · ${OPERATOR_PAYMENT_COPY.failedPayment(p.errorReason)}` : null}
              {p.surplus ? ` · ${OPERATOR_PAYMENT_COPY.surplus}` : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function RefundsCard({ refunds }: Pick<OperatorPaymentDetail, "refunds">) {
  return (
    <Card id="refunds-title" title={OPERATOR_PAYMENT_COPY.refundsTitle}>
      {refunds.length === 0 ? (
        <p>{OPERATOR_PAYMENT_COPY.noRefunds}</p>
      ) : (
        <ul>
          {refunds.map((r) => (
            <li key={r.id}>
              <strong>{money(r.amountPaise)}</strong> · {OPERATOR_REFUND_STATUS_LABELS[r.status]} ·{" "}
              {OPERATOR_REFUND_REASON_LABELS[r.reason]} · {formatDayTime(r.createdAt)}
              {r.requestedBy ? <> · {OPERATOR_PAYMENT_COPY.refundBy(r.requestedBy)}</> : null}
              {r.note ? <div>{OPERATOR_PAYMENT_COPY.refundNote(r.note)}</div> : null}
              {r.lastError ? <div className={styles.error}>{r.lastError}</div> : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function TransferCard({ transfer }: Pick<OperatorPaymentDetail, "transfer">) {
  return (
    <Card id="transfer-title" title={OPERATOR_PAYMENT_COPY.transferTitle}>
      {transfer ? (
        <>
          <p>
            <strong>{OPERATOR_TRANSFER_STATUS_LABELS[transfer.status]}</strong>
          </p>
          <p>{OPERATOR_PAYMENT_COPY.transferLine(transfer.amountPaise, transfer.feePaise, transfer.commissionPercent)}</p>
          {transfer.reversedPaise > 0 ? <p>{OPERATOR_PAYMENT_COPY.reversedLine(transfer.reversedPaise)}</p> : null}
        </>
      ) : (
        <p>{OPERATOR_PAYMENT_COPY.noTransfer}</p>
      )}
    </Card>
  );
}

export function LedgerCard({ ledger }: Pick<OperatorPaymentDetail, "ledger">) {
  return (
    <Card id="ledger-title" title={OPERATOR_PAYMENT_COPY.ledgerTitle}>
      {ledger.length === 0 ? (
        <p>{OPERATOR_PAYMENT_COPY.noLedger}</p>
      ) : (
        <Table
          title={OPERATOR_PAYMENT_COPY.ledgerTitle}
          columns={[
            OPERATOR_PAYMENT_COPY.ledgerKind,
            OPERATOR_PAYMENT_COPY.ledgerAmount,
            OPERATOR_PAYMENT_COPY.ledgerRef,
            OPERATOR_PAYMENT_COPY.ledgerAt,
          ]}
        >
          {ledger.map((row) => (
            <tr key={row.id}>
              <th scope="row">{LEDGER_KIND_LABELS[row.kind]}</th>
              <td className={styles.amount}>{money(row.amountPaise)}</td>
              <td>
                <code>{row.providerRef}</code>
              </td>
              <td>{formatDayTime(row.createdAt)}</td>
            </tr>
          ))}
        </Table>
      )}
    </Card>
  );
}
