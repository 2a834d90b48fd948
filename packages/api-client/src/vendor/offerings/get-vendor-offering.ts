import type { vendorOfferingSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { vendorApiPaths } from "../paths.ts";

/** GET /api/vendor/offering/{id}: 404 for an unknown, deleted or another vendor's offering. */
export function getVendorOffering(api: ApiTransport, id: string, { signal }: CallOptions = {}) {
  return send<z.output<typeof vendorOfferingSchema>>(api, { method: "GET", path: vendorApiPaths.offering(id), signal });
}
