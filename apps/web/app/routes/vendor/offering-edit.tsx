import { getVendorOffering } from "@utsav/api-client/vendor/offerings/get-vendor-offering";
import type { Route } from "./+types/offering-edit";
import { vendorLoaderData } from "../../features/vendors/api/loader-data.server";
import { occasionOptions } from "../../features/vendors/offerings/occasions.server";
import { runSaveOffering } from "../../features/vendors/offerings/offering-acts";
import type { SaveOfferingResult } from "../../features/vendors/offerings/offering-acts";
import { useVendorLayoutProfile } from "../../features/vendors/shell/layout-data";
import { vendorMeta } from "../../features/vendors/shell/vendor-meta";
import { VendorNotFound } from "../../features/vendors/shell/vendor-not-found";
import { browserApi } from "../../lib/api-client";
import { lazyScreen } from "../../shared/ui/vendor-area/lazy-page";

// The editor loads with its own chunk, react-hook-form with it (docs/decisions/0030).
const OfferingEditorPage = lazyScreen(() =>
  import("../../features/vendors/offerings/offering-editor-page").then((m) => m.OfferingEditorPage),
);

export async function loader({ params, context }: Route.LoaderArgs) {
  // Another vendor's, an unknown or a deleted offering is a 404 ('Offering not found: {id}').
  const offering = await vendorLoaderData(context.api, (api) => getVendorOffering(api, params.id));
  return { offering, occasions: occasionOptions() };
}

/** Saves the changes the editor sent to the offering of this page, from the browser (POST /api/vendor/offering). */
export async function clientAction({ params, request }: Route.ClientActionArgs): Promise<SaveOfferingResult> {
  return runSaveOffering(browserApi, request, params.id);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  vendorMeta(loaderData ? `Edit ${loaderData.offering.title}` : "Offering not found");

export default function VendorOfferingEditRoute({ loaderData, actionData }: Route.ComponentProps) {
  // The vendor layout's profile: the notice after a save says whether customers see the offering yet (decision 0020).
  const approved = useVendorLayoutProfile()?.reviewState === "approved";
  return <OfferingEditorPage offering={loaderData.offering} occasions={loaderData.occasions} approved={approved} result={actionData} />;
}

export function ErrorBoundary() {
  return <VendorNotFound />;
}
