import type { Route } from "./+types/leads";
import { vendorMeta } from "../../features/vendor/shell/vendor-meta";
import { lazyScreen } from "../../features/vendor/ui/lazy-page";

const LeadListPage = lazyScreen(() => import("../../features/vendor/bookings/lead-list-page").then((m) => m.LeadListPage));

export const meta: Route.MetaFunction = () => vendorMeta("Leads");

export default function VendorLeadsRoute() {
  return <LeadListPage />;
}
