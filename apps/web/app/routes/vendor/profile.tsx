import type { Route } from "./+types/profile";
import { runProfilePageAct, submitAnswerOf } from "../../features/vendors/profile/profile-acts";
import { useVendorLayoutProfile } from "../../features/vendors/shell/layout-data";
import { vendorMeta } from "../../features/vendors/shell/vendor-meta";
import { browserApi } from "../../lib/api-client";
import { submittedBody } from "../../shared/lib/forms/json-action";
import { lazyScreen } from "../../shared/ui/vendor-area/lazy-page";

const ProfileOverview = lazyScreen(() => import("../../features/vendors/profile/profile-overview").then((m) => m.ProfileOverview));

/**
 * The page's acts (features/vendors/profile/profile-acts.ts), from the browser: Submit for review, after which the
 * layout reads the profile again; and deleting the account ("Your data", docs/decisions/0031), after which it does not
 * (routes/vendor/layout.tsx) and the question goes home.
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return runProfilePageAct(browserApi, await submittedBody(request));
}

export const meta: Route.MetaFunction = () => vendorMeta("Your profile");

/** The profile is the layout loader's (read again after the submit), so the page reads nothing of its own. */
export default function VendorProfileRoute({ actionData }: Route.ComponentProps) {
  const profile = useVendorLayoutProfile();
  return profile ? <ProfileOverview profile={profile} result={actionData ? submitAnswerOf(actionData) : undefined} /> : null;
}
