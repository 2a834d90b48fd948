import { getStanding } from "@utsav/api-client/reviews/get-standing";
import { OPS_NAV_COPY } from "@utsav/domain/client";
import type { Route } from "./+types/standing";
import { opsMeta } from "../../features/operations/ops-meta";
import { TableScroll } from "../../features/operations/table-scroll";
import { ConsoleStandingPage } from "../../features/reviews/console-standing-page";
import { apiData } from "../../lib/api";

/** Every approved vendor's rating and responsiveness, those under the rating floor first (docs/decisions/0060). */
export async function loader({ context }: Route.LoaderArgs) {
  return apiData(context.api, getStanding);
}

export const meta: Route.MetaFunction = () => opsMeta(OPS_NAV_COPY.standing);

/** The console's own table frame (it scrolls sideways on a phone, by keyboard too) around the standing table. */
export default function OpsStandingRoute({ loaderData }: Route.ComponentProps) {
  return <ConsoleStandingPage standing={loaderData} frame={TableScroll} />;
}
