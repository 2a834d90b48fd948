import {
  answerProblem,
  formatDay,
  ratingText,
  REVIEW_COPY,
  REVIEW_LIMITS,
  reviewReasonProblem,
  VENDOR_DASHBOARD_TEXT,
} from "@utsav/domain/client";
import type { ReceivedReview } from "@utsav/domain";
import { paths } from "../../lib/paths";
import { workPaths } from "../../lib/work-paths";
import { ReviewActList } from "./review-act-list";
import type { ReviewAsk } from "./vendor-review-dialog";
import { ReceivedReviewItem, ReviewNote } from "./vendor-review-parts";
import { VendorReviewsHeader } from "./vendor-reviews-header";
import styles from "./vendor-reviews.module.css";

export interface VendorReviewsProps {
  /** The vendor's rating and count as shoppers see them (docs/decisions/0060): catalogue reviews and booked ones. */
  rating: number | null;
  reviewsCount: number;
  /** Every page read so far, newest first: "Load more" adds the next (shared/lib/cursor-pages.ts). */
  reviews: ReceivedReview[];
  nextCursor: string | null;
  /** The store page's slug while shoppers can see it (the dashboard's); null before then. */
  storeSlug: string | null;
  /** The business's name, which its answers show under (the dashboard's); null when it could not be read. */
  vendorName: string | null;
}

/** Answering is once and public, so it asks first, saying so; the domain's rule checks the text as the API will. */
const answerAsk = (review: ReceivedReview): ReviewAsk => ({
  title: REVIEW_COPY.answerTitle(review.userName),
  lead: REVIEW_COPY.answerHint,
  confirmLabel: REVIEW_COPY.sendAnswer,
  field: { label: REVIEW_COPY.answerLabel, maxLength: REVIEW_LIMITS.answerMax, problem: answerProblem },
  act: (text) => ({ intent: "answer", reviewId: review.id, text }),
});

/** A report asks operators to look, with the vendor's reason. */
const reportAsk = (review: ReceivedReview): ReviewAsk => ({
  title: REVIEW_COPY.reportTitle(review.userName),
  lead: REVIEW_COPY.reportLead,
  confirmLabel: REVIEW_COPY.sendReport,
  field: { label: REVIEW_COPY.reportLabel, maxLength: REVIEW_LIMITS.reasonMax, problem: reviewReasonProblem },
  act: (reason) => ({ intent: "report", reviewId: review.id, reason }),
});

/**
 * /vendor/reviews (docs/decisions/0060): the vendor's rating as shoppers see it, a way to its store page, then what
 * shoppers wrote after their bookings, newest first, each with its answer once given, or Answer (once) and Report.
 * Every member of the team may answer, as every member answers bookings (docs/decisions/0033).
 */
export function VendorReviewsPage({ rating, reviewsCount, reviews, nextCursor, storeSlug, vendorName }: VendorReviewsProps) {
  return (
    <>
      <VendorReviewsHeader
        actions={
          storeSlug ? (
            <a href={paths.store(storeSlug)} className="btn btn-outline">
              {VENDOR_DASHBOARD_TEXT.viewStore}
            </a>
          ) : null
        }
      />
      <section className={styles.figures} aria-labelledby="rating-title">
        <h2 id="rating-title" className="section-title">
          {REVIEW_COPY.yourRating}
        </h2>
        <p className={styles.figure}>
          {reviewsCount > 0 ? REVIEW_COPY.cardRating(ratingText(rating), reviewsCount) : REVIEW_COPY.noReviewsYet}
        </p>
      </section>
      <ReviewActList
        reviews={reviews}
        nextCursor={nextCursor}
        empty={REVIEW_COPY.vendorEmpty}
        label={REVIEW_COPY.vendorTitle}
        action={workPaths.vendorReviews()}
        row={(review, ask) => <ReviewRow key={review.id} review={review} vendorName={vendorName ?? REVIEW_COPY.you} onAsk={ask} />}
        noticeClassName={styles.notice}
      />
    </>
  );
}

function ReviewRow({ review, vendorName, onAsk }: { review: ReceivedReview; vendorName: string; onAsk: (ask: ReviewAsk) => void }) {
  return (
    <ReceivedReviewItem review={review} vendorName={vendorName}>
      {review.reportedAt ? <ReviewNote>{REVIEW_COPY.reportedOn(formatDay(review.reportedAt))}</ReviewNote> : null}
      {review.hiddenReason ? <ReviewNote>{REVIEW_COPY.hiddenNote(review.hiddenReason)}</ReviewNote> : null}
      {review.answer && review.reportedAt ? null : (
        <div className={styles.actions}>
          {review.answer ? null : (
            <button
              type="button"
              className="btn btn-primary"
              aria-label={REVIEW_COPY.answerTitle(review.userName)}
              onClick={() => onAsk(answerAsk(review))}
            >
              {REVIEW_COPY.answer}
            </button>
          )}
          {review.reportedAt ? null : (
            <button
              type="button"
              className="btn btn-outline"
              aria-label={REVIEW_COPY.reportTitle(review.userName)}
              onClick={() => onAsk(reportAsk(review))}
            >
              {REVIEW_COPY.report}
            </button>
          )}
        </div>
      )}
    </ReceivedReviewItem>
  );
}
