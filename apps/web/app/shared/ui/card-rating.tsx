import { ratingText, REVIEW_CARD_COPY } from "@utsav/domain/client";
import styles from "./card-rating.module.css";

/**
 * "★ 4.8 (8 reviews)" on an offering's card: the vendor's figures, which every page shows for it (docs/decisions/0060);
 * the card draws it only where there are reviews. A screen reader hears the words ("Rated 4.8 out of 5 from 8
 * reviews"); the star is the stylesheet's, as the verified badge's tick. Loaded lazily by offering-card.tsx.
 */
export default function CardRating({ rating, reviewsCount }: { rating: number; reviewsCount: number }) {
  const shown = ratingText(rating);
  return (
    <p className={styles.rating}>
      <span aria-hidden="true" className={styles.shown}>
        {REVIEW_CARD_COPY.rating(shown, reviewsCount)}
      </span>
      <span className="visually-hidden">{REVIEW_CARD_COPY.ratingLabel(shown, reviewsCount)}</span>
    </p>
  );
}
