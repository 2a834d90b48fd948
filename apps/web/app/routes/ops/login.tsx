import { redirect, useNavigate } from "react-router";
import type { Route } from "./+types/login";
import { runLoginAct } from "../../features/accounts/login-acts";
import type { LoginActResult } from "../../features/accounts/login-acts";
import { LoginStepSkeleton } from "../../features/accounts/login-step-skeleton";
import { readSession } from "../../features/accounts/session.server";
import { useRouteLoginActs } from "../../features/accounts/use-login-acts";
import { opsMeta } from "../../features/operations/ops-meta";
import { OpsSignInPage } from "../../features/operations/ops-sign-in-page";
import { browserApi } from "../../lib/api-client";
import { workPaths } from "../../lib/work-paths";
import { submittedBody } from "../../shared/lib/forms/json-action";
import { lazyScreen } from "../../shared/ui/lazy-screen";

// The flow's forms load with their own chunk, react-hook-form with them (docs/decisions/0030).
const LoginFlow = lazyScreen(() => import("../../features/accounts/login-flow").then((m) => m.LoginFlow), <LoginStepSkeleton />);

export async function loader({ context }: Route.LoaderArgs) {
  const session = await readSession(context.api);
  if (session.isAuthenticated && session.userType === "operator") throw redirect(workPaths.ops());
  return null;
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

export default function OpsLoginRoute() {
  const navigate = useNavigate();
  const acts = useRouteLoginActs();
  return (
    <OpsSignInPage>
      <LoginFlow userType="operator" heading="h2" acts={acts} onComplete={() => void navigate(workPaths.ops(), { replace: true })} />
    </OpsSignInPage>
  );
}
