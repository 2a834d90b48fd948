import type { vendorOfferingStatusBodySchema, vendorOfferingStatusResultSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { vendorApiPaths } from "../paths.ts";

/** PUT /api/vendor/offering/{id}/status: 10 live, 15 paused, 20 deleted (final). */
export function setVendorOfferingStatus(
  api: ApiTransport,
  id: string,
  body: z.input<typeof vendorOfferingStatusBodySchema>,
  { signal }: CallOptions = {},
) {
  return send<z.output<typeof vendorOfferingStatusResultSchema>>(api, {
    method: "PUT",
    path: vendorApiPaths.offeringStatus(id),
    body,
    signal,
  });
}
