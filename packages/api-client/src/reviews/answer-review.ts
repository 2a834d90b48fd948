import type { ReceivedReview, ReviewAnswerRequest } from "@utsav/domain";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { vendorApiPaths } from "../vendor/paths.ts";

/** POST /api/vendor/reviews/{id}/answer: the vendor's one public answer; 409 once answered. */
export function answerReview(api: ApiTransport, reviewId: string, body: ReviewAnswerRequest, { signal }: CallOptions = {}) {
  return send<ReceivedReview>(api, { method: "POST", path: vendorApiPaths.reviews.answer(reviewId), body, signal });
}
