import type { Route } from "./+types/dashboard";
import { vendorMeta } from "../../features/vendor/shell/vendor-meta";
import { lazyScreen } from "../../features/vendor/ui/lazy-page";

const DashboardPage = lazyScreen(() => import("../../features/vendor/dashboard/dashboard-page").then((m) => m.DashboardPage));

export const meta: Route.MetaFunction = () => vendorMeta("Dashboard");

export default function VendorDashboardRoute() {
  return <DashboardPage />;
}
