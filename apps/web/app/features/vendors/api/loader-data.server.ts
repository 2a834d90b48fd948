import { data, redirect } from "react-router";
import type { ApiClient, LoaderCall } from "../../../lib/api";
import { apiErrorResponse, serverApi } from "../../../lib/api";
import { paths } from "../../../lib/paths";

/**
 * A failed vendor call, thrown as the page's answer: the API's status and message (a 404 is the page's 404), with a
 * reason phrase an id in the message cannot break (lib/api.ts).
 */
function fail(status: number, message: string): never {
  if (status === 404) throw data(message, { status: 404 });
  throw apiErrorResponse(status, message);
}

/**
 * A vendor call made by a loader on the server: the data, or what the page should do instead. A session that has
 * ended goes to the vendor sign-in; a 404 becomes the page's 404 with the API's message.
 */
export async function vendorLoaderData<T>(api: ApiClient, call: LoaderCall<T>): Promise<T> {
  const result = await call(serverApi(api));
  if (result.ok) return result.data;
  if (result.status === 401) throw redirect(paths.vendorLogin());
  fail(result.status, result.errorMessage ?? "");
}

/**
 * What the vendor layout's loader, which runs alongside a page's, answers itself: a guest (401, the sign-in), a
 * consumer (403, a page saying so) and a vendor still to onboard (409, onboarding).
 */
const ANSWERED_BY_LAYOUT = new Set([401, 403, 409]);

/**
 * A page's data read on the server, so the page renders with it: null when the layout answers instead (the page is
 * then not shown), else as vendorLoaderData.
 */
export async function vendorPageData<T>(api: ApiClient, call: LoaderCall<T>): Promise<T | null> {
  const result = await call(serverApi(api));
  if (result.ok) return result.data;
  if (ANSWERED_BY_LAYOUT.has(result.status)) return null;
  fail(result.status, result.errorMessage ?? "");
}

/** Data a page can do without (it asks again in the browser): null on any failure. */
export async function optionalVendorData<T>(api: ApiClient, call: LoaderCall<T>): Promise<T | null> {
  const result = await call(serverApi(api));
  return result.ok ? result.data : null;
}
