import { Link } from "react-router";
import { REVIEW_LINK_COPY } from "@utsav/domain/client";
import type { ConsumerBookingSummary } from "@utsav/domain";
import { paths } from "../../lib/paths";

interface ReviewInviteProps {
  booking: Pick<ConsumerBookingSummary, "id" | "reviewState">;
  className?: string;
  /** What names the booking, when the link stands in a list of them ("Rate your vendor" alone is every row's). */
  "aria-describedby"?: string;
}

/**
 * The invitation to review a completed booking (docs/decisions/0060): "Rate your vendor" while a review may be written,
 * "Your review" once one is; nothing before the booking completes or once the window closed unused. Its words are
 * REVIEW_LINK_COPY, not REVIEW_COPY, which My bookings' first load would then carry whole.
 */
export function ReviewInvite({ booking, className, ...aria }: ReviewInviteProps) {
  if (!booking.reviewState) return null;
  const writing = booking.reviewState === "can_write";
  return (
    <Link to={paths.myBookingReview(booking.id)} className={`btn ${writing ? "btn-primary" : "btn-outline"} ${className ?? ""}`} {...aria}>
      {writing ? REVIEW_LINK_COPY.rateYourVendor : REVIEW_LINK_COPY.yourReview}
    </Link>
  );
}
