import type { Route } from "./+types/waitlists";
import { adminApiPaths } from "@utsav/api-client/admin/paths";
import { getWaitlist } from "@utsav/api-client/admin/get-waitlist";
import { opsMeta } from "../../features/operations/ops-meta";
import { WaitlistsPage } from "../../features/operations/waitlists-page";
import { apiData } from "../../lib/api";

export async function loader({ context }: Route.LoaderArgs) {
  const [shoppers, vendors] = await Promise.all([
    apiData(context.api, (api) => getWaitlist(api, "shoppers")),
    apiData(context.api, (api) => getWaitlist(api, "vendors")),
  ]);
  return {
    lists: [
      { id: "shoppers", title: "Shoppers", list: shoppers, exportUrl: adminApiPaths.waitlistExport("shoppers") },
      { id: "vendors", title: "Vendors", list: vendors, exportUrl: adminApiPaths.waitlistExport("vendors") },
    ],
  };
}

export const meta: Route.MetaFunction = () => opsMeta("Waitlists");

export default function OpsWaitlistsRoute({ loaderData }: Route.ComponentProps) {
  return <WaitlistsPage lists={loaderData.lists} />;
}
