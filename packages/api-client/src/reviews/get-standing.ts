import type { StandingList } from "@utsav/domain";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { operatorApiPaths } from "../operator/paths.ts";

/** GET /api/operator/standing: each approved vendor's rating and responsiveness, those under the floor first. */
export function getStanding(api: ApiTransport, { signal }: CallOptions = {}) {
  return send<StandingList>(api, { method: "GET", path: operatorApiPaths.standing(), signal });
}
