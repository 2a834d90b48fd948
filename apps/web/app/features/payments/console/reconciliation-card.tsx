import { Link } from "react-router";
import { formatDayTime, money, OPERATOR_PAYMENT_COPY, RECONCILIATION_CHECK_LABELS } from "@utsav/domain/client";
import type { ReconciliationRun } from "@utsav/domain";
import { workPaths } from "../../../lib/work-paths";
import { ActButton } from "./act-button";
import styles from "./console.module.css";

const TITLE_ID = "reconciliation-title";

/** The latest run's differences: the booking, what differs, and each side's figure. */
function Differences({ run }: { run: ReconciliationRun }) {
  return (
    <div className={styles.scroll} role="region" aria-label={OPERATOR_PAYMENT_COPY.differences(run.differences.length)} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{OPERATOR_PAYMENT_COPY.booking}</th>
            <th scope="col">{OPERATOR_PAYMENT_COPY.differenceWhat}</th>
            <th scope="col" className={styles.amount}>
              {OPERATOR_PAYMENT_COPY.differenceLedger}
            </th>
            <th scope="col" className={styles.amount}>
              {OPERATOR_PAYMENT_COPY.differenceProvider}
            </th>
          </tr>
        </thead>
        <tbody>
          {run.differences.map((d) => (
            <tr key={`${d.bookingId}-${d.what}`}>
              <th scope="row">
                <Link to={workPaths.opsPayment(d.bookingId)}>{d.reference}</Link>
              </th>
              <td>{RECONCILIATION_CHECK_LABELS[d.what]}</td>
              <td className={styles.amount}>{money(d.ledgerPaise)}</td>
              <td className={styles.amount}>{money(d.providerPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The reconciliation (docs/decisions/0052): when it last compared the ledger with the provider and over how many
 * bookings, everything that differed, and "Run now", which compares again on the record.
 */
export function ReconciliationCard({ runs }: { runs: ReconciliationRun[] }) {
  const [latest] = runs;
  return (
    <section className={styles.card} aria-labelledby={TITLE_ID}>
      <div className={styles.bar}>
        <h2 id={TITLE_ID} className="section-title">
          {OPERATOR_PAYMENT_COPY.reconciliationTitle}
        </h2>
        <ActButton act={{ intent: "reconcile" }} label={OPERATOR_PAYMENT_COPY.runNow} busyLabel={OPERATOR_PAYMENT_COPY.running} />
      </div>
      <p className={styles.muted}>{OPERATOR_PAYMENT_COPY.reconciliationLead}</p>
      {latest ? (
        <>
          <p>
            {OPERATOR_PAYMENT_COPY.ranAt(formatDayTime(latest.ranAt), latest.checked)}{" "}
            <strong className={latest.status === "ok" ? styles.ok : styles.error}>
              {latest.status === "ok" ? OPERATOR_PAYMENT_COPY.matched : OPERATOR_PAYMENT_COPY.differences(latest.differences.length)}
            </strong>
          </p>
          {latest.differences.length > 0 ? <Differences run={latest} /> : null}
        </>
      ) : (
        <p>{OPERATOR_PAYMENT_COPY.neverRun}</p>
      )}
    </section>
  );
}
