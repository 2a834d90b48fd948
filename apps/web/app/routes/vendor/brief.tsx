import type { Route } from "./+types/brief";
import { vendorMeta } from "../../features/vendors/shell/vendor-meta";
import { lazyScreen } from "../../shared/ui/vendor-area/lazy-page";

const BriefPage = lazyScreen(() => import("../../features/briefs/vendor/brief-page").then((m) => m.BriefPage));

export const meta: Route.MetaFunction = () => vendorMeta("Request");

export default function VendorBriefRoute() {
  return <BriefPage />;
}
