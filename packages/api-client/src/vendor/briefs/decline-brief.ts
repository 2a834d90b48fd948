import type { DeclineRequest, VendorBriefDetail } from "@utsav/domain";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { vendorApiPaths } from "../paths.ts";

/** POST /api/vendor/briefs/{id}/decline: declines a brief, withdrawing any quote; 409 once booked or past. */
export function declineBrief(api: ApiTransport, id: string, body: DeclineRequest = {}, { signal }: CallOptions = {}) {
  return send<VendorBriefDetail>(api, { method: "POST", path: vendorApiPaths.briefs.decline(id), body, signal });
}
