import { Link } from "react-router";
import { BRIEF_COPY, briefCopyFor, formatDay, rupees } from "@utsav/domain/client";
import type { BriefQuote } from "@utsav/domain";
import { paths } from "../../lib/paths";
import { BriefStatusBadge } from "../../shared/ui/brief-status-badge";
import { VerifiedBadge } from "../../shared/ui/verified-badge";
import styles from "./my-briefs.module.css";

/**
 * One quote as the consumer compares it: price first, then what it includes, the vendor's standing (rating, verified)
 * and its terms (advance, cancellation policy), each in the same order on every card so they read across.
 */
export function QuoteCard({ quote, onAccept }: { quote: BriefQuote; onAccept: (quote: BriefQuote) => void }) {
  const titleId = `quote-${quote.id}`;
  return (
    <li className={styles.quote} aria-labelledby={titleId} data-status={quote.status}>
      <div className={styles.rowHead}>
        <h3 id={titleId} className={styles.vendor}>
          {quote.vendorName}
        </h3>
        {quote.status === "quoted" ? null : <BriefStatusBadge status={quote.status} />}
      </div>
      <p className={styles.price}>{rupees(quote.price)}</p>
      <dl className={styles.fields}>
        <div>
          <dt>{BRIEF_COPY.included}</dt>
          <dd className={styles.included}>{quote.included}</dd>
        </div>
        {quote.offering ? (
          <div>
            <dt>{BRIEF_COPY.linkedOffering}</dt>
            <dd>
              {quote.offering.slug ? <Link to={paths.offering(quote.offering.slug)}>{quote.offering.title}</Link> : quote.offering.title}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{BRIEF_COPY.rating}</dt>
          <dd className={styles.standing}>
            {quote.vendorRating ? briefCopyFor.rating(quote.vendorRating) : BRIEF_COPY.newVendor}
            {quote.vendorVerified ? <VerifiedBadge /> : null}
          </dd>
        </div>
        <div>
          <dt>{BRIEF_COPY.advance}</dt>
          <dd>{briefCopyFor.advance(quote.advancePercent)}</dd>
        </div>
        <div>
          <dt>{BRIEF_COPY.cancellationPolicy}</dt>
          <dd>
            {quote.refunds ? (
              <ul className={styles.terms}>
                {quote.refunds.map((row) => (
                  <li key={row.when}>
                    {row.when}: {row.refund}
                  </li>
                ))}
              </ul>
            ) : quote.cancellationTerms ? (
              <ul className={styles.terms}>
                {quote.cancellationTerms.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : (
              BRIEF_COPY.noTerms
            )}
          </dd>
        </div>
      </dl>
      <p className={styles.meta}>{briefCopyFor.validUntil(formatDay(quote.validUntil))}</p>
      {quote.canAccept ? (
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => onAccept(quote)}
          aria-label={briefCopyFor.acceptQuote(quote.vendorName)}
        >
          {BRIEF_COPY.accept}
        </button>
      ) : null}
    </li>
  );
}
