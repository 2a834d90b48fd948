import type { VendorOwner } from "@utsav/domain";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { operatorApiPaths } from "./paths.ts";

/** POST /api/operator/vendors/{id}/owner-invites/{inviteId}/revoke: revokes the invitation to the owner, on the record. */
export function revokeVendorOwnerInvite(api: ApiTransport, vendorId: string, inviteId: string, { signal }: CallOptions = {}) {
  return send<VendorOwner>(api, { method: "POST", path: operatorApiPaths.revokeOwnerInvite(vendorId, inviteId), signal });
}
