import { useState } from "react";
import { redirect, useNavigate } from "react-router";
import type { Route } from "./+types/login";
import { runLoginAct } from "../../features/accounts/login-acts";
import type { LoginActResult } from "../../features/accounts/login-acts";
import { LoginStepSkeleton } from "../../features/accounts/login-step-skeleton";
import { readSession } from "../../features/accounts/session.server";
import { useRouteLoginActs } from "../../features/accounts/use-login-acts";
import { useSignOut } from "../../features/vendors/shell/use-sign-out";
import { vendorMeta } from "../../features/vendors/shell/vendor-meta";
import { VENDOR_SIGN_IN_COPY } from "@utsav/domain/client";
import { VendorSignInPage } from "../../features/vendors/sign-in/vendor-sign-in-page";
import { browserApi } from "../../lib/api-client";
import { paths } from "../../lib/paths";
import { submittedBody } from "../../shared/lib/forms/json-action";
import { lazyScreen } from "../../shared/ui/lazy-screen";

// The flow's forms load with their own chunk, react-hook-form with them (docs/decisions/0030).
const LoginFlow = lazyScreen(() => import("../../features/accounts/login-flow").then((m) => m.LoginFlow), <LoginStepSkeleton />);

export async function loader({ context }: Route.LoaderArgs) {
  const session = await readSession(context.api);
  // A signed-in vendor goes straight in; the layout decides between onboarding and the dashboard.
  if (session.isAuthenticated && session.userType === "vendor") throw redirect(paths.vendorDashboard());
  return { consumerSignedIn: session.isAuthenticated && session.userType === "consumer" };
}

/** The login steps' acts (features/accounts/login-acts.ts), sent from the browser as a vendor's. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<LoginActResult> {
  return runLoginAct(browserApi, "vendor", await submittedBody(request));
}

// The page stays while the flow runs (signing in revalidates the app's data for the header).
export function shouldRevalidate() {
  return false;
}

export const meta: Route.MetaFunction = () => vendorMeta(VENDOR_SIGN_IN_COPY.title);

export default function VendorLoginRoute({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const acts = useRouteLoginActs();
  const [signedOut, setSignedOut] = useState(false);
  const { signOut, signingOut } = useSignOut("consumer", { navigateTo: null });
  return (
    <VendorSignInPage
      consumerSignedIn={loaderData.consumerSignedIn && !signedOut}
      signingOut={signingOut}
      onSignOut={() => void signOut().then(() => setSignedOut(true))}
    >
      <LoginFlow userType="vendor" heading="h2" acts={acts} onComplete={() => void navigate(paths.vendorDashboard(), { replace: true })} />
    </VendorSignInPage>
  );
}
