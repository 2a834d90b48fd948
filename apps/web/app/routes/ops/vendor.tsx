import { useNavigation } from "react-router";
import type { Route } from "./+types/vendor";
import { getOperatorVendor } from "@utsav/api-client/operator/get-operator-vendor";
import { opsMeta } from "../../features/operations/ops-meta";
import { runReviewAct } from "../../features/operations/review-acts";
import type { ReviewActionResult } from "../../features/operations/review-acts";
import { apiData } from "../../lib/api";
import { browserApi } from "../../lib/api-client";
import { submittedBody } from "../../shared/lib/forms/json-action";
import { lazyScreen } from "../../shared/ui/lazy-screen";

// The page's forms load with its own chunk, react-hook-form with them (docs/decisions/0030).
const VendorReviewPage = lazyScreen(() => import("../../features/operations/vendor-review-page").then((m) => m.VendorReviewPage));

export async function loader({ context, params }: Route.LoaderArgs) {
  return apiData(context.api, (api) => getOperatorVendor(api, params.id));
}

/**
 * The console's acts on a vendor (features/operations/review-acts.ts), sent from the browser so the audit log records
 * the operator's own address; then the page's data is read again.
 */
export async function clientAction({ params, request }: Route.ClientActionArgs): Promise<ReviewActionResult> {
  return runReviewAct(browserApi, params.id, await submittedBody(request));
}

export const meta: Route.MetaFunction = ({ data }) => opsMeta(data ? `Review ${data.name}` : "Review");

export default function OpsVendorRoute({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  return <VendorReviewPage vendor={loaderData} result={actionData} busy={busy} />;
}
