import type { KycConfig, KycView } from "@utsav/domain";
import type { Route } from "./+types/kyc";
import { kycApiPaths } from "../../features/vendor/api/api-paths";
import { optionalVendorData, vendorPageData } from "../../features/vendor/api/loader-data.server";
import { vendorMeta } from "../../features/vendor/shell/vendor-meta";
import { lazyScreen } from "../../features/vendor/ui/lazy-page";

const KycPage = lazyScreen(() => import("../../features/vendor/kyc/kyc-page").then((m) => m.KycPage));

export async function loader({ context }: Route.LoaderArgs) {
  // Without the document types the page still shows the state, and asks for them again in the browser.
  const [kyc, config] = await Promise.all([vendorPageData<KycView>(context.api, kycApiPaths.kyc()), optionalVendorData<KycConfig>(context.api, kycApiPaths.config())]);
  return kyc ? { kyc, config } : null;
}

export const meta: Route.MetaFunction = () => vendorMeta("Documents");

export default function VendorKycRoute({ loaderData }: Route.ComponentProps) {
  return loaderData ? <KycPage kyc={loaderData.kyc} config={loaderData.config} /> : null;
}
