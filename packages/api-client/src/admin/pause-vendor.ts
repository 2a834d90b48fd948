import type { adminVendorDetailSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { adminApiPaths } from "./paths.ts";

/** POST /api/admin/vendors/{id}/pause: takes the vendor's offerings off the storefront, with the reason it reads. */
export function pauseVendor(api: ApiTransport, vendorId: string, reason: string, { signal }: CallOptions = {}) {
  return send<z.output<typeof adminVendorDetailSchema>>(api, {
    method: "POST",
    path: adminApiPaths.pauseVendor(vendorId),
    body: { reason },
    signal,
  });
}
