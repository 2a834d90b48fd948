import type { VendorWebLinkRequest, vendorWebLinkRedeemedSchema, vendorWebLinkSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { apiPaths } from "../paths.ts";

/**
 * POST /api/auth/vendor/web-link: a one-time link (valid 60 s) to a page of the web's vendor area that opens signed in
 * (docs/decisions/0072). The app sends its bearer token here; the link carries only a code.
 */
export function createVendorWebLink(api: ApiTransport, body: VendorWebLinkRequest, { signal }: CallOptions = {}) {
  return send<z.output<typeof vendorWebLinkSchema>>(api, { method: "POST", path: apiPaths.vendorWebLink(), body, signal });
}

/** POST /api/auth/vendor/web-link/redeem: the web's side; uses the code once and starts a cookie session. */
export function redeemVendorWebLink(api: ApiTransport, code: string, { signal }: CallOptions = {}) {
  return send<z.output<typeof vendorWebLinkRedeemedSchema>>(api, {
    method: "POST",
    path: apiPaths.vendorWebLinkRedeem(),
    body: { code },
    signal,
  });
}
