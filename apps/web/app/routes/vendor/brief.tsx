import { useNavigation } from "react-router";
import { getVendorBrief } from "@utsav/api-client/vendor/briefs/get-vendor-brief";
import type { Route } from "./+types/brief";
import type { BriefActionResult } from "../../features/briefs/vendor/brief-acts";
import { BriefHeader } from "../../features/briefs/vendor/brief-headers";
import { vendorPageData } from "../../features/vendors/api/loader-data.server";
import { vendorMeta } from "../../features/vendors/shell/vendor-meta";
import { VendorPageError } from "../../features/vendors/shell/vendor-not-found";
import { browserApi } from "../../lib/api-client";
import { submittedBody } from "../../shared/lib/forms/json-action";
import { lazyScreen } from "../../shared/ui/vendor-area/lazy-page";

// The page's quote and decline forms load with its own chunk, react-hook-form with them (docs/decisions/0030).
const BriefPage = lazyScreen(() => import("../../features/briefs/vendor/brief-page").then((m) => m.BriefPage));

/** The brief, with the offerings a quote may link; one not matched to this vendor is a 404 ('Request not found'). */
export async function loader({ context, params }: Route.LoaderArgs) {
  return vendorPageData(context.api, (api) => getVendorBrief(api, params.id));
}

/** The vendor's quote or decline (features/briefs/vendor/brief-acts.ts), sent from the browser; then the page is read again. */
export async function clientAction({ params, request }: Route.ClientActionArgs): Promise<BriefActionResult> {
  // The acts load when first used: their words and checks stay out of the page's first load (the 130 KB budget).
  const { runBriefAct } = await import("../../features/briefs/vendor/brief-acts");
  return runBriefAct(browserApi, params.id, await submittedBody(request));
}

export const meta: Route.MetaFunction = () => vendorMeta("Request");

export default function VendorBriefRoute({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  return loaderData ? <BriefPage brief={loaderData} result={actionData} busy={busy} /> : null;
}

/** 'Request not found' for a brief not matched to this vendor; else the API's message and Try again. */
export function ErrorBoundary() {
  return <VendorPageError header={<BriefHeader />} />;
}
