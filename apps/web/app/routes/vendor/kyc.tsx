import type { ShouldRevalidateFunctionArgs } from "react-router";
import { getKyc } from "@utsav/api-client/vendor/kyc/get-kyc";
import { getKycConfig } from "@utsav/api-client/vendor/kyc/get-kyc-config";
import type { Route } from "./+types/kyc";
import { optionalVendorData, vendorPageData } from "../../features/vendors/api/loader-data.server";
import { runKycAct } from "../../features/vendors/kyc/kyc-acts";
import type { KycAnswer } from "../../features/vendors/kyc/kyc-acts";
import { vendorMeta } from "../../features/vendors/shell/vendor-meta";
import { browserApi } from "../../lib/api-client";
import { isRefusal, submittedForm } from "../../shared/lib/forms/submitted-form";
import { lazyScreen } from "../../shared/ui/lazy-screen";

// The page's forms load with its own chunk, react-hook-form with them (docs/decisions/0030).
const KycPage = lazyScreen(() => import("../../features/vendors/kyc/kyc-page").then((m) => m.KycPage));

export async function loader({ context }: Route.LoaderArgs) {
  // Without the document types the page still shows the state, says so, and offers to read the page again.
  const [kyc, config] = await Promise.all([vendorPageData(context.api, getKyc), optionalVendorData(context.api, getKycConfig)]);
  return kyc ? { kyc, config } : null;
}

/**
 * The documents' acts (features/vendors/kyc/kyc-acts.ts): sent from the browser, an upload as multipart form data;
 * then the page and the layout's profile (its KYC state) are read again.
 */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<KycAnswer> {
  return runKycAct(browserApi, await submittedForm(request));
}

/** A refused change changed nothing: the page stays as it is, with the refusal (and offline, without an error page). */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return isRefusal(actionResult) ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = () => vendorMeta("Documents");

export default function VendorKycRoute({ loaderData }: Route.ComponentProps) {
  return loaderData ? <KycPage kyc={loaderData.kyc} config={loaderData.config} /> : null;
}
