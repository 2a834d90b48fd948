import type { ReceivedReviewList } from "@utsav/domain";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { vendorApiPaths } from "../vendor/paths.ts";

/** GET /api/vendor/reviews: the vendor's figures and the reviews shoppers wrote after its bookings, newest first. */
export function listReceivedReviews(api: ApiTransport, cursor?: string, { signal }: CallOptions = {}) {
  return send<ReceivedReviewList>(api, { method: "GET", path: vendorApiPaths.reviews.list(cursor), signal });
}
