import { Link } from "react-router";
import type { Route } from "./+types/home";
import { getOverview } from "@utsav/api-client/operator/get-overview";
import { ActivityChart } from "../../features/operations/activity-chart";
import { opsMeta } from "../../features/operations/ops-meta";
import { apiData } from "../../lib/api";
import { workPaths } from "../../lib/work-paths";

export async function loader({ context }: Route.LoaderArgs) {
  return apiData(context.api, getOverview);
}

export const meta: Route.MetaFunction = () => opsMeta("Overview");

export default function OpsHomeRoute({ loaderData }: Route.ComponentProps) {
  const waiting = loaderData.waitingForReview;
  return (
    <>
      <h1 className="page-title">Overview</h1>
      <p>
        <Link to={workPaths.opsVendors("waiting")}>{waiting === 1 ? "1 vendor is" : `${waiting} vendors are`} waiting for review</Link>
      </p>
      <ActivityChart days={loaderData.days} />
    </>
  );
}
