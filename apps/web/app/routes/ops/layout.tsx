import { data, isRouteErrorResponse, Outlet, redirect } from "react-router";
import type { Route } from "./+types/layout";
import { readSession } from "../../features/accounts/session.server";
import { opsMeta } from "../../features/operations/ops-meta";
import { opsPageOf } from "../../features/operations/ops-return-path";
import { NotAnOperatorPage, OpsShell } from "../../features/operations/ops-shell";
import { workPaths } from "../../lib/work-paths";

/**
 * Who may open the console (docs/decisions/0020): operators; a guest signs in first, anyone else is told no. A guest
 * (or an operator whose session ended after 15 idle minutes) comes back to this page once signed in (decision 43).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await readSession(context.api);
  if (!session.isAuthenticated) throw redirect(workPaths.opsLogin(opsPageOf(request.url)));
  if (session.userType !== "operator") return data({ operator: false }, { status: 403 });
  return { operator: true };
}

export const meta: Route.MetaFunction = () => opsMeta("Operations");

/** A section's own loader refused too (its API call answered 403): the same page, not an error. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) return <NotAnOperatorPage />;
  throw error;
}

export default function OpsLayoutRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.operator) return <NotAnOperatorPage />;
  return (
    <OpsShell>
      <Outlet />
    </OpsShell>
  );
}
