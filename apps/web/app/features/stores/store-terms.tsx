import { useId } from "react";
import { advanceLine, STORE_COPY, TERMS_COPY } from "@utsav/domain/client";
import type { StoreTerms as StoreTermsData } from "@utsav/domain";
import { RefundTable } from "../../shared/ui/refund-table";
import styles from "./store-page.module.css";

/**
 * The vendor's money terms (docs/decisions/0022): the advance and the refund schedule, once for every category with
 * the same terms. Terms the vendor has not published are said to be missing, never invented.
 */
export function StoreTerms({ terms }: { terms: StoreTermsData[] }) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {TERMS_COPY.advanceAndRefunds}
      </h2>
      {terms.length === 0 ? <p className="muted">{STORE_COPY.noTerms}</p> : null}
      <div className={styles.termsBlocks}>
        {terms.map((block) => {
          const advance = advanceLine(block.terms.advancePercent);
          return (
            <div key={block.categories.join("-")} className={styles.termsBlock}>
              {terms.length > 1 ? <h3 className={styles.termsTitle}>{STORE_COPY.termsFor(block.categories)}</h3> : null}
              <p>{block.terms.serviceAreaSummary}</p>
              {advance ? <p className={styles.advance}>{advance}</p> : null}
              {block.terms.refunds ? <RefundTable schedule={block.terms.refunds} /> : null}
              {!advance && !block.terms.refunds ? <p className="muted">{STORE_COPY.noTerms}</p> : null}
            </div>
          );
        })}
      </div>
    </section>
  );
}
