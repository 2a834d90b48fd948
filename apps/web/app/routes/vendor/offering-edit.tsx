import type { VendorOffering } from "@utsav/domain";
import type { Route } from "./+types/offering-edit";
import { vendorApiPaths } from "../../features/vendor/api/api-paths";
import { vendorLoaderData } from "../../features/vendor/api/loader-data.server";
import { occasionOptions } from "../../features/vendor/offerings/occasions.server";
import { vendorMeta } from "../../features/vendor/shell/vendor-meta";
import { VendorNotFound } from "../../features/vendor/shell/vendor-not-found";
import { lazyScreen } from "../../features/vendor/ui/lazy-page";

const OfferingEditorPage = lazyScreen(() => import("../../features/vendor/offerings/offering-editor-page").then((m) => m.OfferingEditorPage));

export async function loader({ params, context }: Route.LoaderArgs) {
  // Another vendor's, an unknown or a deleted offering is a 404 ('Offering not found: {id}').
  const offering = await vendorLoaderData<VendorOffering>(context.api, vendorApiPaths.offering(params.id));
  return { offering, occasions: occasionOptions() };
}

export const meta: Route.MetaFunction = ({ loaderData }) => vendorMeta(loaderData ? `Edit ${loaderData.offering.title}` : "Offering not found");

export default function VendorOfferingEditRoute({ loaderData }: Route.ComponentProps) {
  return <OfferingEditorPage offering={loaderData.offering} occasions={loaderData.occasions} />;
}

export function ErrorBoundary() {
  return <VendorNotFound />;
}
