import type { VendorInviteRequest, VendorOwner } from "@utsav/domain";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { operatorApiPaths } from "./paths.ts";

/**
 * POST /api/operator/vendors/{id}/owner-invites: invites the owner's phone for a business with none (docs/decisions/0033),
 * on the record. 409 when it has an owner or an invitation waiting, or the number runs another business.
 */
export function inviteVendorOwner(api: ApiTransport, vendorId: string, body: VendorInviteRequest, { signal }: CallOptions = {}) {
  return send<VendorOwner>(api, { method: "POST", path: operatorApiPaths.ownerInvites(vendorId), body, signal });
}
