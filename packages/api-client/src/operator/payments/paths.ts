import type { OperatorPaymentsQuery } from "@utsav/domain";

// The payments console's API paths (docs/decisions/0052), apart from operatorApiPaths so only its pages carry them.

const payments = "/api/operator/payments";
const booking = (bookingId: string) => `${payments}/${encodeURIComponent(bookingId)}`;

/** A query string from the values that are set, with its '?' (empty when none is). */
function query(values: Record<string, string | undefined>): string {
  const params = new URLSearchParams(Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return params.size > 0 ? `?${params}` : "";
}

export const operatorPaymentPaths = {
  list: (filter: OperatorPaymentsQuery = {}) => `${payments}${query({ ...filter })}`,
  detail: booking,
  refund: (bookingId: string) => `${booking(bookingId)}/refund`,
  /** POST, with the list's filters in the body: the CSV, written to the audit log. */
  export: () => `${payments}/export`,
  reconciliations: () => `${payments}/reconciliation`,
  runReconciliation: () => `${payments}/reconciliation/run`,
} as const;
