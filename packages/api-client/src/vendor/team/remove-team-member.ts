import type { VendorTeam } from "@utsav/domain";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { vendorApiPaths } from "../paths.ts";

/**
 * POST /api/vendor/team/members/{id}/remove (owner only): takes a member out of the business and signs them out
 * everywhere; 409 for the owner, 404 for someone not in the team.
 */
export function removeTeamMember(api: ApiTransport, userId: string, { signal }: CallOptions = {}) {
  return send<VendorTeam>(api, { method: "POST", path: vendorApiPaths.team.removeMember(userId), signal });
}
