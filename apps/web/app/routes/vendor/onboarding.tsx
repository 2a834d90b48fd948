import type { Route } from "./+types/onboarding";
import { onboard } from "../../features/vendors/profile/profile-acts";
import { vendorMeta } from "../../features/vendors/shell/vendor-meta";
import { browserApi } from "../../lib/api-client";
import { submittedBody } from "../../shared/lib/forms/json-action";
import { lazyScreen } from "../../shared/ui/vendor-area/lazy-page";

// The form loads with its own chunk, react-hook-form with it (docs/decisions/0030). A vendor who has onboarded
// already is sent to the profile by the layout's loader.
const OnboardingForm = lazyScreen(() => import("../../features/vendors/onboarding/onboarding-form").then((m) => m.OnboardingForm));

/** Creates the business from the browser; the form then goes on to the profile, where the layout reads it. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return onboard(browserApi, await submittedBody(request));
}

export const meta: Route.MetaFunction = () => vendorMeta("Onboard as Vendor");

export default function VendorOnboardingRoute({ actionData }: Route.ComponentProps) {
  return <OnboardingForm result={actionData} />;
}
