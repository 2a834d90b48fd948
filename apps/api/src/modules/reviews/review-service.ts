import { eventMonthOf, indianDate, REVIEW_COPY, reviewerName, SHOPPER_REVIEW_MESSAGES, validateReview } from "@utsav/domain";
import type { BookingReview, ReviewErrors, ReviewRequest } from "@utsav/domain";
import { HttpError } from "../../platform/http/http-errors.ts";
import type { Clock } from "../../platform/scheduler/clock.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";
import type { AccountRepository } from "../accounts/index.ts";
import type { BookingRepository } from "../bookings/index.ts";
import type { CatalogueService } from "../catalogue/index.ts";
import { reviewPhotoKeys } from "./review-photo-keys.ts";
import type { ReviewRepository } from "./review-repository.ts";
import { bookingReview, editableUntil, writeRefusal } from "./review-views.ts";

// The shopper's review of a completed booking (docs/decisions/0060; issue 41): only the shopper whose booking it is
// (My bookings' rule), once it has completed, within REVIEW_LIMITS.windowDays of completing; changed until
// REVIEW_LIMITS.editHours after it was written and never once the vendor answered.

const notFound = () => new HttpError(404, SHOPPER_REVIEW_MESSAGES.bookingNotFound, "NOT_FOUND");
const conflict = (message: string, code: string) => new HttpError(409, message, code);

/** The first error of a review's fields, in the form's order. */
const firstError = (errors: ReviewErrors) => errors.rating ?? errors.comment ?? errors.photos;

export class ShopperReviewService {
  constructor(
    private readonly reviews: ReviewRepository,
    private readonly bookings: Pick<BookingRepository, "find" | "events">,
    private readonly accounts: Pick<AccountRepository, "userById">,
    private readonly storage: Pick<FileStorage, "url" | "exists">,
    /** The storefront's read caches: a review changes the vendor's figures and reviews everywhere they show. */
    private readonly catalogue: Pick<CatalogueService, "invalidate">,
    private readonly clock: Clock,
  ) {}

  async view(userId: string, bookingId: string): Promise<BookingReview> {
    const { booking, completedAt } = await this.ownBooking(userId, bookingId);
    const review = await this.reviews.ofBooking(booking.id);
    return bookingReview(booking, completedAt, review, this.clock.now(), this.url);
  }

  /**
   * Writes the booking's review, or changes it while it may change: 404 when it is not the shopper's, 409 before it
   * completed, after the window (for a first review) or once the review may no longer change, 400 for what the review
   * says (validateReview) or a photo not uploaded here. Answers as `view`, and whether the review was created.
   */
  async save(userId: string, bookingId: string, request: ReviewRequest): Promise<{ view: BookingReview; created: boolean }> {
    const { booking, completedAt, user } = await this.ownBooking(userId, bookingId);
    if (booking.status !== "completed" || !completedAt) throw conflict(SHOPPER_REVIEW_MESSAGES.notCompleted, "REVIEW_NOT_OPEN");
    const photos = request.photos ?? [];
    const problem = firstError(validateReview({ rating: request.rating, comment: request.comment, photos }));
    if (problem) throw new HttpError(400, problem, "REVIEW_INVALID");
    const photoKeys = await reviewPhotoKeys(photos, this.storage, (keys) => this.reviews.photoKeysOfOthers(keys, booking.id));

    const now = this.clock.now();
    const userName = reviewerName(user.fullName?.trim() || booking.consumerName, REVIEW_COPY.shopperFallback);
    const { review, created } = await this.reviews.save(
      {
        bookingId: booking.id,
        vendorId: booking.vendorId,
        userId,
        reviewDate: indianDate(now),
        now,
        content: {
          rating: request.rating,
          comment: request.comment.trim(),
          photoKeys,
          userName,
          userTitle: booking.offeringName,
          offeringId: booking.offeringId,
          offeringName: booking.offeringName,
          eventMonth: eventMonthOf(booking.eventDate),
        },
      },
      (existing) => {
        // Decided on the review as it is under the vendor's lock: a parallel first write made it an edit.
        if (existing) {
          if (!editableUntil(existing, now)) throw conflict(SHOPPER_REVIEW_MESSAGES.editClosed, "REVIEW_EDIT_CLOSED");
        } else {
          const refusal = writeRefusal(booking, completedAt, now);
          if (refusal) throw conflict(refusal, "REVIEW_NOT_OPEN");
        }
      },
    );
    // After the commit: every process's cached pages of the vendor (offering pages, cards, its store, search) are rebuilt.
    await this.catalogue.invalidate({ vendorId: booking.vendorId, reach: "vendor" });
    return { view: bookingReview(booking, completedAt, review, this.clock.now(), this.url), created };
  }

  private readonly url = (key: string) => this.storage.url(key);

  /** The shopper's booking (the rule of My bookings: BookingRepository.find), when it completed, and the shopper. */
  private async ownBooking(userId: string, bookingId: string) {
    const user = await this.accounts.userById(userId);
    if (!user) throw notFound();
    const row = await this.bookings.find({ userId, phone: user.phone }, bookingId);
    if (!row) throw notFound();
    const events = await this.bookings.events(row.booking.id);
    const completedAt = events.findLast((e) => e.toStatus === "completed")?.createdAt ?? null;
    return { booking: row.booking, completedAt, user };
  }
}
