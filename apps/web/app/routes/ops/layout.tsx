import { data, Outlet, redirect } from "react-router";
import type { Route } from "./+types/layout";
import { readSession } from "../../features/account/session.server";
import { opsMeta } from "../../features/ops/ops-meta";
import { NotAnOperatorPage, OpsShell } from "../../features/ops/ops-shell";
import { paths } from "../../lib/paths";

/** Who may open the console (docs/decisions/0020): operators; a guest signs in first, anyone else is told no. */
export async function loader({ context }: Route.LoaderArgs) {
  const session = await readSession(context.api);
  if (!session.isAuthenticated) throw redirect(paths.opsLogin());
  if (session.userType !== "admin") return data({ operator: false }, { status: 403 });
  return { operator: true };
}

export const meta: Route.MetaFunction = () => opsMeta("Operations");

export default function OpsLayoutRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.operator) return <NotAnOperatorPage />;
  return (
    <OpsShell>
      <Outlet />
    </OpsShell>
  );
}
