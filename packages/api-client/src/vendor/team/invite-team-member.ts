import type { VendorInviteRequest, VendorTeam } from "@utsav/domain";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { vendorApiPaths } from "../paths.ts";

/**
 * POST /api/vendor/team/invites (owner only): invites a phone to the team, which is sent an SMS and joins when it signs
 * in as a vendor. 403 for a member; 409 when the number is in a business already, invited, or the team is full.
 */
export function inviteTeamMember(api: ApiTransport, body: VendorInviteRequest, { signal }: CallOptions = {}) {
  return send<VendorTeam>(api, { method: "POST", path: vendorApiPaths.team.invites(), body, signal });
}
