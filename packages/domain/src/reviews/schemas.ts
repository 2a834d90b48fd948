import { z } from "zod";
import { REVIEW_LIMITS, REVIEW_SOURCES } from "./rules.ts";
import { SHOPPER_REVIEW_MESSAGES } from "./words.ts";

// Reviews from completed bookings (docs/decisions/0060): what the shopper sends and reads back, the vendor's list,
// answer and report, and the operators' moderation and standing.

export const reviewSourceSchema = z.enum(REVIEW_SOURCES);

/** A photo of a review, in public storage. */
export const reviewPhotoSchema = z.object({ url: z.string(), alt: z.string() });
export type ReviewPhoto = z.infer<typeof reviewPhotoSchema>;

/** The vendor's one public answer, and when it was given (ISO time). */
export const reviewAnswerSchema = z.object({ text: z.string(), date: z.string() });
export type ReviewAnswer = z.infer<typeof reviewAnswerSchema>;

const reviewIdSchema = z.string().min(1).max(64);
export const reviewIdParamsSchema = z.object({ id: reviewIdSchema });

/** PUT /api/consumer/bookings/{id}/review: writes the booking's review, or changes it while it may be changed. */
export const reviewRequestSchema = z
  .object({
    rating: z
      .number({ error: SHOPPER_REVIEW_MESSAGES.ratingRequired })
      .int(SHOPPER_REVIEW_MESSAGES.ratingRequired)
      .min(REVIEW_LIMITS.ratingMin, SHOPPER_REVIEW_MESSAGES.ratingRequired)
      .max(REVIEW_LIMITS.ratingMax, SHOPPER_REVIEW_MESSAGES.ratingRequired),
    comment: z.string().max(REVIEW_LIMITS.commentMax + 200, SHOPPER_REVIEW_MESSAGES.commentTooLong),
    /** Addresses the review-photo upload answered (POST /api/upload, fileType 'review_photo'). */
    photos: z.array(z.string().max(500)).max(REVIEW_LIMITS.photosMax, SHOPPER_REVIEW_MESSAGES.tooManyPhotos).default([]),
  })
  .strict();
export type ReviewRequest = z.input<typeof reviewRequestSchema>;

/** The shopper's own review, as they read it back. */
export const myReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  photos: z.array(reviewPhotoSchema),
  createdAt: z.string(),
  /** Until when it may be changed (ISO time); null once it may not (the time passed, or the vendor answered). */
  editableUntil: z.string().nullable(),
  /** Operators hid it, with the reason the author reads; null while it shows. */
  hiddenReason: z.string().nullable(),
  answer: reviewAnswerSchema.nullable(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

/** GET /api/consumer/bookings/{id}/review: whether the shopper may review the booking now, and their review. */
export const bookingReviewSchema = z.object({
  bookingId: z.string(),
  vendorName: z.string(),
  offeringName: z.string(),
  /** "November 2026": the event's month, shown with the review as "Verified booking". */
  eventMonth: z.string().nullable(),
  /** true while a review may be written (the booking completed, within the window, none written yet). */
  canWrite: z.boolean(),
  /** The window's end (ISO time); null where the booking has not completed. */
  writeBy: z.string().nullable(),
  /** Why no review can be written now (SHOPPER_REVIEW_MESSAGES), or null. */
  refusal: z.string().nullable(),
  review: myReviewSchema.nullable(),
});
export type BookingReview = z.infer<typeof bookingReviewSchema>;

/** One review as its vendor reads it on its Reviews page. */
export const receivedReviewSchema = z.object({
  id: z.string(),
  bookingId: z.string().nullable(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  userName: z.string(),
  offeringName: z.string().nullable(),
  eventMonth: z.string().nullable(),
  photos: z.array(reviewPhotoSchema),
  createdAt: z.string(),
  answer: reviewAnswerSchema.nullable(),
  reportedAt: z.string().nullable(),
  reportReason: z.string().nullable(),
  hiddenReason: z.string().nullable(),
});
export type ReceivedReview = z.infer<typeof receivedReviewSchema>;

/** GET /api/vendor/reviews: the vendor's figures (as shoppers see them) and its reviews from bookings, newest first. */
export const receivedReviewListSchema = z.object({
  rating: z.number().min(0).max(5).nullable(),
  reviewsCount: z.number().int().min(0),
  reviews: z.array(receivedReviewSchema),
  nextCursor: z.string().nullable(),
});
export type ReceivedReviewList = z.infer<typeof receivedReviewListSchema>;

export const reviewListQuerySchema = z.object({ cursor: z.string().max(200).optional() });

export const reviewAnswerRequestSchema = z
  .object({ text: z.string().max(REVIEW_LIMITS.answerMax + 200, SHOPPER_REVIEW_MESSAGES.answerTooLong) })
  .strict();
export type ReviewAnswerRequest = z.input<typeof reviewAnswerRequestSchema>;

export const reviewReasonRequestSchema = z
  .object({ reason: z.string().max(REVIEW_LIMITS.reasonMax + 200, SHOPPER_REVIEW_MESSAGES.reasonTooLong) })
  .strict();
export type ReviewReasonRequest = z.input<typeof reviewReasonRequestSchema>;

export const OPERATOR_REVIEW_FILTERS = ["reported", "hidden", "all"] as const;
export type OperatorReviewFilter = (typeof OPERATOR_REVIEW_FILTERS)[number];

export const operatorReviewQuerySchema = z.object({
  filter: z.enum(OPERATOR_REVIEW_FILTERS).default("reported"),
  cursor: z.string().max(200).optional(),
});
export type OperatorReviewQuery = z.input<typeof operatorReviewQuerySchema>;

/** One review as operators moderate it. */
export const operatorReviewSchema = receivedReviewSchema.extend({
  vendorId: z.string(),
  vendorName: z.string(),
  source: reviewSourceSchema,
  hiddenAt: z.string().nullable(),
});
export type OperatorReview = z.infer<typeof operatorReviewSchema>;

export const operatorReviewListSchema = z.object({ reviews: z.array(operatorReviewSchema), nextCursor: z.string().nullable() });
export type OperatorReviewList = z.infer<typeof operatorReviewListSchema>;

/** One vendor's standing: its rating as shoppers see it and how it answers (docs/decisions/0055, 0060). */
export const vendorStandingSchema = z.object({
  vendorId: z.string(),
  vendorName: z.string(),
  storeSlug: z.string(),
  rating: z.number().min(0).max(5).nullable(),
  reviewsCount: z.number().int().min(0),
  /** Of bookings and briefs that reached it in the responsiveness window, in percent; null when none did. */
  answerRate: z.number().int().min(0).max(100).nullable(),
  /** The median time to answer, in seconds; null when nothing was answered. */
  medianSeconds: z.number().int().min(0).nullable(),
  underFloor: z.boolean(),
});
export type VendorStanding = z.infer<typeof vendorStandingSchema>;

/** GET /api/operator/standing: every approved vendor, those under the floor first, then by rating. */
export const standingListSchema = z.object({
  floor: z.object({ rating: z.number(), minReviews: z.number().int() }),
  vendors: z.array(vendorStandingSchema),
});
export type StandingList = z.infer<typeof standingListSchema>;
