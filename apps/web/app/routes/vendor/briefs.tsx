import { listVendorBriefs } from "@utsav/api-client/vendor/briefs/list-vendor-briefs";
import type { Route } from "./+types/briefs";
import { BriefListHeader } from "../../features/briefs/vendor/brief-headers";
import { vendorPageData } from "../../features/vendors/api/loader-data.server";
import { vendorMeta } from "../../features/vendors/shell/vendor-meta";
import { VendorPageError } from "../../features/vendors/shell/vendor-not-found";
import { lazyScreen } from "../../shared/ui/vendor-area/lazy-page";

const BriefListPage = lazyScreen(() => import("../../features/briefs/vendor/brief-list-page").then((m) => m.BriefListPage));

/** The briefs matched to the vendor, with its answer to each. */
export async function loader({ context }: Route.LoaderArgs) {
  return vendorPageData(context.api, (api) => listVendorBriefs(api));
}

export const meta: Route.MetaFunction = () => vendorMeta("Requests");

export default function VendorBriefsRoute({ loaderData }: Route.ComponentProps) {
  return loaderData ? <BriefListPage briefs={loaderData.briefs} /> : null;
}

/** Requests that could not be read: the page's top, then the API's message and Try again. */
export function ErrorBoundary() {
  return <VendorPageError header={<BriefListHeader />} />;
}
