import { redirect } from "react-router";
import type { Route } from "./+types/login";
import { LoginPage } from "../features/account/login-page";
import { readSession } from "../features/account/session.server";
import { paths } from "../lib/paths";
import { seo } from "../lib/seo";

export async function loader({ context }: Route.LoaderArgs) {
  // An already-authenticated user starts at authenticated, which on the page means back to / (application §2, §4).
  const session = await readSession(context.api);
  if (session.isAuthenticated) throw redirect(paths.home());
  return { origin: context.origin };
}

// Signing in revalidates the app's data for the header; the page itself must stay until the flow completes
// (a new user still has onboarding to do).
export function shouldRevalidate() {
  return false;
}

export function meta({ data }: Route.MetaArgs) {
  return [
    ...seo({ title: "Login · Utsav", description: "Sign in to Utsav with your mobile number and a one-time code.", path: paths.login(), origin: data?.origin }),
    { name: "robots", content: "noindex, follow" },
  ];
}

export default function LoginRoute() {
  return <LoginPage />;
}
