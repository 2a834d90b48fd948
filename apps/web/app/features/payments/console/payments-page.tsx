import { lazy, Suspense } from "react";
import { Form } from "react-router";
import {
  OPERATOR_PAYMENT_COPY,
  OPERATOR_REFUND_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_ORDER_STATUSES,
  REFUND_STATUSES,
} from "@utsav/domain/client";
import type { OperatorPaymentRow, ReconciliationRun } from "@utsav/domain";
import { useLoadMore } from "../../../shared/lib/cursor-pages";
import { ActButton } from "./act-button";
import styles from "./console.module.css";
import { PaymentsList } from "./payments-list";
// The reconciliation's card loads after the list (it is below it), keeping the page's first load inside its budget.
const ReconciliationCard = lazy(() => import("./reconciliation-card").then((m) => ({ default: m.ReconciliationCard })));

/** The list's filters as the address holds them; empty when not set. */
export interface PaymentsFilter {
  status: string;
  refund: string;
  q: string;
}

export interface PaymentsPageProps {
  filter: PaymentsFilter;
  rows: OperatorPaymentRow[];
  nextCursor: string | null;
  runs: ReconciliationRun[];
}

/** The filters: the order's state, a refund's state and words; the address is the state (a GET form). */
function Filters({ filter }: { filter: PaymentsFilter }) {
  return (
    // Keyed by the filter, so the fields follow the address when it changes (Back, a link).
    <Form key={`${filter.status}|${filter.refund}|${filter.q}`} method="get" className={styles.fields}>
      <label className={styles.field}>
        {OPERATOR_PAYMENT_COPY.statusLabel}
        <select name="status" defaultValue={filter.status}>
          <option value="">{OPERATOR_PAYMENT_COPY.anyStatus}</option>
          {PAYMENT_ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {OPERATOR_PAYMENT_COPY.refundLabel}
        <select name="refund" defaultValue={filter.refund}>
          <option value="">{OPERATOR_PAYMENT_COPY.anyRefund}</option>
          {REFUND_STATUSES.map((status) => (
            <option key={status} value={status}>
              {OPERATOR_REFUND_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {OPERATOR_PAYMENT_COPY.searchLabel}
        <input type="search" name="q" defaultValue={filter.q} maxLength={100} />
      </label>
      <button type="submit" className="btn btn-outline">
        {OPERATOR_PAYMENT_COPY.apply}
      </button>
    </Form>
  );
}

/**
 * /ops/payments (docs/decisions/0052): every booking that asked an advance, by its payment's and its refunds' states,
 * with the CSV of the same rows (on the record) and the reconciliation of the ledger with the provider.
 */
export function PaymentsPage({ filter, rows, nextCursor, runs }: PaymentsPageProps) {
  const { loadMore, loading } = useLoadMore(nextCursor);
  return (
    <section className={styles.stack} aria-labelledby="payments-title">
      <h1 id="payments-title" className="page-title">
        {OPERATOR_PAYMENT_COPY.title}
      </h1>
      <p>{OPERATOR_PAYMENT_COPY.lead}</p>
      <Filters filter={filter} />
      <PaymentsList
        rows={rows}
        loadMore={loadMore}
        loading={loading}
        exportButton={<ActButton act={{ intent: "export", ...filter }} label={OPERATOR_PAYMENT_COPY.exportCsv} />}
      />
      <Suspense fallback={null}>
        <ReconciliationCard runs={runs} />
      </Suspense>
    </section>
  );
}
