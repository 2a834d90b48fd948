import { lazy, Suspense } from "react";
import { data, Outlet, redirect } from "react-router";
import type { Route } from "./+types/layout";
import { getVendorProfile } from "@utsav/api-client/vendor/profile/get-vendor-profile";
import { ConsumerSessionPage } from "../../features/vendors/shell/consumer-session-page";
import { vendorMeta } from "../../features/vendors/shell/vendor-meta";
import { PageSkeleton } from "../../shared/ui/vendor-area/lazy-page";
import { serverApi } from "../../lib/api";
import { paths } from "../../lib/paths";

// The shell and the query cache load as their own chunk (see features/vendors/shell/vendor-frame.tsx).
const VendorFrame = lazy(() => import("../../features/vendors/shell/vendor-frame"));

/**
 * Who may see the vendor area (application §6): a guest signs in first, a consumer is told this is for vendors,
 * a vendor who has not onboarded onboards first; everyone else gets the shell with their profile.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const onOnboarding = new URL(request.url).pathname === paths.vendorOnboarding();
  const result = await getVendorProfile(serverApi(context.api));
  if (result.ok) {
    if (onOnboarding) throw redirect(paths.vendorProfile());
    return { kind: "vendor" as const, profile: result.data };
  }
  const { status, errorCode, errorMessage } = result;
  if (status === 401) throw redirect(paths.vendorLogin());
  if (status === 403) return data({ kind: "customer" as const, profile: null }, { status: 403 });
  if (status === 409 && errorCode === "NOT_ONBOARDED") {
    if (!onOnboarding) throw redirect(paths.vendorOnboarding());
    return { kind: "onboarding" as const, profile: null };
  }
  throw new Response(errorMessage, { status: status >= 400 ? status : 500, statusText: errorMessage ?? "" });
}

export const meta: Route.MetaFunction = () => vendorMeta("Vendor area");

export default function VendorLayoutRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "customer") return <ConsumerSessionPage />;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <VendorFrame profile={loaderData.profile}>
        <Outlet />
      </VendorFrame>
    </Suspense>
  );
}
