import { answerReview } from "@utsav/api-client/reviews/answer-review";
import { reportReview } from "@utsav/api-client/reviews/report-review";
import { thrownMessage } from "@utsav/api-client/core/errors";
import type { EnvelopeResult } from "@utsav/api-client/core/envelope";
import type { ApiTransport } from "@utsav/api-client/core/transport";
import { REVIEW_COPY } from "@utsav/domain/client";
import type { SubmittedBody } from "../../shared/lib/forms/json-action";

// The vendor's acts on its Reviews page (docs/decisions/0060): answering a review once, in public, and reporting one
// to operators. Each dialog sends one as JSON to the page's clientAction, which calls the API from the browser
// (docs/decisions/0030); then the page is read again, with the answer or the report on the review.

/** What the page's dialogs send: the act, the review and the text typed. */
export type VendorReviewAct = { intent: "answer"; reviewId: string; text: string } | { intent: "report"; reviewId: string; reason: string };

/** What an act answered: the sentence the page shows, or the API's refusal for the dialog. */
export type ReviewActResult = { message: string } | { error: string } | undefined;

/** The page's sentence once done, or the API's refusal (a 409 once answered, a 400 with contact details…). */
export async function saidOf<T>(call: Promise<EnvelopeResult<T>>, done: string): Promise<ReviewActResult> {
  try {
    const result = await call;
    return result.ok ? { message: done } : { error: result.errorMessage ?? REVIEW_COPY.actFailed };
  } catch (error) {
    return { error: thrownMessage(error, REVIEW_COPY.actFailed) };
  }
}

type Intent = VendorReviewAct["intent"];

const ACTS: Record<Intent, (api: ApiTransport, body: SubmittedBody) => Promise<ReviewActResult>> = {
  answer: (api, body) => saidOf(answerReview(api, body.text("reviewId"), { text: body.text("text").trim() }), REVIEW_COPY.answered),
  report: (api, body) => saidOf(reportReview(api, body.text("reviewId"), { reason: body.text("reason").trim() }), REVIEW_COPY.reported),
};

const isIntent = (value: string): value is Intent => Object.hasOwn(ACTS, value);

/** Runs the act a dialog sent; one the page does not know is refused without asking the API. */
export function runVendorReviewAct(api: ApiTransport, body: SubmittedBody): Promise<ReviewActResult> {
  const intent = body.text("intent");
  return isIntent(intent) ? ACTS[intent](api, body) : Promise.resolve({ error: REVIEW_COPY.actFailed });
}
