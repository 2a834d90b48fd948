import { getVendorDashboard } from "@utsav/api-client/vendor/dashboard/get-vendor-dashboard";
import { listReceivedReviews } from "@utsav/api-client/reviews/list-received-reviews";
import { REVIEW_COPY } from "@utsav/domain/client";
import type { ReceivedReviewList } from "@utsav/domain";
import type { Route } from "./+types/reviews";
import type { ReviewActResult } from "../../features/reviews/vendor-review-acts";
import { VendorReviewsHeader } from "../../features/reviews/vendor-reviews-header";
import { optionalVendorData, vendorPageData } from "../../features/vendors/api/loader-data.server";
import { vendorMeta } from "../../features/vendors/shell/vendor-meta";
import { VendorPageError } from "../../features/vendors/shell/vendor-not-found";
import { browserApi } from "../../lib/api-client";
import { cursorIn, pagesUpTo } from "../../shared/lib/cursor-pages";
import { submittedBody } from "../../shared/lib/forms/json-action";
import { lazyScreen } from "../../shared/ui/vendor-area/lazy-page";

const VendorReviewsPage = lazyScreen(() => import("../../features/reviews/vendor-reviews-page").then((m) => m.VendorReviewsPage));

/**
 * The vendor's figures and its reviews, every page up to the address's cursor ("Load more"), and the store page's slug
 * and the business's name from the dashboard (the page does without them when that read fails).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  let figures: Pick<ReceivedReviewList, "rating" | "reviewsCount"> = { rating: null, reviewsCount: 0 };
  const [read, dashboard] = await Promise.all([
    vendorPageData(context.api, (api) =>
      pagesUpTo(
        (cursor) => listReceivedReviews(api, cursor),
        cursorIn(params),
        (page) => {
          figures = { rating: page.rating, reviewsCount: page.reviewsCount };
          return page.reviews;
        },
      ),
    ),
    optionalVendorData(context.api, getVendorDashboard),
  ]);
  if (!read) return null;
  const { items: reviews, nextCursor } = read;
  return { ...figures, reviews, nextCursor, storeSlug: dashboard?.storeSlug ?? null, vendorName: dashboard?.businessName ?? null };
}

/**
 * An answer or a report (features/reviews/vendor-review-acts.ts), sent from the browser; then the page is read again.
 * The acts load on the first one, not with the page.
 */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<ReviewActResult> {
  const { runVendorReviewAct } = await import("../../features/reviews/vendor-review-acts");
  return runVendorReviewAct(browserApi, await submittedBody(request));
}

export const meta: Route.MetaFunction = () => vendorMeta(REVIEW_COPY.vendorTitle);

export default function VendorReviewsRoute({ loaderData }: Route.ComponentProps) {
  return loaderData ? <VendorReviewsPage {...loaderData} /> : null;
}

/** A list that could not be read: the page's top, then the API's message and Try again. */
export function ErrorBoundary() {
  return <VendorPageError header={<VendorReviewsHeader />} />;
}
