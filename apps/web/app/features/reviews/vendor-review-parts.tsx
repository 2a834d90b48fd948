import type { ReceivedReview, Review } from "@utsav/domain";
import { ReviewCard } from "../../shared/ui/review-card";
import styles from "./vendor-reviews.module.css";

// A review as its vendor receives it (docs/decisions/0060), shown as shoppers read it (the site's ReviewCard: stars,
// "Verified booking · Event in …", the text, the photos and the answer), with what only its vendor or operators see
// under it: its report, its hiding, and the acts. The console shows the same review (an operator's review is a
// received one with its vendor), so its page uses these parts too.

/** The review as shoppers read it; the offering's name stands where a catalogue review names its reviewer's title. */
function asShown(review: ReceivedReview, vendorName: string, imported: boolean): Review {
  return {
    id: review.id,
    rating: review.rating,
    comment: review.comment,
    userName: review.userName,
    userTitle: review.offeringName ?? "",
    date: review.createdAt,
    vendorName,
    source: imported ? "catalogue" : "booking",
    eventMonth: review.eventMonth,
    photos: review.photos,
    answer: review.answer,
  };
}

interface ReceivedReviewItemProps {
  review: ReceivedReview;
  /** Who answers, as the answer names them ("Answer from Bloom Studio"). */
  vendorName: string;
  /** The catalogue's review, not from a booking here (the console lists them too). */
  imported?: boolean;
  /** Its states and acts, under the review. */
  children: React.ReactNode;
}

/** One review of a list: as shoppers read it, then its states and the buttons of what may be done with it. */
export function ReceivedReviewItem({ review, vendorName, imported = false, children }: ReceivedReviewItemProps) {
  return (
    <li className={styles.item}>
      <ReviewCard review={asShown(review, vendorName, imported)} />
      {children}
    </li>
  );
}

/** A state of the review (reported, hidden), said under it. */
export function ReviewNote({ children }: { children: React.ReactNode }) {
  return <p className={styles.note}>{children}</p>;
}
