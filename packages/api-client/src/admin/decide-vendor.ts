import type { adminVendorDetailSchema, ReviewDecisionRequest } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { adminApiPaths } from "./paths.ts";

/** POST /api/admin/vendors/{id}/decision: approve, reject with a reason, or ask for changes. */
export function decideVendor(api: ApiTransport, vendorId: string, body: ReviewDecisionRequest, { signal }: CallOptions = {}) {
  return send<z.output<typeof adminVendorDetailSchema>>(api, { method: "POST", path: adminApiPaths.decision(vendorId), body, signal });
}
