import type { VendorTeam } from "@utsav/domain";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { vendorApiPaths } from "../paths.ts";

/** POST /api/vendor/team/invites/{id}/revoke (owner only): revokes an invitation still waiting; 404 for another's. */
export function revokeTeamInvite(api: ApiTransport, inviteId: string, { signal }: CallOptions = {}) {
  return send<VendorTeam>(api, { method: "POST", path: vendorApiPaths.team.revokeInvite(inviteId), signal });
}
