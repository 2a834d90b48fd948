import type { ReceivedReview, ReviewReasonRequest } from "@utsav/domain";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { vendorApiPaths } from "../vendor/paths.ts";

/** POST /api/vendor/reviews/{id}/report: asks operators to look at a review; 409 once reported. */
export function reportReview(api: ApiTransport, reviewId: string, body: ReviewReasonRequest, { signal }: CallOptions = {}) {
  return send<ReceivedReview>(api, { method: "POST", path: vendorApiPaths.reviews.report(reviewId), body, signal });
}
