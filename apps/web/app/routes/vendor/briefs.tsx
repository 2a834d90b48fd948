import type { Route } from "./+types/briefs";
import { vendorMeta } from "../../features/vendors/shell/vendor-meta";
import { lazyScreen } from "../../shared/ui/vendor-area/lazy-page";

const BriefListPage = lazyScreen(() => import("../../features/briefs/vendor/brief-list-page").then((m) => m.BriefListPage));

export const meta: Route.MetaFunction = () => vendorMeta("Requests");

export default function VendorBriefsRoute() {
  return <BriefListPage />;
}
