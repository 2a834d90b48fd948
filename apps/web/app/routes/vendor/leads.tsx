import { listVendorLeads } from "@utsav/api-client/vendor/bookings/list-vendor-leads";
import type { Route } from "./+types/leads";
import { LeadListHeader } from "../../features/leads/vendor/lead-list-header";
import { vendorPageData } from "../../features/vendors/api/loader-data.server";
import { vendorMeta } from "../../features/vendors/shell/vendor-meta";
import { VendorPageError } from "../../features/vendors/shell/vendor-not-found";
import { cursorIn, pagesUpTo } from "../../shared/lib/cursor-pages";
import { lazyScreen } from "../../shared/ui/vendor-area/lazy-page";

const LeadListPage = lazyScreen(() => import("../../features/leads/vendor/lead-list-page").then((m) => m.LeadListPage));

/** The vendor's leads, every page up to the address's cursor ("Load more", shared/lib/cursor-pages.ts). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const last = cursorIn(new URL(request.url).searchParams);
  const read = await vendorPageData(context.api, (api) =>
    pagesUpTo(
      (cursor) => listVendorLeads(api, cursor),
      last,
      (page) => page.leads,
    ),
  );
  return read ? { leads: read.items, nextCursor: read.nextCursor } : null;
}

export const meta: Route.MetaFunction = () => vendorMeta("Leads");

export default function VendorLeadsRoute({ loaderData }: Route.ComponentProps) {
  return loaderData ? <LeadListPage {...loaderData} /> : null;
}

/** Leads that could not be read: the page's top, then the API's message and Try again. */
export function ErrorBoundary() {
  return <VendorPageError header={<LeadListHeader />} />;
}
