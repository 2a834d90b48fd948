import { redirect } from "react-router";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { PRIVACY_COPY } from "@utsav/domain/client";
import type { Route } from "./+types/account-data";
import { runAccountDataAct } from "../features/accounts/account-data-acts";
import { AccountDataPage } from "../features/accounts/account-data-page";
import { readSession } from "../features/accounts/session.server";
import { browserApi } from "../lib/api-client";
import { paths } from "../lib/paths";
import { isAccountDeleted } from "../shared/lib/account-deletion";
import { submittedBody } from "../shared/lib/forms/json-action";
import { isRefusal } from "../shared/lib/forms/submitted-form";

/** Your data (docs/decisions/0031): a signed-in consumer's; anyone else signs in first and comes back here. */
export async function loader({ context }: Route.LoaderArgs) {
  const session = await readSession(context.api);
  if (!session.isAuthenticated || session.userType !== "consumer") throw redirect(paths.login(paths.myData()));
  return null;
}

/** Deleting the account (features/accounts/account-data-acts.ts), from the browser. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return runAccountDataAct(browserApi, await submittedBody(request));
}

/**
 * A refused deletion changed nothing, and after a deletion there is no session for this page's loader (it would send
 * the person to sign in): the question goes home instead. The root's loader is read again all the same, so the header
 * shows Login.
 */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return isAccountDeleted(actionResult) || isRefusal(actionResult) ? false : defaultShouldRevalidate;
}

export function headers() {
  return { "cache-control": "no-store" };
}

export function meta() {
  return [{ title: `${PRIVACY_COPY.sectionTitle} · Utsav` }, { name: "robots", content: "noindex" }];
}

export default function AccountDataRoute() {
  return <AccountDataPage />;
}
