import type { operatorVendorListSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { operatorApiPaths } from "./paths.ts";

/** GET /api/operator/vendors?state=: the review queue (waiting by default) or vendors in another state. */
export function listOperatorVendors(api: ApiTransport, state: string | undefined, { signal }: CallOptions = {}) {
  return send<z.output<typeof operatorVendorListSchema>>(api, { method: "GET", path: operatorApiPaths.vendors(state), signal });
}
