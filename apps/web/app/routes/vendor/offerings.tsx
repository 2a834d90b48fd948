import type { Route } from "./+types/offerings";
import { listVendorOfferings } from "@utsav/api-client/vendor/offerings/list-vendor-offerings";
import { vendorPageData } from "../../features/vendors/api/loader-data.server";
import { runOfferingAct } from "../../features/vendors/offerings/offering-acts";
import type { OfferingActResult } from "../../features/vendors/offerings/offering-acts";
import { useVendorLayoutProfile } from "../../features/vendors/shell/layout-data";
import { vendorMeta } from "../../features/vendors/shell/vendor-meta";
import { browserApi } from "../../lib/api-client";
import { submittedBody } from "../../shared/lib/forms/json-action";
import { lazyScreen } from "../../shared/ui/vendor-area/lazy-page";

const OfferingListPage = lazyScreen(() => import("../../features/vendors/offerings/offering-list-page").then((m) => m.OfferingListPage));

export async function loader({ context }: Route.LoaderArgs) {
  const list = await vendorPageData(context.api, listVendorOfferings);
  return list ? { offerings: list.offerings } : null;
}

/** Pause, resume and delete (features/vendors/offerings/offering-acts.ts), sent from the list's buttons and dialog. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<OfferingActResult> {
  return runOfferingAct(browserApi, await submittedBody(request));
}

export const meta: Route.MetaFunction = () => vendorMeta("Offerings");

export default function VendorOfferingsRoute({ loaderData }: Route.ComponentProps) {
  // The vendor layout's profile: until operators approve the business, its offerings wait for review (decision 0020).
  const approved = useVendorLayoutProfile()?.reviewState === "approved";
  return loaderData ? <OfferingListPage offerings={loaderData.offerings} approved={approved} /> : null;
}
