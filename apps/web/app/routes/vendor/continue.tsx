import { apiPaths } from "@utsav/api-client/paths";
import { isVendorWebLinkPage, VENDOR_WEB_LINK_COPY } from "@utsav/domain/client";
import type { VendorWebLinkRedeemed } from "@utsav/domain";
import { data, redirect } from "react-router";
import type { Route } from "./+types/continue";
import { vendorMeta } from "../../features/vendors/shell/vendor-meta";
import { ContinueFailedPage } from "../../features/vendors/sign-in/continue-failed-page";

/** The address carries a one-time code: no cache keeps the page and no Referer repeats its address (OWASP ASVS 5.0 V8.3). */
const PRIVATE = { "cache-control": "no-store", "referrer-policy": "no-referrer" } as const;

/**
 * Where the app's one-time link lands (docs/decisions/0072): the server redeems the code with the API, which starts a
 * new vendor session and sets its cookie exactly as a sign-in does; the page passes that cookie on and goes to the
 * page the link was made for. A link another site made the browser open is refused before the code is used (Fetch
 * Metadata), so no one signs a vendor into an account of theirs (login CSRF, OWASP ASVS 5.0 V3.5).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const code = new URL(request.url).searchParams.get("code") ?? "";
  if (request.headers.get("sec-fetch-site") === "cross-site") return data({ failed: true }, { status: 403, headers: PRIVATE });
  const answer = await context.api.post<VendorWebLinkRedeemed>(apiPaths.vendorWebLinkRedeem(), { code });
  const next = answer.body.success ? answer.body.data?.next : undefined;
  if (answer.status === 200 && next && isVendorWebLinkPage(next)) {
    const headers = new Headers(PRIVATE);
    for (const cookie of answer.setCookie ?? []) headers.append("set-cookie", cookie);
    throw redirect(next, { headers });
  }
  return data({ failed: true }, { status: answer.status >= 400 ? answer.status : 410, headers: PRIVATE });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = () => vendorMeta(VENDOR_WEB_LINK_COPY.failedTitle);

export default function VendorContinueRoute() {
  return <ContinueFailedPage />;
}
