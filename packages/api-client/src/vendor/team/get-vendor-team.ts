import type { VendorTeam } from "@utsav/domain";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { vendorApiPaths } from "../paths.ts";

/** GET /api/vendor/team: the people who run the business and the invitations waiting (docs/decisions/0033). */
export function getVendorTeam(api: ApiTransport, { signal }: CallOptions = {}) {
  return send<VendorTeam>(api, { method: "GET", path: vendorApiPaths.team.team(), signal });
}
