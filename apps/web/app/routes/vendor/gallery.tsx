import { getGallery } from "@utsav/api-client/vendor/gallery/get-gallery";
import { getGalleryConfig } from "@utsav/api-client/vendor/gallery/get-gallery-config";
import type { Route } from "./+types/gallery";
import { optionalVendorData, vendorPageData } from "../../features/vendors/api/loader-data.server";
import { vendorMeta } from "../../features/vendors/shell/vendor-meta";
import { lazyScreen } from "../../shared/ui/vendor-area/lazy-page";

const GalleryPage = lazyScreen(() => import("../../features/vendors/gallery/gallery-page").then((m) => m.GalleryPage));

export async function loader({ context }: Route.LoaderArgs) {
  // The limits are constants the page also knows; without them it asks again in the browser.
  const [gallery, config] = await Promise.all([vendorPageData(context.api, getGallery), optionalVendorData(context.api, getGalleryConfig)]);
  return gallery ? { gallery, config } : null;
}

export const meta: Route.MetaFunction = () => vendorMeta("Gallery");

export default function VendorGalleryRoute({ loaderData }: Route.ComponentProps) {
  return loaderData ? <GalleryPage gallery={loaderData.gallery} config={loaderData.config} /> : null;
}
