import { data } from "react-router";
import { isVendorProfileSection, vendorProfileMessageFor } from "@utsav/domain/client";
import type { Route } from "./+types/profile-section";
import { vendorPageData } from "../../features/vendors/api/loader-data.server";
import { saveSection } from "../../features/vendors/profile/profile-acts";
import { readSavedSection } from "../../features/vendors/profile/saved-section";
import { SectionHeader } from "../../features/vendors/profile/section-header";
import { useVendorLayoutProfile } from "../../features/vendors/shell/layout-data";
import { vendorMeta } from "../../features/vendors/shell/vendor-meta";
import { VendorPageError } from "../../features/vendors/shell/vendor-not-found";
import { browserApi } from "../../lib/api-client";
import { lazyScreen } from "../../shared/ui/vendor-area/lazy-page";

// The section forms load with their own chunk, react-hook-form with them (docs/decisions/0030).
const ProfileSectionPage = lazyScreen(() =>
  import("../../features/vendors/profile/profile-section-page").then((m) => m.ProfileSectionPage),
);

/** What was saved for the section; an unknown section is a page that does not exist. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const section = params.section;
  if (!isVendorProfileSection(section)) throw data(vendorProfileMessageFor.unknownSection(section), { status: 404 });
  return vendorPageData(context.api, readSavedSection(section));
}

/** Saves the section from the browser; the form then goes back to the profile, where the layout reads it again. */
export async function clientAction({ params, request }: Route.ClientActionArgs) {
  return saveSection(browserApi, params.section, request);
}

export const meta: Route.MetaFunction = () => vendorMeta("Your profile");

export default function VendorProfileSectionRoute({ loaderData, actionData }: Route.ComponentProps) {
  const profile = useVendorLayoutProfile();
  // No form when the layout answers instead (a guest, a customer, a vendor still to onboard).
  return loaderData ? <ProfileSectionPage saved={loaderData} profile={profile} result={actionData} /> : null;
}

/** An unknown section is the 404 view; a section that could not be read is its header with Try again. */
export function ErrorBoundary({ params }: Route.ErrorBoundaryProps) {
  const section = params.section;
  return <VendorPageError header={section && isVendorProfileSection(section) ? <SectionHeader section={section} /> : null} />;
}
