import { useNavigation } from "react-router";
import { getVendorTeam } from "@utsav/api-client/vendor/team/get-vendor-team";
import { VENDOR_TEAM_COPY } from "@utsav/domain/client";
import type { Route } from "./+types/team";
import { vendorPageData } from "../../features/vendors/api/loader-data.server";
import { vendorMeta } from "../../features/vendors/shell/vendor-meta";
import { VendorPageError } from "../../features/vendors/shell/vendor-not-found";
import { runTeamAct } from "../../features/vendors/team/team-acts";
import type { TeamActResult } from "../../features/vendors/team/team-acts";
import { TeamHeader } from "../../features/vendors/team/team-header";
import { browserApi } from "../../lib/api-client";
import { submittedBody } from "../../shared/lib/forms/json-action";
import { lazyScreen } from "../../shared/ui/vendor-area/lazy-page";

// The page's form loads with its own chunk, react-hook-form with it (docs/decisions/0030).
const TeamPage = lazyScreen(() => import("../../features/vendors/team/team-page").then((m) => m.TeamPage));

/** The business's team (docs/decisions/0033): everyone in it reads it. */
export async function loader({ context }: Route.LoaderArgs) {
  return vendorPageData(context.api, getVendorTeam);
}

/** The owner's changes (features/vendors/team/team-acts.ts), sent from the browser; then the team is read again. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<TeamActResult> {
  return runTeamAct(browserApi, await submittedBody(request));
}

export const meta: Route.MetaFunction = () => vendorMeta(VENDOR_TEAM_COPY.title);

export default function VendorTeamRoute({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  return loaderData ? <TeamPage team={loaderData} result={actionData} busy={busy} /> : null;
}

/** A team that could not be read: the page's top, then the API's message and Try again. */
export function ErrorBoundary() {
  return <VendorPageError header={<TeamHeader />} />;
}
