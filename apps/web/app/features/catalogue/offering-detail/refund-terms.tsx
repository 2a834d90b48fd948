import { useId, useState } from "react";
import { advanceLine, amountPaid, earliestEventDate, indianDate, refundCalculatorAnswer, rupees, TERMS_COPY } from "@utsav/domain/client";
import type { OfferingTerms } from "@utsav/domain";
import { RefundTable } from "../../../shared/ui/refund-table";
import styles from "./refund-terms.module.css";

export interface RefundTermsProps {
  terms: OfferingTerms;
  /** The offering's price (its starting price for 'From' prices), on which the advance is counted. */
  price: number;
  /** A heading of its own, where the sheet's title names something else (the policy sheet). */
  heading?: boolean;
}

/**
 * The vendor's money terms (decision 0022): the advance, the refund schedule as a table, and a calculator that
 * answers "Cancel on {date}: ₹x back of ₹y" with the same rule a booking's cancellation uses. Terms the vendor does
 * not show are left out, never invented.
 */
export default function RefundTerms({ terms, price, heading = true }: RefundTermsProps) {
  const id = useId();
  const today = indianDate();
  const [eventDate, setEventDate] = useState(() => earliestEventDate(terms.leadTimeDays));
  const [cancelOn, setCancelOn] = useState(today);
  const advance = advanceLine(terms.advancePercent);
  if (!advance && !terms.refunds) return null;
  const paid = amountPaid(price, terms.advancePercent);
  const answer = refundCalculatorAnswer(terms, price, { eventDate, cancelOn });
  return (
    <section
      className={styles.terms}
      aria-labelledby={heading ? `${id}-title` : undefined}
      aria-label={heading ? undefined : TERMS_COPY.advanceAndRefunds}
    >
      {heading ? (
        <h3 id={`${id}-title`} className={styles.title}>
          {TERMS_COPY.advanceAndRefunds}
        </h3>
      ) : null}
      {advance ? (
        <p className={styles.advance}>
          {advance}
          {terms.advancePercent && price > 0 ? `: ${rupees(paid)} on a price of ${rupees(price)}` : null}
        </p>
      ) : null}
      {terms.refunds ? <RefundTable schedule={terms.refunds} /> : null}
      {answer !== null ? (
        <div className={styles.calculator}>
          <p className={styles.calculatorTitle}>{TERMS_COPY.workOutRefund}</p>
          <div className={styles.dates}>
            <label className={styles.date}>
              <span>{TERMS_COPY.eventDate}</span>
              <input type="date" value={eventDate} min={today} onChange={(e) => setEventDate(e.target.value)} />
            </label>
            <label className={styles.date}>
              <span>{TERMS_COPY.cancelOn}</span>
              <input type="date" value={cancelOn} min={today} onChange={(e) => setCancelOn(e.target.value)} />
            </label>
          </div>
          <output className={styles.answer} aria-live="polite">
            {answer}
          </output>
          <p className={styles.hint}>{TERMS_COPY.noticeCounted}</p>
        </div>
      ) : null}
    </section>
  );
}
