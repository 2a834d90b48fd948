import type { OperatorReviewFilter, OperatorReviewList } from "@utsav/domain";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { operatorApiPaths } from "../operator/paths.ts";

/** GET /api/operator/reviews: reviews to moderate, the reported ones by default, newest first. */
export function listOperatorReviews(
  api: ApiTransport,
  page: { filter?: OperatorReviewFilter; cursor?: string } = {},
  { signal }: CallOptions = {},
) {
  return send<OperatorReviewList>(api, { method: "GET", path: operatorApiPaths.reviews(page), signal });
}
