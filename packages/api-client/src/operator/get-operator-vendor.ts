import type { operatorVendorDetailSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { operatorApiPaths } from "./paths.ts";

/** GET /api/operator/vendors/{id}: profile sections, offerings, documents (masked) and decisions. */
export function getOperatorVendor(api: ApiTransport, vendorId: string, { signal }: CallOptions = {}) {
  return send<z.output<typeof operatorVendorDetailSchema>>(api, { method: "GET", path: operatorApiPaths.vendor(vendorId), signal });
}
