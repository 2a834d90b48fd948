import { queryOptions, useQuery } from "@tanstack/react-query";
import { MESSAGES } from "@utsav/domain/client";
import type { VendorDashboard } from "@utsav/domain";
import { vendorApiPaths } from "./api-paths";
import { request } from "./request";

export const dashboardQueryKey = ["vendor", "dashboard"] as const;

/** GET /api/vendor/dashboard: counts, profile and KYC state, the latest bookings and leads. */
export function fetchVendorDashboard(): Promise<VendorDashboard> {
  return request<VendorDashboard>(vendorApiPaths.dashboard(), MESSAGES.internalError);
}

export function vendorDashboardQueryOptions() {
  return queryOptions({ queryKey: dashboardQueryKey, queryFn: fetchVendorDashboard });
}

export function useVendorDashboard() {
  return useQuery(vendorDashboardQueryOptions());
}
