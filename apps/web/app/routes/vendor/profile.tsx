import type { Route } from "./+types/profile";
import { vendorMeta } from "../../features/vendor/shell/vendor-meta";
import { lazyScreen } from "../../features/vendor/ui/lazy-page";

const ProfilePage = lazyScreen(() => import("../../features/vendor/profile/profile-page").then((m) => m.ProfilePage));

export const meta: Route.MetaFunction = () => vendorMeta("Your profile");

export default function VendorProfileRoute() {
  return <ProfilePage />;
}
