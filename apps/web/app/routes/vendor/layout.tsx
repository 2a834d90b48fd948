import { lazy, Suspense } from "react";
import { data, Outlet, redirect } from "react-router";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/layout";
import { getVendorProfile } from "@utsav/api-client/vendor/profile/get-vendor-profile";
import type { VendorLayoutData } from "../../features/vendors/shell/layout-data";
import { vendorMeta } from "../../features/vendors/shell/vendor-meta";
import { PageSkeleton } from "../../shared/ui/vendor-area/lazy-page";
import { lazyScreen } from "../../shared/ui/lazy-screen";
import { apiErrorResponse, serverApi } from "../../lib/api";
import { paths } from "../../lib/paths";
import { isAccountDeleted } from "../../shared/lib/account-deletion";

// A shopper's session in the vendor area is rare: its page loads apart, out of every vendor page's first script.
const ConsumerSessionPage = lazyScreen(() =>
  import("../../features/vendors/shell/consumer-session-page").then((m) => m.ConsumerSessionPage),
);

// The shell and the query cache load as their own chunk (see features/vendors/shell/vendor-frame.tsx). The pages under
// the layout read the profile it loads with useVendorLayoutProfile (features/vendors/shell/layout-data.ts).
const VendorFrame = lazy(() => import("../../features/vendors/shell/vendor-frame"));

/**
 * Who may see the vendor area (application §6): a guest signs in first, a consumer is told this is for vendors,
 * a vendor who has not onboarded onboards first; everyone else gets the shell with their profile. Its answer is what
 * the pages under it read (VendorLayoutData).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const onOnboarding = new URL(request.url).pathname === paths.vendorOnboarding();
  const result = await getVendorProfile(serverApi(context.api));
  if (result.ok) {
    if (onOnboarding) throw redirect(paths.vendorProfile());
    return { kind: "vendor", profile: result.data } satisfies VendorLayoutData;
  }
  const { status, errorCode, errorMessage } = result;
  if (status === 401) throw redirect(paths.vendorLogin());
  if (status === 403) return data({ kind: "customer", profile: null } satisfies VendorLayoutData, { status: 403 });
  if (status === 409 && errorCode === "NOT_ONBOARDED") {
    if (!onOnboarding) throw redirect(paths.vendorOnboarding());
    return { kind: "onboarding", profile: null } satisfies VendorLayoutData;
  }
  throw apiErrorResponse(status, errorMessage ?? "");
}

/**
 * The profile is read again on every page change, so what the other screens change (documents, photos, a section)
 * shows in the shell's banner, and after every write. Not after onboarding's: the form moves on to the profile with
 * its confirmation itself, and a read at /vendor/onboarding would first send the vendor, now onboarded, there without it.
 * Nor after the account was deleted (docs/decisions/0031): with no session the read would send the vendor to sign in,
 * while the question goes home and says so.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formAction, actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formAction === paths.vendorOnboarding() || isAccountDeleted(actionResult)) return false;
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = () => vendorMeta();

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
