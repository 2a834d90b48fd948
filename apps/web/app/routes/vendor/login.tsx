import { useState } from "react";
import { redirect, useNavigate } from "react-router";
import type { Route } from "./+types/login";
import { LoginFlow } from "../../features/accounts/login-flow";
import { readSession } from "../../features/accounts/session.server";
import { useSignOut } from "../../features/vendors/shell/use-sign-out";
import { vendorMeta } from "../../features/vendors/shell/vendor-meta";
import { VendorSignInPage } from "../../features/vendors/sign-in/vendor-sign-in-page";
import { paths } from "../../lib/paths";

export async function loader({ context }: Route.LoaderArgs) {
  const session = await readSession(context.api);
  // A signed-in vendor goes straight in; the layout decides between onboarding and the dashboard.
  if (session.isAuthenticated && session.userType === "vendor") throw redirect(paths.vendorDashboard());
  return { consumerSignedIn: session.isAuthenticated && session.userType === "consumer" };
}

// The page stays while the flow runs (signing in revalidates the app's data for the header).
export function shouldRevalidate() {
  return false;
}

export const meta: Route.MetaFunction = () => vendorMeta("Sign in as vendor");

export default function VendorLoginRoute({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const [signedOut, setSignedOut] = useState(false);
  const { signOut, signingOut } = useSignOut("consumer", { navigateTo: null });
  return (
    <VendorSignInPage
      consumerSignedIn={loaderData.consumerSignedIn && !signedOut}
      signingOut={signingOut}
      onSignOut={() => void signOut().then(() => setSignedOut(true))}
    >
      <LoginFlow userType="vendor" heading="h2" onComplete={() => void navigate(paths.vendorDashboard(), { replace: true })} />
    </VendorSignInPage>
  );
}
