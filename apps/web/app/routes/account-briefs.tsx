import { redirect } from "react-router";
import type { Route } from "./+types/account-briefs";
import { listMyBriefs } from "@utsav/api-client/briefs/list-my-briefs";
import { readSession } from "../features/accounts/session.server";
import { MyBriefsPage } from "../features/briefs/my-briefs-page";
import { apiData } from "../lib/api";
import { paths } from "../lib/paths";

/** My requests: a signed-in consumer's briefs; anyone else signs in first and comes back here. */
export async function loader({ context }: Route.LoaderArgs) {
  const session = await readSession(context.api);
  if (!session.isAuthenticated || session.userType !== "consumer") throw redirect(paths.login(paths.myBriefs()));
  return { list: await apiData(context.api, listMyBriefs) };
}

export function headers() {
  return { "cache-control": "no-store" };
}

export function meta() {
  return [{ title: "My requests · Utsav" }, { name: "robots", content: "noindex" }];
}

export default function AccountBriefsRoute({ loaderData }: Route.ComponentProps) {
  return <MyBriefsPage list={loaderData.list} />;
}
