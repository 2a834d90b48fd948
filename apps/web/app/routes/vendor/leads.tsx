import type { Route } from "./+types/leads";
import { vendorMeta } from "../../features/vendors/shell/vendor-meta";
import { lazyScreen } from "../../shared/ui/vendor-area/lazy-page";

const LeadListPage = lazyScreen(() => import("../../features/leads/vendor/lead-list-page").then((m) => m.LeadListPage));

export const meta: Route.MetaFunction = () => vendorMeta("Leads");

export default function VendorLeadsRoute() {
  return <LeadListPage />;
}
