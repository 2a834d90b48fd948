import type { operatorVendorDetailSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { operatorApiPaths } from "./paths.ts";

/** POST /api/operator/vendors/{id}/pause: takes the vendor's offerings off the storefront, with the reason it reads. */
export function pauseVendor(api: ApiTransport, vendorId: string, reason: string, { signal }: CallOptions = {}) {
  return send<z.output<typeof operatorVendorDetailSchema>>(api, {
    method: "POST",
    path: operatorApiPaths.pauseVendor(vendorId),
    body: { reason },
    signal,
  });
}
