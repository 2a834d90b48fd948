import { redirect } from "react-router";
import type { Route } from "./+types/login";
import { LoginPage, returnPath } from "../features/accounts/login-page";
import { readSession } from "../features/accounts/session.server";
import { paths } from "../lib/paths";
import { seo } from "../lib/seo";

export async function loader({ request, context }: Route.LoaderArgs) {
  // ?redirect= names a page of this site to return to (a direct or no-JS link from an offering); anything else is /.
  const returnTo = returnPath(new URL(request.url).searchParams.get("redirect"));
  // An already-authenticated user starts at authenticated, which on the page means going back (application §2, §4).
  const session = await readSession(context.api);
  if (session.isAuthenticated) throw redirect(returnTo);
  return { origin: context.origin, returnTo };
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
