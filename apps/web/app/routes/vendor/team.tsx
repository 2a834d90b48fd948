import { useNavigation } from "react-router";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { getVendorTeam } from "@utsav/api-client/vendor/team/get-vendor-team";
import { VENDOR_TEAM_COPY } from "@utsav/domain/client";
import type { Route } from "./+types/team";
import { vendorPageData } from "../../features/vendors/api/loader-data.server";
import { vendorMeta } from "../../features/vendors/shell/vendor-meta";
import { VendorPageError } from "../../features/vendors/shell/vendor-not-found";
import { isTeamChanged, runTeamAct } from "../../features/vendors/team/team-acts";
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

/** The owner's changes (features/vendors/team/team-acts.ts), sent from the browser; the API answers the team they left. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<TeamActResult> {
  return runTeamAct(browserApi, await submittedBody(request));
}

/** A change the API took answers the team as it left it, which the page shows: the team is read again only after a refusal. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return isTeamChanged(actionResult) ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = () => vendorMeta(VENDOR_TEAM_COPY.title);

export default function VendorTeamRoute({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  // The last change's answer is newer than the loader's read, which it replaced (shouldRevalidate).
  const team = isTeamChanged(actionData) ? actionData.team : loaderData;
  return team ? <TeamPage team={team} result={actionData} busy={busy} /> : null;
}

/** A team that could not be read: the page's top, then the API's message and Try again. */
export function ErrorBoundary() {
  return <VendorPageError header={<TeamHeader />} />;
}
