import type { operatorVendorDetailSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { operatorApiPaths } from "./paths.ts";

/**
 * POST /api/operator/vendors/{id}/identity-change/reject: refuses an approved vendor's new business name, categories and
 * documents with a reason the vendor reads; the approved ones stay (docs/decisions/0032).
 */
export function rejectIdentityChange(api: ApiTransport, vendorId: string, reason: string, { signal }: CallOptions = {}) {
  return send<z.output<typeof operatorVendorDetailSchema>>(api, {
    method: "POST",
    path: operatorApiPaths.rejectIdentityChange(vendorId),
    body: { reason },
    signal,
  });
}
