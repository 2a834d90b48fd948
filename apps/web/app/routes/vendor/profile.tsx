import type { Route } from "./+types/profile";
import { submitProfile } from "../../features/vendors/profile/profile-acts";
import { useVendorLayoutProfile } from "../../features/vendors/shell/layout-data";
import { vendorMeta } from "../../features/vendors/shell/vendor-meta";
import { browserApi } from "../../lib/api-client";
import { lazyScreen } from "../../shared/ui/vendor-area/lazy-page";

const ProfileOverview = lazyScreen(() => import("../../features/vendors/profile/profile-overview").then((m) => m.ProfileOverview));

/** Submits the profile for review from the browser; the layout then reads the profile again. */
export async function clientAction() {
  return submitProfile(browserApi);
}

export const meta: Route.MetaFunction = () => vendorMeta("Your profile");

/** The profile is the layout loader's (read again after the submit), so the page reads nothing of its own. */
export default function VendorProfileRoute({ actionData }: Route.ComponentProps) {
  const profile = useVendorLayoutProfile();
  return profile ? <ProfileOverview profile={profile} result={actionData} /> : null;
}
