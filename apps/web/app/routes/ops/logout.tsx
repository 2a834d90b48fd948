import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { logout } from "@utsav/api-client/auth/logout";
import { serverApi } from "../../lib/api";
import { paths } from "../../lib/paths";

/** Ends the operator's session (revoked in the database, so the cookie opens nothing) and returns to the sign-in. */
export async function action({ context }: Route.ActionArgs) {
  await logout(serverApi(context.api), "admin");
  return redirect(paths.opsLogin());
}

export async function loader() {
  return redirect(paths.ops());
}
