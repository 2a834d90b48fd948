import { listOperatorReviews } from "@utsav/api-client/reviews/list-operator-reviews";
import { OPS_NAV_COPY } from "@utsav/domain/client";
import type { Route } from "./+types/reviews";
import { opsMeta } from "../../features/operations/ops-meta";
import { readReviewFilter } from "../../features/reviews/console-review-filter";
import type { ReviewActResult } from "../../features/reviews/vendor-review-acts";
import { apiData } from "../../lib/api";
import { browserApi } from "../../lib/api-client";
import { cursorIn, pagesUpTo } from "../../shared/lib/cursor-pages";
import { submittedBody } from "../../shared/lib/forms/json-action";
import { lazyScreen } from "../../shared/ui/lazy-screen";

const ConsoleReviewsPage = lazyScreen(() => import("../../features/reviews/console-reviews-page").then((m) => m.ConsoleReviewsPage));

/** The reviews of the address's tab (reported by default), every page up to its cursor ("Load more"). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const filter = readReviewFilter(params);
  const read = await apiData(context.api, (api) =>
    pagesUpTo(
      (cursor) => listOperatorReviews(api, { filter, cursor }),
      cursorIn(params),
      (page) => page.reviews,
    ),
  );
  return { filter, reviews: read.items, nextCursor: read.nextCursor };
}

/**
 * Hide or restore (features/reviews/console-review-acts.ts): sent from the browser, so the audit log records the
 * operator's own address (docs/decisions/0020). The acts load on the first one, not with the page.
 */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<ReviewActResult> {
  const { runConsoleReviewAct } = await import("../../features/reviews/console-review-acts");
  return runConsoleReviewAct(browserApi, await submittedBody(request));
}

export const meta: Route.MetaFunction = () => opsMeta(OPS_NAV_COPY.reviews);

export default function OpsReviewsRoute({ loaderData }: Route.ComponentProps) {
  return <ConsoleReviewsPage {...loaderData} />;
}
