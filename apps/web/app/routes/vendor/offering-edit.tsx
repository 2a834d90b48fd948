import { getVendorOffering } from "@utsav/api-client/vendor/offerings/get-vendor-offering";
import type { Route } from "./+types/offering-edit";
import { vendorLoaderData } from "../../features/vendors/api/loader-data.server";
import { occasionOptions } from "../../features/vendors/offerings/occasions.server";
import { vendorMeta } from "../../features/vendors/shell/vendor-meta";
import { VendorNotFound } from "../../features/vendors/shell/vendor-not-found";
import { lazyScreen } from "../../shared/ui/vendor-area/lazy-page";

const OfferingEditorPage = lazyScreen(() =>
  import("../../features/vendors/offerings/offering-editor-page").then((m) => m.OfferingEditorPage),
);

export async function loader({ params, context }: Route.LoaderArgs) {
  // Another vendor's, an unknown or a deleted offering is a 404 ('Offering not found: {id}').
  const offering = await vendorLoaderData(context.api, (api) => getVendorOffering(api, params.id));
  return { offering, occasions: occasionOptions() };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  vendorMeta(loaderData ? `Edit ${loaderData.offering.title}` : "Offering not found");

export default function VendorOfferingEditRoute({ loaderData }: Route.ComponentProps) {
  return <OfferingEditorPage offering={loaderData.offering} occasions={loaderData.occasions} />;
}

export function ErrorBoundary() {
  return <VendorNotFound />;
}
