import { reviewReasonProblem, SHOPPER_REVIEW_MESSAGES } from "@utsav/domain";
import type { OperatorReview, OperatorReviewFilter, OperatorReviewList } from "@utsav/domain";
import { auditBy } from "../../platform/audit-repository.ts";
import type { AuditActor } from "../../platform/audit-repository.ts";
import { HttpError } from "../../platform/http/http-errors.ts";
import { afterCursor, cursorAfter, found } from "../../platform/http/paging.ts";
import type { AuthorMessages } from "./author-messages.ts";
import type { ModerationRepository } from "./moderation-repository.ts";
import { toOperatorReview } from "./received-views.ts";
import type { PhotoUrl } from "./received-views.ts";

// Operators' moderation of reviews (docs/decisions/0060): reported reviews first, hiding one with the reason its
// author reads (by SMS, and on the booking's review page), restoring it. Each is audited (OWASP ASVS 5.0 §16.2), and
// the vendor's one rating follows in the same transaction.

export const MODERATION_PAGE_SIZE = 20;

export class ModerationService {
  constructor(
    private readonly repository: ModerationRepository,
    private readonly messages: AuthorMessages,
    private readonly photoUrl: PhotoUrl,
    /** Clears every cached page of the catalogue and search, in every process (CatalogueService.invalidate). */
    private readonly catalogueChanged: () => void,
  ) {}

  async list(filter: OperatorReviewFilter, cursor: string | undefined): Promise<OperatorReviewList> {
    const page = found(await this.repository.page(filter, afterCursor(cursor), MODERATION_PAGE_SIZE));
    return { reviews: page.rows.map((row) => toOperatorReview(row, this.photoUrl)), nextCursor: cursorAfter(page.nextAfter) };
  }

  /** Hides a review: it leaves every page and the vendor's rating; its author reads the reason. */
  async hide(operator: AuditActor, id: string, reason: string): Promise<OperatorReview> {
    const problem = reviewReasonProblem(reason);
    if (problem) throw new HttpError(400, problem, "REASON_INVALID");
    return this.change(operator, id, reason.trim());
  }

  /** Shows a hidden review again, back in the vendor's rating. */
  restore(operator: AuditActor, id: string): Promise<OperatorReview> {
    return this.change(operator, id, null);
  }

  private async change(operator: AuditActor, id: string, reason: string | null): Promise<OperatorReview> {
    const outcome = await this.repository.setHidden(id, reason, (row, figures) => ({
      audit: auditBy(operator, {
        action: reason === null ? "review.restored" : "review.hidden",
        vendorId: row.vendorId,
        target: row.id,
        detail: { reason, source: row.source, rating: figures.rating, reviewsCount: figures.reviewsCount },
      }),
      messages: reason !== null && row.hiddenAt ? this.messages.hidden(row, reason, row.hiddenAt) : [],
    }));
    if (outcome === "missing") throw new HttpError(404, SHOPPER_REVIEW_MESSAGES.reviewNotFound, "REVIEW_NOT_FOUND");
    if (outcome === "unchanged") {
      throw reason === null
        ? new HttpError(409, SHOPPER_REVIEW_MESSAGES.notHidden, "REVIEW_NOT_HIDDEN")
        : new HttpError(409, SHOPPER_REVIEW_MESSAGES.alreadyHidden, "REVIEW_ALREADY_HIDDEN");
    }
    // The vendor's rating is on its cards, its pages, "Most Rated" and search: every cached page is rebuilt.
    this.catalogueChanged();
    return toOperatorReview(outcome.row, this.photoUrl);
  }
}
