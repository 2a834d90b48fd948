import type { OperatorReview } from "@utsav/domain";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { operatorApiPaths } from "../operator/paths.ts";

/** POST /api/operator/reviews/{id}/restore: shows a hidden review again; the rating follows (audited). */
export function restoreReview(api: ApiTransport, reviewId: string, { signal }: CallOptions = {}) {
  return send<OperatorReview>(api, { method: "POST", path: operatorApiPaths.restoreReview(reviewId), signal });
}
