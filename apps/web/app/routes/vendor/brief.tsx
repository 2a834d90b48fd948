import type { Route } from "./+types/brief";
import { vendorMeta } from "../../features/vendor/shell/vendor-meta";
import { lazyScreen } from "../../features/vendor/ui/lazy-page";

const BriefPage = lazyScreen(() => import("../../features/vendor/briefs/brief-page").then((m) => m.BriefPage));

export const meta: Route.MetaFunction = () => vendorMeta("Request");

export default function VendorBriefRoute() {
  return <BriefPage />;
}
