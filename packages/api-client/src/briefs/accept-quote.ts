import type { ConsumerBriefDetail } from "@utsav/domain";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { briefPaths } from "./paths.ts";

/** POST /api/consumer/briefs/{id}/quotes/{quoteId}/accept: the quote becomes a booking; 409 once booked or past. */
export function acceptQuote(api: ApiTransport, briefId: string, quoteId: string, { signal }: CallOptions = {}) {
  return send<ConsumerBriefDetail>(api, { method: "POST", path: briefPaths.acceptQuote(briefId, quoteId), signal });
}
