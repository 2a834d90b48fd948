import { redirect, useNavigate } from "react-router";
import type { Route } from "./+types/login";
import { OPS_SIGN_IN_COPY } from "@utsav/domain/client";
import { runLoginAct } from "../../features/accounts/login-acts";
import type { LoginActResult } from "../../features/accounts/login-acts";
import { LoginStepSkeleton } from "../../features/accounts/login-step-skeleton";
import { returnPath } from "../../features/accounts/return-path";
import { readSession } from "../../features/accounts/session.server";
import { useRouteLoginActs } from "../../features/accounts/use-login-acts";
import { opsMeta } from "../../features/operations/ops-meta";
import { opsReturnPath } from "../../features/operations/ops-return-path";
import { OpsSignInPage } from "../../features/operations/ops-sign-in-page";
import { browserApi } from "../../lib/api-client";
import { workPaths } from "../../lib/work-paths";
import { submittedBody } from "../../shared/lib/forms/json-action";
import { lazyScreen } from "../../shared/ui/lazy-screen";

// The flow's forms load with their own chunk, react-hook-form with them (docs/decisions/0030).
const LoginFlow = lazyScreen(() => import("../../features/accounts/login-flow").then((m) => m.LoginFlow), <LoginStepSkeleton />);

/** The console's words in the shared flow: operators never sign up, and a code may not come (docs/decisions/0043). */
const WORDS = { ...OPS_SIGN_IN_COPY, changeNumber: OPS_SIGN_IN_COPY.startAgain };

/**
 * ?redirect= names the page of the console to return to once signed in (the layout sets it when a session ended): a
 * path of this site (returnPath) inside the console (opsReturnPath), else the overview (docs/decisions/0043).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const returnTo = opsReturnPath(returnPath(new URL(request.url).searchParams.get("redirect")));
  const session = await readSession(context.api);
  if (session.isAuthenticated && session.userType === "operator") throw redirect(returnTo);
  return { returnTo };
}

/** The login steps' acts (features/accounts/login-acts.ts), sent from the browser as an operator's. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<LoginActResult> {
  return runLoginAct(browserApi, "operator", await submittedBody(request));
}

// The page stays while the flow runs (signing in revalidates the app's data for the header).
export function shouldRevalidate() {
  return false;
}

export const meta: Route.MetaFunction = () => opsMeta("Sign in");

export default function OpsLoginRoute({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const acts = useRouteLoginActs();
  const { returnTo } = loaderData;
  return (
    <OpsSignInPage returning={returnTo !== workPaths.ops()}>
      <LoginFlow userType="operator" heading="h2" acts={acts} words={WORDS} onComplete={() => void navigate(returnTo, { replace: true })} />
    </OpsSignInPage>
  );
}
