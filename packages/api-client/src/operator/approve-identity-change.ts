import type { operatorVendorDetailSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { operatorApiPaths } from "./paths.ts";

/**
 * POST /api/operator/vendors/{id}/identity-change/approve: an approved vendor's new business name, categories and
 * documents (the detail's `identityChange`) go live, on the record (docs/decisions/0032).
 */
export function approveIdentityChange(api: ApiTransport, vendorId: string, { signal }: CallOptions = {}) {
  return send<z.output<typeof operatorVendorDetailSchema>>(api, {
    method: "POST",
    path: operatorApiPaths.approveIdentityChange(vendorId),
    signal,
  });
}
