import { data } from "react-router";
import { isVendorProfileSection, vendorProfileMessageFor } from "@utsav/domain/client";
import type { Route } from "./+types/profile-section";
import { vendorMeta } from "../../features/vendors/shell/vendor-meta";
import { VendorNotFound } from "../../features/vendors/shell/vendor-not-found";
import { lazyScreen } from "../../shared/ui/vendor-area/lazy-page";

const ProfileSectionPage = lazyScreen(() =>
  import("../../features/vendors/profile/profile-section-page").then((m) => m.ProfileSectionPage),
);

export function loader({ params }: Route.LoaderArgs) {
  // An unknown section is a page that does not exist.
  if (!isVendorProfileSection(params.section)) throw data(vendorProfileMessageFor.unknownSection(params.section), { status: 404 });
  return { section: params.section };
}

export const meta: Route.MetaFunction = () => vendorMeta("Your profile");

export default function VendorProfileSectionRoute({ loaderData }: Route.ComponentProps) {
  return <ProfileSectionPage section={loaderData.section} />;
}

export function ErrorBoundary() {
  return <VendorNotFound />;
}
