import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { formatDay, formatDayTime, REVIEW_COPY, verifiedBookingLine } from "@utsav/domain/client";
import type { BookingReview, MyReview, Review } from "@utsav/domain";
import { paths } from "../../lib/paths";
import page from "../../shared/ui/content-page.module.css";
import { ReviewCard } from "../../shared/ui/review-card";
import { ReviewForm } from "./review-form";
import type { ReviewActionResult } from "./save-review";
import styles from "./review-page.module.css";

interface ReviewPageProps {
  /** The booking, whether it may be reviewed now, and the shopper's review (the route's loader). */
  data: BookingReview;
  /** The shopper's name as their review shows it ("Priya S."). */
  reviewerName: string;
  /** What the route's action answered to the last save. */
  result: ReviewActionResult;
}

/** The shopper's review as others read it: on the vendor's store and its offerings' pages. */
function asShown(data: BookingReview, review: MyReview, userName: string): Review {
  return {
    id: review.id,
    rating: review.rating,
    comment: review.comment,
    userName,
    userTitle: "",
    date: review.createdAt,
    vendorName: data.vendorName,
    source: "booking",
    eventMonth: data.eventMonth,
    photos: review.photos,
    answer: review.answer,
  };
}

/**
 * /account/bookings/:id/review (docs/decisions/0060): the booking reviewed, then the form while a review may be
 * written; once written, the review as it shows, why operators hid it if they did, the vendor's answer, and while it
 * may still change, until when and "Edit review"; otherwise why no review can be written. After a save the page is
 * read again and says so.
 */
export function ReviewPage({ data, reviewerName, result }: ReviewPageProps) {
  const { review } = data;
  // Changing the review: opened while the page showed `since` (the action's last answer); a save answered after it
  // closes the form in the same render that shows the review as changed.
  const [edit, setEdit] = useState<{ since: ReviewActionResult } | null>(null);
  // Leaving the form without saving gives focus back to "Edit review", which comes back in its place.
  const [backToEdit, setBackToEdit] = useState(false);
  // The action's answer since the form was opened, if any (an earlier one belongs to the form before).
  const latest = edit === null || result !== edit.since ? result : undefined;
  const saved = latest && "saved" in latest ? latest.saved : null;
  const editing = edit !== null && !saved;
  const refusal = latest && "error" in latest ? latest.error : null;
  const writing = review === null && data.canWrite;
  return (
    <div className={`container ${page.page} ${styles.page}`}>
      <Link to={paths.myBooking(data.bookingId)} className={styles.back}>
        <span aria-hidden="true">←</span> {REVIEW_COPY.backToBooking}
      </Link>
      <header className={page.hero}>
        <h1>{review && !editing ? REVIEW_COPY.yourReview : REVIEW_COPY.formTitle}</h1>
        <p className={styles.booking}>
          <strong>{data.vendorName}</strong>
          <span>{data.offeringName}</span>
        </p>
        <p className={styles.verified}>{verifiedBookingLine(data.eventMonth)}</p>
      </header>
      {/* On the page before the save, so that its news is announced when the page is read again. */}
      <p role="status" className={styles.saved}>
        {saved && review && !editing ? (saved === "update" ? REVIEW_COPY.updated : REVIEW_COPY.posted) : null}
      </p>
      {review && !editing ? (
        <WrittenReview
          data={data}
          review={review}
          reviewerName={reviewerName}
          focusEdit={backToEdit}
          onEdit={() => {
            setBackToEdit(false);
            setEdit({ since: result });
          }}
        />
      ) : null}
      {writing || (review && editing) ? (
        <>
          {writing && data.writeBy ? <p className={styles.note}>{REVIEW_COPY.writeBy(formatDay(data.writeBy))}</p> : null}
          <ReviewForm
            review={editing ? review : null}
            refusal={refusal}
            onCancel={
              editing
                ? () => {
                    setEdit(null);
                    setBackToEdit(true);
                  }
                : undefined
            }
          />
        </>
      ) : null}
      {review === null && !data.canWrite && data.refusal ? <p className={styles.refusal}>{data.refusal}</p> : null}
    </div>
  );
}

interface WrittenReviewProps {
  data: BookingReview;
  review: MyReview;
  reviewerName: string;
  /** Whether "Edit review" takes the focus as it shows (the form was left without saving). */
  focusEdit: boolean;
  onEdit: () => void;
}

/** The review written: hidden by operators (and why), as it shows with the vendor's answer, and until when it may change. */
function WrittenReview({ data, review, reviewerName, focusEdit, onEdit }: WrittenReviewProps) {
  const edit = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusEdit) edit.current?.focus();
  }, [focusEdit]);
  return (
    <div className={styles.written}>
      {review.hiddenReason ? <p className={styles.hidden}>{REVIEW_COPY.hiddenByOperators(review.hiddenReason)}</p> : null}
      <ReviewCard review={asShown(data, review, reviewerName)} />
      {review.editableUntil ? (
        <div className={styles.editRow}>
          <p className={styles.note}>{REVIEW_COPY.editableUntil(formatDayTime(review.editableUntil))}</p>
          <button ref={edit} type="button" className="btn btn-outline" onClick={onEdit}>
            {REVIEW_COPY.editReview}
          </button>
        </div>
      ) : null}
    </div>
  );
}
