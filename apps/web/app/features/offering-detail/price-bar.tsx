import { parseEmphasis, priceTextWithoutFrom } from "@utsav/domain/client";
import type { OfferingDetail } from "@utsav/domain";
import { ACTION_LABELS, DEFAULT_PRICE_SUBTITLE, onOfferingAction } from "./offering-action";
import styles from "./price-bar.module.css";

interface PriceProps {
  offering: OfferingDetail;
  /** The small line above the price; 'From' unless a caller says otherwise (application §2 Price bar). */
  subtitle?: string;
}

/** The phone's sticky bottom bar: subtitle, the price without its 'From', and the one action button. */
export function PriceBar({ offering, subtitle = DEFAULT_PRICE_SUBTITLE }: PriceProps) {
  return (
    <div className={styles.bar} role="region" aria-label="Price">
      <p className={styles.price}>
        <span className={styles.subtitle}>{subtitle}</span>
        <strong className={styles.amount}>{priceTextWithoutFrom(offering.priceLabel)}</strong>
      </p>
      <ActionButton offering={offering} />
    </div>
  );
}

/** The desktop card at the top of the right column: price, vendor, what to tell the vendor, and the button. */
export function ActionCard({ offering, subtitle = DEFAULT_PRICE_SUBTITLE }: PriceProps) {
  return (
    <section className={styles.card} aria-label="Price and action">
      <p className={styles.price}>
        <span className={styles.subtitle}>{subtitle}</span>
        <strong className={styles.cardAmount}>{priceTextWithoutFrom(offering.priceLabel)}</strong>
      </p>
      <p className={styles.vendor}>
        by <strong>{offering.vendorName}</strong>
      </p>
      {offering.connectInfo.length > 0 ? (
        <div className={styles.connect}>
          <h2 className={styles.connectTitle}>Good to Know</h2>
          <ul className={styles.connectList}>
            {offering.connectInfo.map((line, i) => (
              <li key={`${i}-${line}`}>
                {parseEmphasis(line).map((part, j) => (part.bold ? <strong key={j}>{part.text}</strong> : <span key={j}>{part.text}</span>))}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ActionButton offering={offering} wide />
    </section>
  );
}

function ActionButton({ offering, wide = false }: { offering: OfferingDetail; wide?: boolean }) {
  return (
    <button type="button" className={`btn btn-primary ${styles.action} ${wide ? styles.wide : ""}`} onClick={() => onOfferingAction(offering)}>
      {ACTION_LABELS[offering.offeringType]}
    </button>
  );
}
