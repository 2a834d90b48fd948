import type { Route } from "./+types/dashboard";
import { getVendorDashboard } from "@utsav/api-client/vendor/dashboard/get-vendor-dashboard";
import { vendorPageData } from "../../features/vendors/api/loader-data.server";
import { vendorMeta } from "../../features/vendors/shell/vendor-meta";
import { VendorPageError } from "../../features/vendors/shell/vendor-not-found";
import { PageHeader } from "../../shared/ui/vendor-area/page-header";
import { lazyScreen } from "../../shared/ui/vendor-area/lazy-page";

const DashboardPage = lazyScreen(() => import("../../features/vendors/dashboard/dashboard-page").then((m) => m.DashboardPage));

export async function loader({ context }: Route.LoaderArgs) {
  return vendorPageData(context.api, getVendorDashboard);
}

export const meta: Route.MetaFunction = () => vendorMeta("Dashboard");

export default function VendorDashboardRoute({ loaderData }: Route.ComponentProps) {
  // No dashboard when the layout answers instead (a guest, a customer, a vendor still to onboard).
  return loaderData ? <DashboardPage dashboard={loaderData} /> : null;
}

export function ErrorBoundary() {
  return <VendorPageError header={<PageHeader title="Dashboard" />} />;
}
