import { bookingReference, pagePaths, renderNotification } from "@utsav/domain";
import type { NotificationTemplateName } from "@utsav/domain";
import type { OutboxDraft } from "../../platform/outbox/outbox-repository.ts";

// The SMS to a review's author (docs/decisions/0060) when its vendor answers it or operators hide it, queued in the
// outbox with the change. It goes to the phone on the reviewed booking, and links the booking's review page, where the
// author reads the answer, or the whole reason (an SMS variable holds 30 characters).

/** A review as its messages name it. */
export interface ReviewFacts {
  id: string;
  bookingId: string | null;
  /** The phone on the reviewed booking; null where there is none (a catalogue review, an erased booking). */
  authorPhone: string | null;
  vendorName: string;
}

export class AuthorMessages {
  constructor(private readonly publicOrigin: string) {}

  /** The vendor's answer: one message a review, as a review is answered once. */
  answered(review: ReviewFacts): OutboxDraft[] {
    return this.draft(review, `review:${review.id}:answered`, "review_answered_consumer_sms", (bookingId) => ({
      vendor: review.vendorName,
      booking: bookingReference(bookingId),
    }));
  }

  /** Operators hid the review: one message each time it is hidden (`hiddenAt` tells the times apart). */
  hidden(review: ReviewFacts, reason: string, hiddenAt: Date): OutboxDraft[] {
    return this.draft(review, `review:${review.id}:hidden:${hiddenAt.getTime()}`, "review_hidden_consumer_sms", () => ({
      vendor: review.vendorName,
      reason,
    }));
  }

  private draft(
    review: ReviewFacts,
    eventKey: string,
    template: NotificationTemplateName,
    values: (bookingId: string) => Record<string, string>,
  ): OutboxDraft[] {
    if (!review.bookingId || !review.authorPhone) return [];
    // The booking's page and its review step: pagePaths names the booking's page.
    const link = `${this.publicOrigin}${pagePaths.myBooking(review.bookingId)}/review`;
    const { channel, subject, text, variables } = renderNotification(template, { ...values(review.bookingId), link });
    return [{ eventKey, channel, recipient: review.authorPhone, template, variables, subject, text }];
  }
}
