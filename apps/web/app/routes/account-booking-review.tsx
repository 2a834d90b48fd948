import { redirect } from "react-router";
import type { Route } from "./+types/account-booking-review";
import { getConsumer } from "@utsav/api-client/consumer/get-consumer";
import { getMyBookingReview } from "@utsav/api-client/reviews/get-my-booking-review";
import { REVIEW_COPY, reviewerName } from "@utsav/domain/client";
import { readSession } from "../features/accounts/session.server";
import { saveReview } from "../features/reviews/save-review";
import type { ReviewActionResult } from "../features/reviews/save-review";
import { apiData, serverApi } from "../lib/api";
import { browserApi } from "../lib/api-client";
import { paths } from "../lib/paths";
import { submittedBody } from "../shared/lib/forms/json-action";
import { lazyScreen } from "../shared/ui/lazy-screen";

// The page's form loads with its own chunk, react-hook-form with it (docs/decisions/0030).
const ReviewPage = lazyScreen(() => import("../features/reviews/review-page").then((m) => m.ReviewPage));

/**
 * A completed booking's review (docs/decisions/0060): the shopper's own booking only (another's, or none, is the API's
 * 404); anyone else signs in first and comes back here, as the invitation's SMS link does. The shopper's name, as the
 * review shows it, comes from their profile; without it, the public fallback.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const session = await readSession(context.api);
  if (!session.isAuthenticated || session.userType !== "consumer") throw redirect(paths.login(paths.myBookingReview(params.id)));
  const [review, profile] = await Promise.all([
    apiData(context.api, (api) => getMyBookingReview(api, params.id)),
    getConsumer(serverApi(context.api)).catch(() => null),
  ]);
  const fullName = profile?.ok ? profile.data.user.fullName : null;
  return { review, reviewerName: reviewerName(fullName, REVIEW_COPY.shopperFallback) };
}

/** Writes or changes the review from the browser (features/reviews/save-review.ts); the page is then read again. */
export async function clientAction({ params, request }: Route.ClientActionArgs): Promise<ReviewActionResult> {
  return saveReview(browserApi, params.id, await submittedBody(request));
}

export function headers() {
  return { "cache-control": "no-store" };
}

export function meta() {
  return [{ title: `${REVIEW_COPY.formTitle} · Utsav` }, { name: "robots", content: "noindex" }];
}

export default function AccountBookingReviewRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ReviewPage key={loaderData.review.bookingId} data={loaderData.review} reviewerName={loaderData.reviewerName} result={actionData} />
  );
}
