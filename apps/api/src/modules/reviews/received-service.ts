import { answerProblem, reviewReasonProblem, SHOPPER_REVIEW_MESSAGES } from "@utsav/domain";
import type { ReceivedReview, ReceivedReviewList } from "@utsav/domain";
import { HttpError } from "../../platform/http/http-errors.ts";
import { afterCursor, cursorAfter, found } from "../../platform/http/paging.ts";
import type { AuthorMessages } from "./author-messages.ts";
import type { ReceivedReviewRepository } from "./received-repository.ts";
import { toReceivedReview } from "./received-views.ts";
import type { PhotoUrl } from "./received-views.ts";

// The vendor's Reviews page (docs/decisions/0060): its figures as shoppers see them, the reviews shoppers wrote after
// its bookings (hidden ones too, with the reason), its one public answer to each, and a report to operators.

/** Reviews on a page of the vendor's list. */
export const RECEIVED_PAGE_SIZE = 20;

/** Clears the caches of the pages that show a vendor's reviews, where shoppers see the vendor (CatalogueService). */
export type VendorPagesChanged = (vendorId: string) => Promise<void>;

const notFound = () => new HttpError(404, SHOPPER_REVIEW_MESSAGES.reviewNotFound, "REVIEW_NOT_FOUND");

export class ReceivedReviewService {
  constructor(
    private readonly repository: ReceivedReviewRepository,
    private readonly messages: AuthorMessages,
    private readonly photoUrl: PhotoUrl,
    private readonly vendorPagesChanged: VendorPagesChanged,
  ) {}

  async list(vendorId: string, cursor: string | undefined): Promise<ReceivedReviewList> {
    const after = afterCursor(cursor);
    const figures = await this.repository.figures(vendorId);
    const page = found(await this.repository.page(vendorId, after, RECEIVED_PAGE_SIZE));
    return {
      ...figures,
      reviews: page.rows.map((row) => toReceivedReview(row, this.photoUrl)),
      nextCursor: cursorAfter(page.nextAfter),
    };
  }

  /** The vendor's one public answer; the author is told by SMS in the same transaction. */
  async answer(vendorId: string, id: string, text: string): Promise<ReceivedReview> {
    const problem = answerProblem(text);
    if (problem) throw new HttpError(400, problem, "ANSWER_INVALID");
    const review = await this.repository.one(vendorId, id);
    if (!review) throw notFound();
    const alreadyAnswered = () => new HttpError(409, SHOPPER_REVIEW_MESSAGES.alreadyAnswered, "ALREADY_ANSWERED");
    if (review.answer !== null) throw alreadyAnswered();
    const answered = await this.repository.answer(vendorId, id, text.trim(), this.messages.answered(review));
    if (!answered) throw alreadyAnswered();
    // The answer shows under the review on the vendor's store and its offerings' pages.
    await this.vendorPagesChanged(vendorId);
    return toReceivedReview(answered, this.photoUrl);
  }

  /** Asks operators to look at a review, once. Nothing changes for shoppers until an operator hides it. */
  async report(vendorId: string, id: string, reason: string): Promise<ReceivedReview> {
    const problem = reviewReasonProblem(reason);
    if (problem) throw new HttpError(400, problem, "REASON_INVALID");
    const review = await this.repository.one(vendorId, id);
    if (!review) throw notFound();
    const reported = review.reportedAt === null ? await this.repository.report(vendorId, id, reason.trim()) : undefined;
    if (!reported) throw new HttpError(409, SHOPPER_REVIEW_MESSAGES.alreadyReported, "ALREADY_REPORTED");
    return toReceivedReview(reported, this.photoUrl);
  }
}
