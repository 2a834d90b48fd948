import { PAYOUT_COPY } from "@utsav/domain/client";
import type { PayoutAccountAnswer, VendorPaymentRow, VendorPaymentTotals } from "@utsav/domain";
import { useLoadMore } from "../../../shared/lib/cursor-pages";
import { Notice } from "../../../shared/ui/vendor-area/page-header";
import type { PayoutActResult } from "./payout-acts";
import { PayoutAccountCard } from "./payout-account-card";
import { PaymentsHeader } from "./payments-header";
import { PaymentsTable, PaymentTotals } from "./payments-table";
import styles from "./payments.module.css";

export interface PaymentsPageData {
  account: PayoutAccountAnswer;
  /** Every page read so far, newest first: "Show more" adds the next (shared/lib/cursor-pages.ts). */
  rows: VendorPaymentRow[];
  totals: VendorPaymentTotals;
  nextCursor: string | null;
}

interface PaymentsPageProps {
  data: PaymentsPageData;
  /** What the route's action answered to the last save. */
  result: PayoutActResult;
  busy: boolean;
}

/**
 * /vendor/payments (docs/decisions/0051): the bank account the vendor is paid out to, the totals held, released and
 * refunded, and each booking's advance, with the CSV of them all.
 */
export function PaymentsPage({ data, result, busy }: PaymentsPageProps) {
  const { loadMore, loading } = useLoadMore(data.nextCursor);
  const saved = result && "saved" in result ? result : null;
  // The account as the save left it is newer than the loader's read until the loader reads again.
  const account = saved?.saved ?? data.account;
  return (
    <div className={styles.page}>
      <PaymentsHeader />
      <Notice message={saved?.message ?? null} />
      {/* A new card once saved: the form closes and what was typed is done with. */}
      <PayoutAccountCard
        key={saved ? account.account?.updatedAt : "account"}
        answer={account}
        failure={result && "error" in result ? result.error : null}
        busy={busy}
      />
      <PaymentTotals totals={data.totals} />
      <PaymentsTable rows={data.rows} />
      {loadMore ? (
        <button type="button" className={`btn btn-outline ${styles.more}`} disabled={loading} onClick={loadMore}>
          {PAYOUT_COPY.more}
        </button>
      ) : null}
    </div>
  );
}
