import { lazy, Suspense, useState } from "react";
import type { OfferingTerms } from "@utsav/domain";
import { TERMS_COPY } from "@utsav/domain/client";
import { BottomSheet } from "../../../shared/ui/bottom-sheet";
import type { RefundTermsProps } from "./refund-terms";
import styles from "./service-area-line.module.css";

// The table and the calculator load only when a sheet that shows them opens.
const LazyRefundTerms = lazy(() => import("./refund-terms"));

/** Whether the vendor shows any money terms (an advance or a refund schedule) for this offering. */
export function hasMoneyTerms(terms: OfferingTerms | null): terms is OfferingTerms {
  return terms !== null && (terms.advancePercent !== null || terms.refunds !== null);
}

/** The advance and refunds, inside a sheet that is open. */
export function RefundTermsPanel(props: RefundTermsProps) {
  return (
    <Suspense fallback={null}>
      <LazyRefundTerms {...props} />
    </Suspense>
  );
}

interface MoneyTermsLineProps {
  terms: OfferingTerms | null;
  /** "50% advance to confirm", written by the page's loader so that this line needs no rule of its own. */
  advance: string | null;
  price: number;
}

/**
 * Beside where the vendor serves: the advance, and a button to the refund table and calculator (decision 0022).
 * Shown on every offering whose vendor states money terms, whether or not the page has the policy card.
 */
export function MoneyTermsLine({ terms, advance, price }: MoneyTermsLineProps) {
  const [open, setOpen] = useState(false);
  if (!hasMoneyTerms(terms)) return null;
  return (
    <div className={styles.line}>
      {advance ? <span>{advance}</span> : null}
      <button type="button" className={styles.termsButton} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {terms.refunds ? TERMS_COPY.refundsAndCancellation : TERMS_COPY.paymentTerms}
      </button>
      <BottomSheet open={open} onOpenChange={setOpen} title={TERMS_COPY.advanceAndRefunds} height="large">
        <RefundTermsPanel terms={terms} price={price} heading={false} />
      </BottomSheet>
    </div>
  );
}
