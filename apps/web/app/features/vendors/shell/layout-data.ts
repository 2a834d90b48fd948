import { useRouteLoaderData } from "react-router";
import type { VendorProfile } from "@utsav/domain";

/** The vendor layout's route id: React Router names a route by its file (routes/vendor/layout.tsx, routes.ts). */
export const VENDOR_LAYOUT_ROUTE_ID = "routes/vendor/layout";

/** What the vendor layout's loader answers: who is signed in, and the vendor's profile once onboarded. */
export interface VendorLayoutData {
  kind: "vendor" | "customer" | "onboarding";
  profile: VendorProfile | null;
}

/**
 * The signed-in vendor's profile as the layout's loader read it (docs/decisions/0030): it is read again on every page
 * change and after every write, so a page under the layout needs no read of its own. Null before onboarding.
 */
export function useVendorLayoutProfile(): VendorProfile | null {
  return useRouteLoaderData<VendorLayoutData>(VENDOR_LAYOUT_ROUTE_ID)?.profile ?? null;
}
