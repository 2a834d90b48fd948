import type { adminVendorListSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { adminApiPaths } from "./paths.ts";

/** GET /api/admin/vendors?state=: the review queue (waiting by default) or vendors in another state. */
export function listAdminVendors(api: ApiTransport, state: string | undefined, { signal }: CallOptions = {}) {
  return send<z.output<typeof adminVendorListSchema>>(api, { method: "GET", path: adminApiPaths.vendors(state), signal });
}
