import { redirect } from "react-router";
import type { Route } from "./+types/account-brief";
import { getMyBrief } from "@utsav/api-client/briefs/get-my-brief";
import { readSession } from "../features/accounts/session.server";
import { MyBriefPage } from "../features/briefs/my-brief-page";
import { apiData } from "../lib/api";
import { paths } from "../lib/paths";

/** One of the consumer's briefs with its quotes; another's, or none, is the API's 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const session = await readSession(context.api);
  if (!session.isAuthenticated || session.userType !== "consumer") throw redirect(paths.login(paths.myBrief(params.id)));
  return { brief: await apiData(context.api, (api) => getMyBrief(api, params.id)) };
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
