import type { Route } from "./+types/briefs";
import { vendorMeta } from "../../features/vendor/shell/vendor-meta";
import { lazyScreen } from "../../features/vendor/ui/lazy-page";

const BriefListPage = lazyScreen(() => import("../../features/vendor/briefs/brief-list-page").then((m) => m.BriefListPage));

export const meta: Route.MetaFunction = () => vendorMeta("Requests");

export default function VendorBriefsRoute() {
  return <BriefListPage />;
}
