import type { Route } from "./+types/onboarding";
import { vendorMeta } from "../../features/vendors/shell/vendor-meta";
import { lazyScreen } from "../../shared/ui/vendor-area/lazy-page";

const OnboardingPage = lazyScreen(() => import("../../features/vendors/onboarding/onboarding-page").then((m) => m.OnboardingPage));

export const meta: Route.MetaFunction = () => vendorMeta("Onboard as Vendor");

export default function VendorOnboardingRoute() {
  return <OnboardingPage />;
}
