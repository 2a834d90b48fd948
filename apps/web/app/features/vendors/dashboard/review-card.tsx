import { formatDayTime, PAUSED_TEXT, REVIEW_SECTION_LABELS, VENDOR_REVIEW_TEXT } from "@utsav/domain/client";
import type { VendorReview } from "@utsav/domain";
import { Card } from "../../../shared/ui/vendor-area/page-header";
import styles from "./dashboard.module.css";

/**
 * Where the business stands with Utsav's team (docs/decisions/0020): waiting for review, approved, sent back with the
 * reason and what to change, or paused with the reason. Operators' decisions reach the vendor here.
 */
export function ReviewCard({ review }: { review: VendorReview }) {
  const text = VENDOR_REVIEW_TEXT[review.state];
  const sentBack = review.state === "changes" || review.state === "rejected" ? review.latest : null;
  return (
    <Card aria-labelledby="review-title">
      <h2 id="review-title" className={styles.cardTitle}>
        Review by our team: {text.title}
      </h2>
      <p>{text.next}</p>
      {sentBack ? (
        <div className={styles.reason}>
          <p>
            <strong>Reason:</strong> {sentBack.reason}
          </p>
          {sentBack.sections.length > 0 ? (
            <p>
              <strong>Change:</strong> {sentBack.sections.map((s) => REVIEW_SECTION_LABELS[s]).join(", ")}
            </p>
          ) : null}
          <p className="muted">Decided {formatDayTime(sentBack.decidedAt)}</p>
        </div>
      ) : null}
      {review.pausedReason ? (
        <div className={styles.reason} role="note">
          <p>
            <strong>{PAUSED_TEXT.title}.</strong> {PAUSED_TEXT.next}
          </p>
          <p>
            <strong>Reason:</strong> {review.pausedReason}
          </p>
        </div>
      ) : null}
    </Card>
  );
}
