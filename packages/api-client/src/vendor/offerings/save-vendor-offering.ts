import type { vendorOfferingInputSchema, vendorOfferingSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { vendorApiPaths } from "../paths.ts";

/** POST /api/vendor/offering: creates (no id) or updates (with id) and answers with the stored offering. */
export function saveVendorOffering(api: ApiTransport, body: z.input<typeof vendorOfferingInputSchema>, { signal }: CallOptions = {}) {
  return send<z.output<typeof vendorOfferingSchema>>(api, { method: "POST", path: vendorApiPaths.saveOffering(), body, signal });
}
