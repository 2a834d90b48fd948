import { redirect, useNavigate } from "react-router";
import type { Route } from "./+types/login";
import { LoginFlow } from "../../features/accounts/login-flow";
import { readSession } from "../../features/accounts/session.server";
import { opsMeta } from "../../features/operations/ops-meta";
import { OpsSignInPage } from "../../features/operations/ops-sign-in-page";
import { workPaths } from "../../lib/work-paths";

export async function loader({ context }: Route.LoaderArgs) {
  const session = await readSession(context.api);
  if (session.isAuthenticated && session.userType === "operator") throw redirect(workPaths.ops());
  return null;
}

// The page stays while the flow runs (signing in revalidates the app's data for the header).
export function shouldRevalidate() {
  return false;
}

export const meta: Route.MetaFunction = () => opsMeta("Sign in");

export default function OpsLoginRoute() {
  const navigate = useNavigate();
  return (
    <OpsSignInPage>
      <LoginFlow userType="operator" heading="h2" onComplete={() => void navigate(workPaths.ops(), { replace: true })} />
    </OpsSignInPage>
  );
}
