import type { vendorChangePageSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { operatorApiPaths } from "./paths.ts";

/** GET /api/operator/vendor-changes: vendors' edits, newest first, a page at a time (docs/decisions/0032). */
export function listVendorChanges(
  api: ApiTransport,
  page: Parameters<typeof operatorApiPaths.vendorChanges>[0] = {},
  { signal }: CallOptions = {},
) {
  return send<z.output<typeof vendorChangePageSchema>>(api, { method: "GET", path: operatorApiPaths.vendorChanges(page), signal });
}
