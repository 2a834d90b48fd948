import type { ConsumerBriefDetail } from "@utsav/domain";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { briefPaths } from "./paths.ts";

/** GET /api/consumer/briefs/{id}: one of the consumer's briefs with its quotes side by side. */
export function getMyBrief(api: ApiTransport, id: string, { signal }: CallOptions = {}) {
  return send<ConsumerBriefDetail>(api, { method: "GET", path: briefPaths.brief(id), signal });
}
