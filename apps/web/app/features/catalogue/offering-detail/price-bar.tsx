import { LEAD_COPY, priceSubtitle, priceTextWithoutFrom } from "@utsav/domain/client";
import type { OfferingDetail } from "@utsav/domain";
import { GoodToKnowList } from "../../../shared/ui/good-to-know-list";
import styles from "./price-bar.module.css";

interface PriceProps {
  offering: OfferingDetail;
  /** The action button, given by the page (the flows behind it are their own feature). */
  action: React.ReactNode;
  /** The small line above the price; the spec's default is 'From' (application §2 Price bar). */
  subtitle?: string;
  /** A line beside the price, such as "Book at least 4 days ahead" (decision 0022). */
  note?: string | null;
}

/** The phone's sticky bottom bar: subtitle, the price without its 'From', and the one action button. */
export function PriceBar({ offering, action, subtitle = priceSubtitle(), note }: PriceProps) {
  return (
    <div className={styles.bar} role="region" aria-label="Price">
      <p className={styles.price}>
        <span className={styles.subtitle}>{subtitle}</span>
        <strong className={styles.amount}>{priceTextWithoutFrom(offering.priceLabel)}</strong>
        {note ? <span className={styles.note}>{note}</span> : null}
      </p>
      {action}
    </div>
  );
}

/** The desktop card at the top of the right column: price, vendor, what to tell the vendor, and the button. */
export function ActionCard({ offering, action, subtitle = priceSubtitle(), note }: PriceProps) {
  return (
    <section className={styles.card} aria-label="Price and action">
      <p className={styles.price}>
        <span className={styles.subtitle}>{subtitle}</span>
        <strong className={styles.cardAmount}>{priceTextWithoutFrom(offering.priceLabel)}</strong>
        {note ? <span className={styles.note}>{note}</span> : null}
      </p>
      <p className={styles.vendor}>
        by <strong>{offering.vendorName}</strong>
      </p>
      {offering.connectInfo.length > 0 ? (
        <div className={styles.connect}>
          <h2 className={styles.connectTitle}>{LEAD_COPY.goodToKnow}</h2>
          <GoodToKnowList lines={offering.connectInfo} className={styles.connectList} />
        </div>
      ) : null}
      {action}
    </section>
  );
}
