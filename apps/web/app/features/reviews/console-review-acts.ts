import { hideReview } from "@utsav/api-client/reviews/hide-review";
import { restoreReview } from "@utsav/api-client/reviews/restore-review";
import type { ApiTransport } from "@utsav/api-client/core/transport";
import { REVIEW_COPY } from "@utsav/domain/client";
import type { SubmittedBody } from "../../shared/lib/forms/json-action";
import { saidOf } from "./vendor-review-acts";
import type { ReviewActResult } from "./vendor-review-acts";

// The operators' acts on the console's Reviews page (docs/decisions/0060): hiding a review with the reason its author
// reads, and restoring a hidden one. Sent from the browser, so the audit log records the operator's own address
// (docs/decisions/0020, 0030); the vendor's rating follows in the API's same transaction.

/** What the page's dialogs send: the act, the review and, for a hide, its reason. */
export type ConsoleReviewAct = { intent: "hide"; reviewId: string; reason: string } | { intent: "restore"; reviewId: string };

type Intent = ConsoleReviewAct["intent"];

const ACTS: Record<Intent, (api: ApiTransport, body: SubmittedBody) => Promise<ReviewActResult>> = {
  hide: (api, body) => saidOf(hideReview(api, body.text("reviewId"), { reason: body.text("reason").trim() }), REVIEW_COPY.hiddenDone),
  restore: (api, body) => saidOf(restoreReview(api, body.text("reviewId")), REVIEW_COPY.restoredDone),
};

const isIntent = (value: string): value is Intent => Object.hasOwn(ACTS, value);

/** Runs the act a dialog sent; one the page does not know is refused without asking the API. */
export function runConsoleReviewAct(api: ApiTransport, body: SubmittedBody): Promise<ReviewActResult> {
  const intent = body.text("intent");
  return isIntent(intent) ? ACTS[intent](api, body) : Promise.resolve({ error: REVIEW_COPY.actFailed });
}
