import type { BriefCreateRequest, ConsumerBriefDetail } from "@utsav/domain";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { briefPaths } from "./paths.ts";

/** POST /api/consumer/briefs: sends a brief to the vendors that match it; 409 past 3 open, 422 when none matches. */
export function createBrief(api: ApiTransport, body: BriefCreateRequest, { signal }: CallOptions = {}) {
  return send<ConsumerBriefDetail>(api, { method: "POST", path: briefPaths.briefs(), body, signal });
}
