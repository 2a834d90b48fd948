import { redirect } from "react-router";
import type { Route } from "./+types/account-brief";
import { getMyBrief } from "@utsav/api-client/briefs/get-my-brief";
import { readSession } from "../features/accounts/session.server";
import { acceptBriefQuote } from "../features/briefs/accept-quote";
import type { AcceptActionResult } from "../features/briefs/accept-quote";
import { MyBriefPage } from "../features/briefs/my-brief-page";
import { apiData } from "../lib/api";
import { browserApi } from "../lib/api-client";
import { paths } from "../lib/paths";
import { submittedBody } from "../shared/lib/forms/json-action";

/** One of the consumer's briefs with its quotes; another's, or none, is the API's 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const session = await readSession(context.api);
  if (!session.isAuthenticated || session.userType !== "consumer") throw redirect(paths.login(paths.myBrief(params.id)));
  return { brief: await apiData(context.api, (api) => getMyBrief(api, params.id)) };
}

/** Accepts a quote from the browser (features/briefs/accept-quote.ts); the page is then read again. */
export async function clientAction({ params, request }: Route.ClientActionArgs): Promise<AcceptActionResult> {
  return acceptBriefQuote(browserApi, params.id, await submittedBody(request));
}

export function headers() {
  return { "cache-control": "no-store" };
}

export function meta() {
  return [{ title: "My request · Utsav" }, { name: "robots", content: "noindex" }];
}

export default function AccountBriefRoute({ loaderData }: Route.ComponentProps) {
  return <MyBriefPage key={loaderData.brief.id} brief={loaderData.brief} />;
}
