import type { adminVendorDetailSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { adminApiPaths } from "./paths.ts";

/** GET /api/admin/vendors/{id}: profile sections, offerings, documents (masked) and decisions. */
export function getAdminVendor(api: ApiTransport, vendorId: string, { signal }: CallOptions = {}) {
  return send<z.output<typeof adminVendorDetailSchema>>(api, { method: "GET", path: adminApiPaths.vendor(vendorId), signal });
}
