import type { Route } from "./+types/dashboard";
import { vendorMeta } from "../../features/vendors/shell/vendor-meta";
import { lazyScreen } from "../../shared/ui/vendor-area/lazy-page";

const DashboardPage = lazyScreen(() => import("../../features/vendors/dashboard/dashboard-page").then((m) => m.DashboardPage));

export const meta: Route.MetaFunction = () => vendorMeta("Dashboard");

export default function VendorDashboardRoute() {
  return <DashboardPage />;
}
