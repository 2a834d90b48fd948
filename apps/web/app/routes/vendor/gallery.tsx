import { getGallery } from "@utsav/api-client/vendor/gallery/get-gallery";
import { getGalleryConfig } from "@utsav/api-client/vendor/gallery/get-gallery-config";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/gallery";
import { optionalVendorData, vendorPageData } from "../../features/vendors/api/loader-data.server";
import { runGalleryAct } from "../../features/vendors/gallery/gallery-acts";
import type { GalleryAnswer } from "../../features/vendors/gallery/gallery-acts";
import { vendorMeta } from "../../features/vendors/shell/vendor-meta";
import { browserApi } from "../../lib/api-client";
import { isRefusal, submittedForm } from "../../shared/lib/forms/submitted-form";
import { lazyScreen } from "../../shared/ui/lazy-screen";

const GalleryPage = lazyScreen(() => import("../../features/vendors/gallery/gallery-page").then((m) => m.GalleryPage));

export async function loader({ context }: Route.LoaderArgs) {
  // The limits are constants the page also knows; without them it goes by those.
  const [gallery, config] = await Promise.all([vendorPageData(context.api, getGallery), optionalVendorData(context.api, getGalleryConfig)]);
  return gallery ? { gallery, config } : null;
}

/**
 * The gallery's acts (features/vendors/gallery/gallery-acts.ts), from this page and from the offering editor's picker:
 * sent from the browser, photos as multipart form data; then the pages' loaders are read again.
 */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<GalleryAnswer> {
  return runGalleryAct(browserApi, await submittedForm(request));
}

/** A refused change changed nothing: the page stays as it is, with the refusal (and offline, without an error page). */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return isRefusal(actionResult) ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = () => vendorMeta("Gallery");

export default function VendorGalleryRoute({ loaderData }: Route.ComponentProps) {
  return loaderData ? <GalleryPage gallery={loaderData.gallery} config={loaderData.config} /> : null;
}
