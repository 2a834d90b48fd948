import { redirect } from "react-router";
import { logout } from "@utsav/api-client/auth/logout";
import { browserApi } from "../../lib/api-client";
import { workPaths } from "../../lib/work-paths";

/**
 * Ends the operator's session from the browser (the API revokes it and clears the cookie), then back to the sign-in.
 * The redirect is written as the Response React Router reads, so no more of the router joins every page's scripts.
 */
export async function clientAction() {
  await logout(browserApi, "operator");
  return new Response(null, { status: 302, headers: { Location: workPaths.opsLogin() } });
}

export async function loader() {
  return redirect(workPaths.ops());
}
