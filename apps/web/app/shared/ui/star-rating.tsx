import { ratingText } from "@utsav/domain/client";
import { StarIcon } from "./star-icon";
import styles from "./star-rating.module.css";

const STARS = [1, 2, 3, 4, 5];

/** Whole stars (catalogue §9 "Ratings are whole stars 1-5"); the exact rating is given to screen readers. */
export function StarRating({ rating, size = 16 }: { rating: number; size?: number }) {
  const filled = Math.round(rating);
  return (
    <span className={styles.stars} role="img" aria-label={`Rated ${ratingText(rating)} out of 5`}>
      {STARS.map((star) => (
        <span key={star} className={star <= filled ? styles.on : styles.off}>
          <StarIcon size={size} filled={star <= filled} />
        </span>
      ))}
    </span>
  );
}
