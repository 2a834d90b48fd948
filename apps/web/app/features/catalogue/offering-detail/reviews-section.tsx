import { useId, useState } from "react";
import { CATALOGUE_COPY, DISPLAY, ratingText } from "@utsav/domain/client";
import type { Review } from "@utsav/domain";
import { Modal } from "../../../shared/ui/modal";
import { ReviewCard } from "../../../shared/ui/review-card";
import { StarRating } from "../../../shared/ui/star-rating";
import styles from "./reviews-section.module.css";

interface ReviewsSectionProps {
  /** The vendor's rating and count of reviews: the reviews are the vendor's, not one offering's (decision 0025). */
  rating: number | null;
  reviewsCount: number | null;
  reviews: Review[];
}

/**
 * The vendor's reviews with a rating badge (application §2): 6 on desktop and 3 on phones, then View More opens them all.
 * Every review is rendered on the server and CSS hides those beyond 3 on phones, so the markup does not
 * depend on the screen. Comments are clamped to 3 lines; Read More shows the whole comment in the modal. Each review
 * says where it came from, with its photos and the vendor's answer (shared/ui/review-card.tsx, docs/decisions/0060).
 */
export function ReviewsSection({ rating, reviewsCount, reviews }: ReviewsSectionProps) {
  const [modal, setModal] = useState<{ open: boolean; focusId?: string }>({ open: false });
  const titleId = useId();
  if (reviews.length === 0 && !rating) return null;

  const shown = reviews.slice(0, DISPLAY.reviewsDesktop);
  const moreOnDesktop = reviews.length > DISPLAY.reviewsDesktop;
  const moreOnPhones = reviews.length > DISPLAY.reviewsMobile;
  return (
    <section className={styles.reviews} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className="section-title">
          Customer Reviews
        </h2>
        <RatingBadge rating={rating} reviewsCount={reviewsCount} />
      </div>
      {shown.length > 0 ? (
        <ul className={styles.list}>
          {shown.map((review, i) => (
            <li key={review.id} className={i >= DISPLAY.reviewsMobile ? styles.desktopOnly : undefined}>
              <ReviewCard review={review} clamp onReadMore={() => setModal({ open: true, focusId: review.id })} />
            </li>
          ))}
        </ul>
      ) : null}
      {moreOnPhones ? (
        <button
          type="button"
          className={`btn btn-outline ${styles.more} ${moreOnDesktop ? "" : styles.phoneOnly}`}
          aria-haspopup="dialog"
          onClick={() => setModal({ open: true })}
        >
          {CATALOGUE_COPY.viewMore}
        </button>
      ) : null}
      <Modal
        open={modal.open}
        onOpenChange={(open) => setModal((current) => ({ ...current, open }))}
        title={`Reviews (${reviews.length})`}
        size="large"
      >
        {/* Focusable so that keyboard users can scroll the list (the reviews hold nothing else to focus). */}
        <ul className={styles.modalList} tabIndex={0} aria-label={CATALOGUE_COPY.allReviews}>
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} focused={review.id === modal.focusId} />
            </li>
          ))}
        </ul>
      </Modal>
    </section>
  );
}

/** The vendor's score the way a search engine's review badge shows it: the number, whole stars and the count. */
function RatingBadge({ rating, reviewsCount }: { rating: number | null; reviewsCount: number | null }) {
  return (
    <div className={styles.badge}>
      <p className={styles.badgeLabel}>Vendor rating</p>
      <p className={styles.score}>
        <span>{ratingText(rating)}</span>
        <StarRating rating={rating ?? 0} size={18} />
      </p>
      <p className={styles.count}>{reviewsCount ? `Based on ${reviewsCount} reviews` : CATALOGUE_COPY.noReviews}</p>
    </div>
  );
}
