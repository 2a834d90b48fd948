import type { operatorVendorDetailSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { operatorApiPaths } from "./paths.ts";

/** POST /api/operator/vendors/{id}/restore: puts a paused vendor back on the storefront. */
export function restoreVendor(api: ApiTransport, vendorId: string, { signal }: CallOptions = {}) {
  return send<z.output<typeof operatorVendorDetailSchema>>(api, { method: "POST", path: operatorApiPaths.restoreVendor(vendorId), signal });
}
