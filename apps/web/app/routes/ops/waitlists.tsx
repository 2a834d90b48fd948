import type { Route } from "./+types/waitlists";
import { operatorApiPaths } from "@utsav/api-client/operator/paths";
import { getWaitlist } from "@utsav/api-client/operator/get-waitlist";
import { opsMeta } from "../../features/operations/ops-meta";
import { WaitlistsPage } from "../../features/operations/waitlists-page";
import { apiData } from "../../lib/api";

export async function loader({ context }: Route.LoaderArgs) {
  const [consumers, vendors] = await Promise.all([
    apiData(context.api, (api) => getWaitlist(api, "consumers")),
    apiData(context.api, (api) => getWaitlist(api, "vendors")),
  ]);
  return {
    lists: [
      { id: "consumers", title: "Shoppers", list: consumers, exportUrl: operatorApiPaths.waitlistExport("consumers") },
      { id: "vendors", title: "Vendors", list: vendors, exportUrl: operatorApiPaths.waitlistExport("vendors") },
    ],
  };
}

export const meta: Route.MetaFunction = () => opsMeta("Waitlists");

export default function OpsWaitlistsRoute({ loaderData }: Route.ComponentProps) {
  return <WaitlistsPage lists={loaderData.lists} />;
}
