import type { OperatorReview, ReviewReasonRequest } from "@utsav/domain";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { operatorApiPaths } from "../operator/paths.ts";

/** POST /api/operator/reviews/{id}/hide: hides a review with the reason its author reads; the rating follows (audited). */
export function hideReview(api: ApiTransport, reviewId: string, body: ReviewReasonRequest, { signal }: CallOptions = {}) {
  return send<OperatorReview>(api, { method: "POST", path: operatorApiPaths.hideReview(reviewId), body, signal });
}
