import { redirect } from "react-router";
import type { Route } from "./+types/login";
import { runLoginAct } from "../features/accounts/login-acts";
import type { LoginActResult } from "../features/accounts/login-acts";
import { returnPath } from "../features/accounts/return-path";
import { readSession } from "../features/accounts/session.server";
import { browserApi } from "../lib/api-client";
import { paths } from "../lib/paths";
import { seo } from "../lib/seo";
import { submittedBody } from "../shared/lib/forms/json-action";
import { lazyScreen } from "../shared/ui/lazy-screen";

// The page's forms load with their own chunk, react-hook-form with them (docs/decisions/0030).
const LoginPage = lazyScreen(() => import("../features/accounts/login-page").then((m) => m.LoginPage));

export async function loader({ request, context }: Route.LoaderArgs) {
  // ?redirect= names a page of this site to return to (a direct or no-JS link from an offering); anything else is /.
  const returnTo = returnPath(new URL(request.url).searchParams.get("redirect"));
  // An already-authenticated user starts at authenticated, which on the page means going back (application §2, §4).
  const session = await readSession(context.api);
  if (session.isAuthenticated) throw redirect(returnTo);
  return { origin: context.origin, returnTo };
}

/** The login steps' acts (features/accounts/login-acts.ts), sent from the browser as a consumer's. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<LoginActResult> {
  return runLoginAct(browserApi, "consumer", await submittedBody(request));
}

// Signing in revalidates the app's data for the header; the page itself must stay until the flow completes
// (a new user still has onboarding to do).
export function shouldRevalidate() {
  return false;
}

export function meta({ data }: Route.MetaArgs) {
  return [
    ...seo({
      title: "Login · Utsav",
      description: "Sign in to Utsav with your mobile number and a one-time code.",
      path: paths.login(),
      origin: data?.origin,
    }),
    { name: "robots", content: "noindex, follow" },
  ];
}

export default function LoginRoute({ loaderData }: Route.ComponentProps) {
  return <LoginPage returnTo={loaderData.returnTo} />;
}
