import type { Route } from "./+types/vendors";
import { listOperatorVendors } from "@utsav/api-client/operator/list-operator-vendors";
import { opsMeta } from "../../features/operations/ops-meta";
import { VendorQueue } from "../../features/operations/vendor-queue";
import { apiData } from "../../lib/api";

export async function loader({ context, request }: Route.LoaderArgs) {
  const state = new URL(request.url).searchParams.get("state") ?? "waiting";
  const { vendors } = await apiData(context.api, (api) => listOperatorVendors(api, state));
  return { state, vendors };
}

export const meta: Route.MetaFunction = () => opsMeta("Vendors");

export default function OpsVendorsRoute({ loaderData }: Route.ComponentProps) {
  return <VendorQueue state={loaderData.state} vendors={loaderData.vendors} />;
}
