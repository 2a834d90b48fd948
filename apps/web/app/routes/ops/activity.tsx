import type { Route } from "./+types/activity";
import { operatorApiPaths } from "@utsav/api-client/operator/paths";
import { listOperatorBookings } from "@utsav/api-client/operator/list-operator-bookings";
import { listOperatorLeads } from "@utsav/api-client/operator/list-operator-leads";
import { ActivityPage } from "../../features/operations/activity-page";
import { opsMeta } from "../../features/operations/ops-meta";
import { apiData } from "../../lib/api";

export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const read = (name: string) => params.get(name)?.trim() ?? "";
  const filter = { vendorId: read("vendorId"), status: read("status"), from: read("from"), to: read("to") };
  const given = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== ""));
  const [bookings, leads] = await Promise.all([
    apiData(context.api, (api) => listOperatorBookings(api, { ...given, limit: 100 })),
    apiData(context.api, (api) => listOperatorLeads(api, { ...given, limit: 100 })),
  ]);
  return {
    filter,
    bookings,
    leads,
    exports: { bookings: operatorApiPaths.bookingsExport(given), leads: operatorApiPaths.leadsExport(given) },
  };
}

export const meta: Route.MetaFunction = () => opsMeta("Bookings and leads");

export default function OpsActivityRoute({ loaderData }: Route.ComponentProps) {
  return <ActivityPage {...loaderData} />;
}
