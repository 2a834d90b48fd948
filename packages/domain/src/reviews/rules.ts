// Reviews from completed bookings (docs/decisions/0060): who may write one, for how long, and what its text may hold.
// The API checks with these; the web and the app show the same limits and errors.

export const REVIEW_SOURCES = ["catalogue", "booking"] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];

export const REVIEW_LIMITS = {
  /** Whole stars. */
  ratingMin: 1,
  ratingMax: 5,
  commentMin: 10,
  commentMax: 2000,
  photosMax: 3,
  answerMax: 1000,
  reasonMax: 500,
  /** A completed booking may be reviewed for this many days after it completed. */
  windowDays: 30,
  /** A review may be changed for this many hours after it was first written, until the vendor answers it. */
  editHours: 48,
} as const;

/**
 * The rating floor (docs/decisions/0060): a vendor with at least `minReviews` shown reviews and a rating below
 * `rating` is flagged on the operators' console for a look. Nothing is hidden or paused by it.
 */
export const RATING_FLOOR = { rating: 3.5, minReviews: 3 } as const;

/** Whether a vendor's figures are under the floor. */
export function underRatingFloor(rating: number | null, reviewsCount: number): boolean {
  return rating !== null && reviewsCount >= RATING_FLOOR.minReviews && rating < RATING_FLOOR.rating;
}

export { hasContactDetails } from "../shared/contact-details.ts";

/** When a completed booking can no longer be reviewed. */
export function reviewWindowEnd(completedAt: Date): Date {
  return new Date(completedAt.getTime() + REVIEW_LIMITS.windowDays * 86_400_000);
}

/** Until when a review written at `createdAt` may be changed (unless the vendor has answered it). */
export function reviewEditableUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + REVIEW_LIMITS.editHours * 3_600_000);
}

export type BookingReviewState = "can_write" | "written";

/**
 * What My bookings offers for a booking's review: "written" once the shopper wrote one, "can_write" while a completed
 * booking is within the window, else null (docs/decisions/0060).
 */
export function bookingReviewState(
  booking: { status: string; completedAt: Date | null; reviewed: boolean },
  now: Date,
): BookingReviewState | null {
  if (booking.reviewed) return "written";
  if (booking.status !== "completed" || !booking.completedAt) return null;
  return now < reviewWindowEnd(booking.completedAt) ? "can_write" : null;
}

/** "2026-11" from an event date; null without one. */
export function eventMonthOf(eventDate: string | null): string | null {
  return eventDate && /^\d{4}-\d{2}/.test(eventDate) ? eventDate.slice(0, 7) : null;
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "November 2026" from "2026-11"; the text unchanged where it is not a month. */
export function monthText(month: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  const name = m ? MONTHS[Number(m[2]) - 1] : undefined;
  return m && name ? `${name} ${m[1]}` : month;
}

/** "Priya S." from "Priya Sharma": how a shopper's name shows on a public review. */
export function reviewerName(fullName: string | null | undefined, fallback: string): string {
  const words = (fullName ?? "").trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return fallback;
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

export interface ReviewInput {
  rating: number | null;
  comment: string;
  photos: readonly string[];
}
export type ReviewErrors = Partial<Record<keyof ReviewInput, string>>;
