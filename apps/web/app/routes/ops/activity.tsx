import type { Route } from "./+types/activity";
import { adminApiPaths } from "@utsav/api-client/admin/paths";
import { listAdminBookings } from "@utsav/api-client/admin/list-admin-bookings";
import { listAdminLeads } from "@utsav/api-client/admin/list-admin-leads";
import { ActivityPage } from "../../features/operations/activity-page";
import { opsMeta } from "../../features/operations/ops-meta";
import { apiData } from "../../lib/api";

export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const read = (name: string) => params.get(name)?.trim() ?? "";
  const filter = { vendorId: read("vendorId"), status: read("status"), from: read("from"), to: read("to") };
  const given = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== ""));
  const [bookings, leads] = await Promise.all([
    apiData(context.api, (api) => listAdminBookings(api, { ...given, limit: 100 })),
    apiData(context.api, (api) => listAdminLeads(api, { ...given, limit: 100 })),
  ]);
  return { filter, bookings, leads, exports: { bookings: adminApiPaths.bookingsExport(given), leads: adminApiPaths.leadsExport(given) } };
}

export const meta: Route.MetaFunction = () => opsMeta("Bookings and leads");

export default function OpsActivityRoute({ loaderData }: Route.ComponentProps) {
  return <ActivityPage {...loaderData} />;
}
