import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/waiting";
import { getWaiting } from "@utsav/api-client/operator/get-waiting";
import { WAITING_COPY } from "@utsav/domain/client";
import type { WaitingProblem } from "@utsav/domain";
import type { WaitingActResult } from "../../features/operations/waiting-acts";
import { changesNothing, hoursIn, joinGroups } from "../../features/operations/waiting-groups";
import { WaitingPage } from "../../features/operations/waiting-page";
import { opsMeta } from "../../features/operations/ops-meta";
import { apiData } from "../../lib/api";
import { browserApi } from "../../lib/api-client";
import { cursorIn, pagesUpTo } from "../../shared/lib/cursor-pages";
import { submittedBody } from "../../shared/lib/forms/json-action";

/** What has waited longer than the address's threshold, every page up to its cursor ("Show more"). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const hours = hoursIn(params);
  // Problems reported come with the first page (docs/decisions/0054).
  let problems: WaitingProblem[] = [];
  const read = await apiData(context.api, (api) =>
    pagesUpTo(
      (cursor) => getWaiting(api, { ...(hours ? { hours } : {}), cursor }),
      cursorIn(params),
      (page) => {
        if (page.problems.length > 0) problems = page.problems;
        return page.groups;
      },
    ),
  );
  return { hours, problems, groups: joinGroups(read.items), nextCursor: read.nextCursor };
}

/**
 * Reading numbers, cancelling a booking, sending a brief further (features/operations/waiting-acts.ts): sent from the
 * browser, so the audit log records the operator's own address (docs/decisions/0037).
 */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<WaitingActResult> {
  // The acts load when first used, keeping the page's first load inside its budget (decision 30).
  const { runWaitingAct } = await import("../../features/operations/waiting-acts");
  return runWaitingAct(browserApi, await submittedBody(request));
}

/** Reading numbers changes nothing the list shows: it is not read again for it. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return changesNothing(actionResult) ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = () => opsMeta(WAITING_COPY.navLabel);

export default function OpsWaitingRoute({ loaderData }: Route.ComponentProps) {
  return <WaitingPage {...loaderData} />;
}
