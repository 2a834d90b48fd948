import type { ConsumerBriefList } from "@utsav/domain";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { briefPaths } from "./paths.ts";

/** GET /api/consumer/briefs: the consumer's briefs, newest first. */
export function listMyBriefs(api: ApiTransport, { signal }: CallOptions = {}) {
  return send<ConsumerBriefList>(api, { method: "GET", path: briefPaths.briefs(), signal });
}
