import { Link } from "react-router";
import { formatDay, REVIEW_COPY, REVIEW_LIMITS, reviewReasonProblem } from "@utsav/domain/client";
import type { OperatorReview, OperatorReviewFilter } from "@utsav/domain";
import { workPaths } from "../../lib/work-paths";
import { REVIEW_FILTERS } from "./console-review-filter";
import styles from "./console-reviews.module.css";
import { ReviewActList } from "./review-act-list";
import type { ReviewAsk } from "./vendor-review-dialog";
import { ReceivedReviewItem, ReviewNote } from "./vendor-review-parts";

export interface ConsoleReviewsProps {
  /** The tab the address names. */
  filter: OperatorReviewFilter;
  /** Every page read so far, newest first: "Load more" adds the next (shared/lib/cursor-pages.ts). */
  reviews: OperatorReview[];
  nextCursor: string | null;
}

/** Hiding takes the review out of the vendor's page and rating; its author reads the reason, so one is required. */
const hideAsk = (review: OperatorReview): ReviewAsk => ({
  title: REVIEW_COPY.hideTitle(review.userName),
  lead: REVIEW_COPY.hideLead,
  confirmLabel: REVIEW_COPY.hide,
  danger: true,
  field: { label: REVIEW_COPY.hideReasonLabel, maxLength: REVIEW_LIMITS.reasonMax, problem: reviewReasonProblem },
  act: (reason) => ({ intent: "hide", reviewId: review.id, reason }),
});

/** Restoring puts it back on the vendor's page and in its rating: asked first too, with nothing to type. */
const restoreAsk = (review: OperatorReview): ReviewAsk => ({
  title: REVIEW_COPY.restoreTitle(review.userName),
  lead: REVIEW_COPY.restoreLead,
  confirmLabel: REVIEW_COPY.restore,
  act: () => ({ intent: "restore", reviewId: review.id }),
});

/**
 * /ops/reviews (docs/decisions/0060): reviews vendors reported, those hidden, or all, newest first; each with its
 * vendor, author, stars, text, photos and the vendor's report, then Hide (with the reason the author reads) or Restore.
 * Both ask first, and the API's refusal shows in the dialog.
 */
export function ConsoleReviewsPage({ filter, reviews, nextCursor }: ConsoleReviewsProps) {
  return (
    <section className={styles.stack} aria-labelledby="reviews-title">
      <h1 id="reviews-title" className="page-title">
        {REVIEW_COPY.consoleTitle}
      </h1>
      <p>{REVIEW_COPY.consoleLead}</p>
      <nav className={styles.tabs} aria-label={REVIEW_COPY.filtersLabel}>
        <ul>
          {REVIEW_FILTERS.map((tab) => (
            <li key={tab.filter}>
              <Link to={workPaths.opsReviews(tab.filter)} aria-current={tab.filter === filter ? "page" : undefined}>
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ReviewActList
        reviews={reviews}
        nextCursor={nextCursor}
        empty={REVIEW_COPY.consoleEmpty}
        label={REVIEW_FILTERS.find((tab) => tab.filter === filter)?.label}
        action={workPaths.opsReviews()}
        row={(review, ask) => <ReviewRow key={review.id} review={review} onAsk={ask} />}
        noticeClassName={styles.notice}
      />
    </section>
  );
}

function ReviewRow({ review, onAsk }: { review: OperatorReview; onAsk: (ask: ReviewAsk) => void }) {
  const hidden = review.hiddenAt !== null;
  return (
    <ReceivedReviewItem review={review} vendorName={review.vendorName} imported={review.source === "catalogue"}>
      <p className={styles.about}>
        {REVIEW_COPY.reviewOf} <Link to={workPaths.opsVendor(review.vendorId)}>{review.vendorName}</Link>
      </p>
      {review.reportedAt ? (
        <ReviewNote>{REVIEW_COPY.vendorReport(formatDay(review.reportedAt), review.reportReason ?? "")}</ReviewNote>
      ) : null}
      {review.hiddenReason ? <ReviewNote>{REVIEW_COPY.hiddenNote(review.hiddenReason)}</ReviewNote> : null}
      <div>
        <button
          type="button"
          className="btn btn-outline"
          aria-label={hidden ? REVIEW_COPY.restoreFor(review.userName) : REVIEW_COPY.hideFor(review.userName)}
          onClick={() => onAsk(hidden ? restoreAsk(review) : hideAsk(review))}
        >
          {hidden ? REVIEW_COPY.restore : REVIEW_COPY.hide}
        </button>
      </div>
    </ReceivedReviewItem>
  );
}
