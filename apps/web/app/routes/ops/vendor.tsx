import { useNavigation } from "react-router";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/vendor";
import { getOperatorVendor } from "@utsav/api-client/operator/get-operator-vendor";
import { getVendorPayoutAccount } from "@utsav/api-client/operator/payouts/get-vendor-payout-account";
import { opsMeta } from "../../features/operations/ops-meta";
import type { ReviewActionResult } from "../../features/operations/review-acts";
import { apiData, serverApi } from "../../lib/api";
import { browserApi } from "../../lib/api-client";
import { submittedBody } from "../../shared/lib/forms/json-action";
import { lazyScreen } from "../../shared/ui/lazy-screen";

// The page's forms load with its own chunk, react-hook-form with them (docs/decisions/0030).
const VendorReviewPage = lazyScreen(() => import("../../features/operations/vendor-review-page").then((m) => m.VendorReviewPage));
// The payout bank account's review (docs/decisions/0051), its form in the same way.
const PayoutReviewSection = lazyScreen(
  () => import("../../features/payments/ops/payout-review-section").then((m) => m.PayoutReviewSection),
  null,
);

/** The vendor, and its payout bank account beside it: a read of the account that fails leaves the page without it. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const [vendor, payout] = await Promise.all([
    apiData(context.api, (api) => getOperatorVendor(api, params.id)),
    getVendorPayoutAccount(serverApi(context.api), params.id).catch(() => null),
  ]);
  return payout?.ok ? { ...vendor, payoutAccount: payout.data.account } : vendor;
}

/**
 * The console's acts on a vendor (features/operations/review-acts.ts), sent from the browser so the audit log records
 * the operator's own address; then the page's data is read again.
 */
export async function clientAction({ params, request }: Route.ClientActionArgs): Promise<ReviewActionResult> {
  // The acts load when first used, keeping the page's first load inside its budget (decision 30).
  const [{ runReviewAct }, { runPayoutReviewAct }] = await Promise.all([
    import("../../features/operations/review-acts"),
    import("../../features/payments/ops/payout-review-acts"),
  ]);
  const body = await submittedBody(request);
  return (await runPayoutReviewAct(browserApi, params.id, body)) ?? runReviewAct(browserApi, params.id, body);
}

/** Opening a document (a link, on the record) changes nothing the page shows: its data is not read again for it. */
export function shouldRevalidate({ json, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = typeof json === "object" && json !== null && "intent" in json ? json.intent : undefined;
  return intent === "open-document" ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ data }) => opsMeta(data ? `Review ${data.name}` : "Review");

export default function OpsVendorRoute({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const payouts = "payoutAccount" in loaderData ? <PayoutReviewSection account={loaderData.payoutAccount} busy={busy} /> : null;
  return <VendorReviewPage vendor={loaderData} result={actionData} busy={busy} payouts={payouts} />;
}
