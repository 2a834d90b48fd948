import type { adminVendorDetailSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { adminApiPaths } from "./paths.ts";

/** POST /api/admin/vendors/{id}/restore: puts a paused vendor back on the storefront. */
export function restoreVendor(api: ApiTransport, vendorId: string, { signal }: CallOptions = {}) {
  return send<z.output<typeof adminVendorDetailSchema>>(api, { method: "POST", path: adminApiPaths.restoreVendor(vendorId), signal });
}
