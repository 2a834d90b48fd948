import { getKyc } from "@utsav/api-client/vendor/kyc/get-kyc";
import { getKycConfig } from "@utsav/api-client/vendor/kyc/get-kyc-config";
import type { Route } from "./+types/kyc";
import { optionalVendorData, vendorPageData } from "../../features/vendors/api/loader-data.server";
import { vendorMeta } from "../../features/vendors/shell/vendor-meta";
import { lazyScreen } from "../../shared/ui/vendor-area/lazy-page";

const KycPage = lazyScreen(() => import("../../features/vendors/kyc/kyc-page").then((m) => m.KycPage));

export async function loader({ context }: Route.LoaderArgs) {
  // Without the document types the page still shows the state, and asks for them again in the browser.
  const [kyc, config] = await Promise.all([vendorPageData(context.api, getKyc), optionalVendorData(context.api, getKycConfig)]);
  return kyc ? { kyc, config } : null;
}

export const meta: Route.MetaFunction = () => vendorMeta("Documents");

export default function VendorKycRoute({ loaderData }: Route.ComponentProps) {
  return loaderData ? <KycPage kyc={loaderData.kyc} config={loaderData.config} /> : null;
}
