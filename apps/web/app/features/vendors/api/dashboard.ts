import { queryOptions, useQuery } from "@tanstack/react-query";
import { MESSAGES } from "@utsav/domain/client";
import { getVendorDashboard } from "@utsav/api-client/vendor/dashboard/get-vendor-dashboard";
import type { VendorDashboard } from "@utsav/domain";
import { browserApi } from "../../../lib/api-client";
import { dashboardQueryKey } from "../../../shared/lib/vendor-area/query-keys";
import { request } from "../../../shared/lib/vendor-area/request";

/** GET /api/vendor/dashboard: counts, profile and KYC state, the latest bookings and leads. */
export function fetchVendorDashboard(): Promise<VendorDashboard> {
  return request(getVendorDashboard(browserApi), MESSAGES.internalError);
}

export function vendorDashboardQueryOptions() {
  return queryOptions({ queryKey: dashboardQueryKey, queryFn: fetchVendorDashboard });
}

export function useVendorDashboard() {
  return useQuery(vendorDashboardQueryOptions());
}
