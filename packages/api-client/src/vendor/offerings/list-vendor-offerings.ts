import type { vendorOfferingListSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { vendorApiPaths } from "../paths.ts";

/** GET /api/vendor/offerings: the vendor's offerings that are not deleted. */
export function listVendorOfferings(api: ApiTransport, { signal }: CallOptions = {}) {
  return send<z.output<typeof vendorOfferingListSchema>>(api, { method: "GET", path: vendorApiPaths.offerings(), signal });
}
