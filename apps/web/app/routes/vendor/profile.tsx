import type { Route } from "./+types/profile";
import { vendorMeta } from "../../features/vendors/shell/vendor-meta";
import { lazyScreen } from "../../shared/ui/vendor-area/lazy-page";

const ProfilePage = lazyScreen(() => import("../../features/vendors/profile/profile-page").then((m) => m.ProfilePage));

export const meta: Route.MetaFunction = () => vendorMeta("Your profile");

export default function VendorProfileRoute() {
  return <ProfilePage />;
}
