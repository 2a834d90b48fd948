import type { Route } from "./+types/onboarding";
import { vendorMeta } from "../../features/vendor/shell/vendor-meta";
import { lazyScreen } from "../../features/vendor/ui/lazy-page";

const OnboardingPage = lazyScreen(() => import("../../features/vendor/onboarding/onboarding-page").then((m) => m.OnboardingPage));

export const meta: Route.MetaFunction = () => vendorMeta("Onboard as Vendor");

export default function VendorOnboardingRoute() {
  return <OnboardingPage />;
}
