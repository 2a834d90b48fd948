import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { CATALOGUE_COPY, catalogueCopyFor, DISPLAY, formatDay, REVIEW_COPY, verifiedBookingLine } from "@utsav/domain/client";
import type { Review, ReviewAnswer, ReviewPhoto } from "@utsav/domain";
import { CheckIcon } from "./icons";
import { StarRating } from "./star-rating";
import styles from "./review-card.module.css";

// One review as shoppers read it (docs/decisions/0060): on an offering's page, a vendor's store and, for its author,
// on the review's own page. Where it came from, its photos and the vendor's answer show with it.

// The larger photo opens on a press: its code loads then.
const ReviewPhotoViewer = lazy(() => import("./review-photo-viewer"));

export interface ReviewCardProps {
  review: Review;
  /** On the page the comment (and the answer) are clamped to 3 lines with Read More; in the modal they are whole. */
  clamp?: boolean;
  onReadMore?: () => void;
  /** The review whose Read More opened the modal is scrolled into view. */
  focused?: boolean;
}

export function ReviewCard({ review, clamp = false, onReadMore, focused = false }: ReviewCardProps) {
  const comment = useRef<HTMLParagraphElement>(null);
  const answer = useRef<HTMLParagraphElement>(null);
  const card = useRef<HTMLElement>(null);
  const commentClamped = useIsClamped(comment, review.comment, clamp);
  const answerClamped = useIsClamped(answer, review.answer?.text ?? "", clamp && Boolean(review.answer));
  useEffect(() => {
    if (focused) card.current?.scrollIntoView?.({ block: "start" });
  }, [focused]);
  const clampStyle = clamp ? { WebkitLineClamp: DISPLAY.reviewCommentLines } : undefined;
  return (
    <article ref={card} className={`${styles.card} ${focused ? styles.focused : ""}`}>
      <header className={styles.cardHead}>
        <span className={styles.avatar} aria-hidden="true">
          {review.userName.charAt(0)}
        </span>
        <div className={styles.who}>
          <p className={styles.name}>{review.userName}</p>
          {review.userTitle ? <p className={styles.userTitle}>{review.userTitle}</p> : null}
        </div>
      </header>
      <div className={styles.meta}>
        <StarRating rating={review.rating} size={14} />
        {review.date ? <time dateTime={review.date}>{formatDay(review.date)}</time> : null}
      </div>
      <ReviewSource review={review} />
      <p ref={comment} className={`${styles.comment} ${clamp ? styles.clamped : ""}`} style={clampStyle}>
        {review.comment}
      </p>
      {review.photos && review.photos.length > 0 ? <ReviewPhotos photos={review.photos} userName={review.userName} /> : null}
      {review.answer ? (
        <VendorAnswer
          answer={review.answer}
          vendorName={review.vendorName}
          textRef={answer}
          clampClass={clamp ? styles.clamped : undefined}
          clampStyle={clampStyle}
        />
      ) : null}
      {clamp && (commentClamped || answerClamped) && onReadMore ? (
        <button
          type="button"
          className={styles.readMore}
          aria-haspopup="dialog"
          aria-label={catalogueCopyFor.readMoreOf(review.userName)}
          onClick={onReadMore}
        >
          {CATALOGUE_COPY.readMore}
        </button>
      ) : null}
    </article>
  );
}

/**
 * "Verified booking · Event in November 2026" for a review written after a booking here; "Imported review" for the
 * catalogue's, with why as its accessible description (and its tooltip).
 */
function ReviewSource({ review }: { review: Review }) {
  const hintId = useId();
  if (review.source === "booking") {
    return (
      <p className={styles.verified}>
        <CheckIcon size={14} />
        <span>{verifiedBookingLine(review.eventMonth)}</span>
      </p>
    );
  }
  return (
    <p className={styles.imported}>
      <span aria-describedby={hintId} title={REVIEW_COPY.importedHint}>
        {REVIEW_COPY.imported}
      </span>
      <span id={hintId} hidden>
        {REVIEW_COPY.importedHint}
      </span>
    </p>
  );
}

/** The review's photos as small thumbnails; each opens larger in a dialog, and focus comes back to it on close. */
function ReviewPhotos({ photos, userName }: { photos: readonly ReviewPhoto[]; userName: string }) {
  // The photo last opened stays mounted as its dialog closes, so it animates out and focus returns to its thumbnail.
  const [viewer, setViewer] = useState<{ index: number; open: boolean } | null>(null);
  const altOf = (photo: ReviewPhoto, index: number) => photo.alt || REVIEW_COPY.photoAlt(userName, index + 1);
  const photo = viewer ? photos[viewer.index] : undefined;
  return (
    <>
      <ul className={styles.photos}>
        {photos.map((item, index) => (
          <li key={item.url}>
            <button type="button" className={styles.thumb} aria-haspopup="dialog" onClick={() => setViewer({ index, open: true })}>
              <img src={item.url} alt={altOf(item, index)} width={64} height={64} loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      {viewer && photo ? (
        <Suspense fallback={null}>
          <ReviewPhotoViewer
            open={viewer.open}
            onOpenChange={(open) => setViewer({ ...viewer, open })}
            url={photo.url}
            alt={altOf(photo, viewer.index)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

interface VendorAnswerProps {
  answer: ReviewAnswer;
  vendorName: string;
  textRef: React.RefObject<HTMLParagraphElement | null>;
  clampClass: string | undefined;
  clampStyle: React.CSSProperties | undefined;
}

/** The vendor's one public answer, under the review. */
function VendorAnswer({ answer, vendorName, textRef, clampClass, clampStyle }: VendorAnswerProps) {
  return (
    <div className={styles.answer}>
      <p className={styles.answerBy}>{REVIEW_COPY.vendorAnswer(vendorName)}</p>
      <p ref={textRef} className={`${styles.answerText} ${clampClass ?? ""}`} style={clampStyle}>
        {answer.text}
      </p>
      <p className={styles.answerDate}>
        <time dateTime={answer.date}>{REVIEW_COPY.answeredOn(formatDay(answer.date))}</time>
      </p>
    </div>
  );
}

/** Before layout is known (server, first paint) a long comment is taken to overflow 3 lines; then it is measured. */
const LONG_COMMENT_CHARS = 140;

function useIsClamped(ref: React.RefObject<HTMLElement | null>, text: string, enabled: boolean): boolean {
  const [clamped, setClamped] = useState(enabled && text.length > LONG_COMMENT_CHARS);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const measure = () => {
      if (element.clientHeight > 0) setClamped(element.scrollHeight > element.clientHeight + 1);
    };
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, text, enabled]);
  return clamped;
}
