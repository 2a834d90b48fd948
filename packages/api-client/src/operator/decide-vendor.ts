import type { operatorVendorDetailSchema, ReviewDecisionRequest } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { operatorApiPaths } from "./paths.ts";

/** POST /api/operator/vendors/{id}/decision: approve, reject with a reason, or ask for changes. */
export function decideVendor(api: ApiTransport, vendorId: string, body: ReviewDecisionRequest, { signal }: CallOptions = {}) {
  return send<z.output<typeof operatorVendorDetailSchema>>(api, {
    method: "POST",
    path: operatorApiPaths.decision(vendorId),
    body,
    signal,
  });
}
